// The export worker keeps the art it packed for the next export (domain/export/images/artCache.ts):
// an export with the art unchanged takes its atlases from there and gives the very bytes a fresh
// export gives; changed art is packed again; art no export uses any more is dropped.
import { describe, expect, it } from "vitest";
import { ArtCache, exportMod } from "../../../domain/export";
import { atlasKey } from "../../../domain/export/images/artCache";
import type { ExportResult } from "../../../domain/export/types";
import { sampleProject, solidPng } from "./sampleProject";

const DATE = new Date("2026-01-02T03:04:05Z");

function sameFiles(a: ExportResult, b: ExportResult): void {
  expect([...a.files.keys()]).toEqual([...b.files.keys()]);
  for (const [path, data] of a.files) expect(b.files.get(path), path).toEqual(data);
}

describe("art kept between exports", () => {
  it("gives the same files as a fresh export, first and again, and takes every atlas from the export before", () => {
    const project = sampleProject();
    const fresh = exportMod(project, { date: DATE });
    const art = new ArtCache();
    const first = exportMod(project, { date: DATE, art });
    art.endExport();
    expect(art.hits).toBe(0);
    const again = exportMod(project, { date: DATE, art });
    art.endExport();
    sameFiles(first, fresh);
    sameFiles(again, fresh);
    // the sample's packed art: the mod icon and the atlases of the types that have items
    const packed = [...fresh.files.keys()].filter((path) => path.startsWith("assets/2x/")).length;
    expect(packed).toBeGreaterThanOrEqual(3);
    expect(art.hits).toBe(packed);
  });

  it("packs again what changed, and only that", () => {
    const project = sampleProject();
    const art = new ArtCache();
    exportMod(project, { date: DATE, art });
    art.endExport();
    const changed = structuredClone(project);
    changed.jokers[0].imagePreview = solidPng(142, 190, [0, 0, 0]);
    const again = exportMod(changed, { date: DATE, art });
    art.endExport();
    sameFiles(again, exportMod(changed, { date: DATE }));
    const packed = [...again.files.keys()].filter((path) => path.startsWith("assets/2x/")).length;
    expect(art.hits).toBe(packed - 1);
    expect(again.files.get("assets/2x/jokers.png")).not.toEqual(exportMod(project, { date: DATE }).files.get("assets/2x/jokers.png"));
  });

  it("keeps only what the last export used", () => {
    const project = sampleProject();
    const other = structuredClone(project);
    other.jokers[1].overlayImagePreview = "";
    const art = new ArtCache();
    exportMod(project, { date: DATE, art });
    art.endExport();
    exportMod(other, { date: DATE, art });
    art.endExport();
    const hitsBefore = art.hits;
    // the first project's joker atlas was not used by the second export: it is packed again
    const third = exportMod(project, { date: DATE, art });
    art.endExport();
    sameFiles(third, exportMod(project, { date: DATE }));
    const packed = [...third.files.keys()].filter((path) => path.startsWith("assets/2x/")).length;
    expect(art.hits - hitsBefore).toBe(packed - 1);
  });

  it("keys an atlas by its type and its art in order, anything but a string counting as no art", () => {
    const a = solidPng(71, 95, [1, 1, 1]);
    const b = solidPng(71, 95, [2, 2, 2]);
    expect(atlasKey("joker", [{ image: a }, { image: b }])).not.toBe(atlasKey("joker", [{ image: b }, { image: a }]));
    expect(atlasKey("joker", [{ image: a }])).not.toBe(atlasKey("consumable", [{ image: a }]));
    expect(atlasKey("joker", [{ image: a, overlay: b }])).not.toBe(atlasKey("joker", [{ image: a }, { image: b }]));
    expect(atlasKey("joker", [{ image: undefined }, { image: a, overlay: 5 }])).toBe(atlasKey("joker", [{ image: "" }, { image: a, overlay: "" }]));
  });
});
