// The harness's vanilla_data.lua is generated from ../shared/reference/vanilla; it must match.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { renderVanillaLua, vanillaLuaPath } from "../../../src/cli/harness/generate-vanilla";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

describe("harness vanilla data", () => {
  it("is what generate-vanilla.ts renders from the reference data", () => {
    const rendered = renderVanillaLua(resolve(repoRoot, "../shared"));
    expect(readFileSync(vanillaLuaPath, "utf8")).toBe(rendered);
    expect(rendered).toContain('key = "j_joker"');
    expect(rendered).toContain('key = "Flush", level_chips = 15');
  });
});
