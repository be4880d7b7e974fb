// The exporter worker warms up on a small joker with a typical rule, then on a small project with
// art: each must run the real paths (code for its rule, nothing left out; art decoded, not
// placeholders; both colour modes of the PNG encoder), or the warm-up would compile the wrong code.
import { describe, expect, it } from "vitest";
import { buildZip, exportMod, previewItem } from "../../../domain/export";
import { decodeImage } from "../../../domain/export/images/atlas";
import { warmUp, warmUpExportProject, warmUpProject } from "../../../src/services/exporter/warmUp";

describe("the exporter worker's warm-up", () => {
  it("previews a joker whose rule exports whole", () => {
    const preview = previewItem(warmUpProject(), "jokers", "warm-up");
    expect(preview.error).toBeUndefined();
    expect(preview.notExported).toEqual([]);
    expect(preview.lua).toContain("SMODS.Joker");
    expect(preview.lua).toMatch(/mult\w* = 8\b/);
    expect(preview.lua).toContain("Pair");
  });

  it("exports a project whose art is all real, in both of the encoder's colour modes, and zips it", async () => {
    const project = warmUpExportProject();
    const soul = decodeImage(project.jokers[1].overlayImagePreview)!;
    const colours = new Set<number>();
    for (let i = 0; i < soul.data.length; i += 4) colours.add(soul.data[i] | (soul.data[i + 1] << 8) | (soul.data[i + 2] << 16));
    expect(colours.size).toBeGreaterThan(256);
    const result = exportMod(project);
    expect(result.report.warnings.filter((w) => /placeholder/.test(w))).toEqual([]);
    expect(result.report.notExported).toEqual([]);
    expect([...result.files.keys()]).toEqual(expect.arrayContaining(["assets/1x/jokers.png", "assets/2x/consumables.png", "items/jokers.lua", "items/consumables.lua"]));
    const zip = await buildZip(result);
    expect(zip.byteLength).toBeGreaterThan(1000);
    expect(() => warmUp()).not.toThrow();
  });
});
