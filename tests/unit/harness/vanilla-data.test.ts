// The harness's vanilla_data.lua is generated from the project's vanilla facts
// (domain/vanilla/facts); it must match them.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderVanillaLua, vanillaLuaPath } from "../../../src/cli/harness/generate-vanilla";

describe("harness vanilla data", () => {
  it("is what generate-vanilla.ts renders from domain/vanilla/facts", () => {
    const rendered = renderVanillaLua();
    expect(readFileSync(vanillaLuaPath, "utf8")).toBe(rendered);
    expect(rendered).toContain('key = "j_joker"');
    expect(rendered).toContain('key = "Flush", level_chips = 15');
  });
});
