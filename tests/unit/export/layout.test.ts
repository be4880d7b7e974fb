// The exported folder: what Steamodded loads, in the layout of issue 6 and smods.md section 1.
import { describe, expect, it } from "vitest";
import { decode } from "fast-png";
import { exportMod, ExportError, EXPORT_MESSAGES } from "../../../domain/export";
import { checkLuaSyntax } from "../../../domain/lua";
import { emptyProject } from "../../../domain/model";
import { runLua } from "../../lua/luajit";
import { luajitCompileErrors } from "./luaCheck";
import { NASTY, NASTY_LINE, sampleProject } from "./sampleProject";

const text = (data: unknown) => (typeof data === "string" ? data : new TextDecoder().decode(data as Uint8Array));

describe("exportMod layout", () => {
  const result = exportMod(sampleProject());
  const files = [...result.files.keys()];

  it("names the folder after the mod id and writes the manifest, main file, localization and backup", () => {
    expect(result.folder).toBe("testmod");
    expect(files[0]).toBe("testmod.json");
    expect(files).toContain("main.lua");
    expect(files).toContain("localization/en-us.lua");
    expect(files).toContain("testmod-2026-01-02.jokerforge");
    expect(JSON.parse(text(result.files.get("testmod.json"))).main_file).toBe("main.lua");
    const backup = JSON.parse(text(result.files.get("testmod-2026-01-02.jokerforge")));
    expect(backup.jokers).toHaveLength(3);
    expect(backup.exportedAt).toBe("2026-01-02T03:04:05.000Z");
  });

  it("loads every Lua file from main.lua by an explicit list, in a fixed order, never by listing folders", () => {
    const main = text(result.files.get("main.lua"));
    const loaded = [...main.matchAll(/assert\(SMODS\.load_file\("([^"]+)"\)\)\(\)/g)].map((m) => m[1]);
    const luaFiles = files.filter((f) => f.endsWith(".lua") && f !== "main.lua" && !f.startsWith("localization/"));
    expect(loaded).toEqual(luaFiles);
    expect(loaded.slice(0, 4)).toEqual(["items/rarities.lua", "items/consumable_types.lua", "items/sounds.lua", "items/shaders.lua"]);
    expect(main).not.toMatch(/getDirectoryItems|NFS|nativefs/);
    expect(main).not.toMatch(/^--- STEAMODDED HEADER/);
  });

  it("declares an atlas for every art file, with both scales present and the 2x exactly double", () => {
    const main = text(result.files.get("main.lua"));
    for (const m of main.matchAll(/SMODS\.Atlas\(\{ key = "([^"]+)", path = "([^"]+)", px = (\d+), py = (\d+)/g)) {
      const [, key, file, px, py] = m;
      const one = decode(result.files.get(`assets/1x/${file}`) as Uint8Array);
      const two = decode(result.files.get(`assets/2x/${file}`) as Uint8Array);
      expect(two.width, key).toBe(one.width * 2);
      expect(two.height, key).toBe(one.height * 2);
      expect(one.width % Number(px), key).toBe(0);
      expect(one.height % Number(py), key).toBe(0);
    }
    expect(main).toContain("SMODS.Atlas({ key = \"modicon\", path = \"modicon.png\", px = 34, py = 34 })");
    expect(decode(result.files.get("assets/1x/modicon.png") as Uint8Array).width).toBe(34);
  });

  it("writes sounds and the custom shaders the editions use, each shader registered once", () => {
    expect(files).toContain("assets/sounds/ding_dong.ogg");
    expect(text(result.files.get("assets/sounds/ding_dong.ogg"))).toBe("OggS fake audio");
    expect(files).toContain("assets/shaders/sepia.fs");
    expect(text(result.files.get("assets/shaders/sepia.fs"))).toMatch(/extern JF_PRECISION vec2 sepia;/);
    const shaders = text(result.files.get("items/shaders.lua"));
    expect(shaders.match(/SMODS\.Shader/g)).toHaveLength(1);
    const editions = text(result.files.get("items/editions.lua"));
    expect(editions).toContain("shader = \"foil\",\n    prefix_config = { shader = false },");
  });

  it("produces Lua that parses and that real LuaJIT compiles", () => {
    for (const [path, data] of result.files) {
      if (path.endsWith(".lua")) expect(checkLuaSyntax(text(data)), path).toEqual({ ok: true });
    }
    expect(luajitCompileErrors(result)).toEqual([]);
  });

  it("puts every name and description into localization/en-us.lua, split into lines on [s]", () => {
    const source = text(result.files.get("localization/en-us.lua"));
    const script = `local loc = (function()\n${source}\nend)()\nlocal j = loc.descriptions.Joker.j_tm_first\nio.write(j.name, "\\0", #j.text, "\\0", j.text[1], "\\0", j.text[2], "\\0", loc.misc.labels.tm_wax_seal, "\\0", loc.misc.dictionary.k_tm_rune, "\\0", loc.descriptions.Back.b_tm_deck.name)`;
    const run = runLua(["-"], { input: script });
    expect(run.stderr).toBe("");
    expect(run.stdout.split("\0")).toEqual([NASTY, "2", `Line one ${NASTY_LINE}`.trim(), "{C:mult}+#1#{} Mult", `Seal ${NASTY}`, `Rune ${NASTY}`, `Deck ${NASTY}`]);
  });

  it("fails with the spec's texts when preconditions do not hold", () => {
    const noAuthor = sampleProject();
    noAuthor.modMetadata.author = ["  "];
    expect(() => exportMod(noAuthor)).toThrow(EXPORT_MESSAGES.author);
    const noName = sampleProject();
    noName.modMetadata.name = "";
    expect(() => exportMod(noName)).toThrow(EXPORT_MESSAGES.name);
    const unnamed = sampleProject();
    unnamed.jokers[1].name = "";
    expect(() => exportMod(unnamed)).toThrow(EXPORT_MESSAGES.items);
    const badId = sampleProject();
    badId.modMetadata.id = "Balatro";
    expect(() => exportMod(badId)).toThrow(EXPORT_MESSAGES.metadata);
    // (a bad version is only a warning: manifest.test.ts)
    const badMainFile = sampleProject();
    badMainFile.modMetadata.main_file = "../main.lua";
    try {
      exportMod(badMainFile);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ExportError);
      expect((error as ExportError).message).toBe(EXPORT_MESSAGES.metadata);
      expect((error as ExportError).detail).toMatch(/main file/);
    }
  });

  it("exports an empty project as a mod that still loads", () => {
    const empty = exportMod(emptyProject());
    expect([...empty.files.keys()]).toEqual(["mycustommod.json", "main.lua", "localization/en-us.lua", "mycustommod-1970-01-01.jokerforge"]);
    expect(luajitCompileErrors(empty)).toEqual([]);
  });

  it("dates the backup of a project nobody has changed by the caller's clock, and any other by its last change", () => {
    const today = new Date("2026-11-28T12:00:00Z");
    const fresh = exportMod(emptyProject(), { undatedProject: today });
    expect([...fresh.files.keys()]).toContain("mycustommod-2026-11-28.jokerforge");
    expect(JSON.parse(String(fresh.files.get("mycustommod-2026-11-28.jokerforge"))).exportedAt).toBe(today.toISOString());
    // a changed project keeps its own date, whatever the clock says: exports stay repeatable
    const changed = exportMod(emptyProject(Date.parse("2025-03-04T05:06:07Z")), { undatedProject: today });
    expect([...changed.files.keys()]).toContain("mycustommod-2025-03-04.jokerforge");
  });
});
