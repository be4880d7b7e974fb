// The preview worker warms up on a small joker with a typical rule: it must be a real preview
// (code for its rule, nothing left out), or the warm-up would run the wrong paths.
import { describe, expect, it } from "vitest";
import { previewItem } from "../../../domain/export";
import { warmUpProject } from "../../../src/components/rules/warmUp";

describe("the preview worker's warm-up", () => {
  it("is a joker whose rule exports whole", () => {
    const preview = previewItem(warmUpProject(), "jokers", "warm-up");
    expect(preview.error).toBeUndefined();
    expect(preview.notExported).toEqual([]);
    expect(preview.lua).toContain("SMODS.Joker");
    expect(preview.lua).toMatch(/mult\w* = 8\b/);
    expect(preview.lua).toContain("Pair");
  });
});
