// Art used more than once (and placeholder art) is decoded and scaled once, and still lands in
// every cell that uses it, at both scales.
import { describe, expect, it } from "vitest";
import { packAtlas } from "../../../domain/export/images/atlas";
import { pngPixels } from "./pngPixels";
import { solidPng } from "./sampleProject";

function cell(png: Uint8Array, cellX: number, w: number, h: number): number[] {
  const image = pngPixels(png);
  const out: number[] = [];
  for (let y = 0; y < h; y += 1) {
    const from = (y * image.width + cellX * w) * 4;
    out.push(...image.data.slice(from, from + w * 4));
  }
  return out;
}

describe("atlas art reuse", () => {
  it("draws the same art into every cell that uses it, and the same placeholder for every missing image", () => {
    const red = solidPng(142, 190, [200, 10, 10]);
    const blue = solidPng(71, 95, [10, 10, 200]);
    const atlas = packAtlas("joker", [{ image: red }, { image: blue, overlay: red }, { image: "" }, { image: red }, { image: undefined }]);
    expect(atlas.cells.map((c) => c.placeholder)).toEqual([false, false, true, false, true]);
    for (const [png, w, h] of [[atlas.png1x, 71, 95], [atlas.png2x, 142, 190]] as const) {
      const cells = [0, 1, 2, 3, 4, 5].map((x) => cell(png, x, w, h));
      expect(cells[2]).toEqual(cells[0]); // soul sprite = the red art
      expect(cells[4]).toEqual(cells[0]);
      expect(cells[5]).toEqual(cells[3]); // both placeholders
      expect(cells[3]).not.toEqual(cells[0]);
      expect(cells[1]).not.toEqual(cells[0]);
      expect(cells[0].slice(w * 4 * 10 + 40, w * 4 * 10 + 44)).toEqual([200, 10, 10, 255]);
    }
  });
});
