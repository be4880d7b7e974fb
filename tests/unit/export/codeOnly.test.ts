// The rule builder's live Lua comes from a code-only export (no art decoded or encoded, no backup
// copy): its Lua files must be exactly the full export's.
import { describe, expect, it } from "vitest";
import { exportMod } from "../../../domain/export";
import { createSound } from "../../../domain/model";
import { everyEntryProject } from "../../support/projects/everyEntry";

describe("code-only export", () => {
  it("writes the same Lua and localization as the full export, and no art or backup", () => {
    const project = everyEntryProject();
    // sounds whose audio is there, missing or broken: registered (or not) alike without decoding
    project.sounds = [...project.sounds, createSound({ id: "s-empty", key: "empty", soundString: "data:audio/ogg;base64," }),
      createSound({ id: "s-bad", key: "bad", soundString: "data:audio/ogg;base64,@@@@" }), createSound({ id: "s-ok", key: "ok", soundString: "data:audio/ogg;base64,T2dnUw==" })];
    const full = exportMod(project);
    const code = exportMod(project, { codeOnly: true });
    const lua = (files: Map<string, unknown>) => [...files].filter(([p]) => p.endsWith(".lua")).map(([p, d]) => [p, String(d)]);
    expect(lua(code.files)).toEqual(lua(full.files));
    expect([...full.files.keys()].some((p) => p.endsWith(".png"))).toBe(true);
    expect([...code.files.keys()].filter((p) => p.endsWith(".png") || p.endsWith(".jokerforge"))).toEqual([]);
    expect(code.report.notExported).toEqual(full.report.notExported);
    expect(code.report.warnings).toEqual(full.report.warnings);
    const sounds = String(code.files.get("items/sounds.lua"));
    expect(sounds).toContain('key = "ok"');
    expect(sounds).not.toContain('key = "bad"');
    expect(sounds).not.toContain('key = "empty"');
  });
});
