// Atlas packing: every item's `pos` points at the cell its own art was drawn into, at 1x and 2x.
import { encode } from "fast-png";
import { describe, expect, it } from "vitest";
import { exportMod } from "../../../domain/export";
import { packAtlas, packSingle } from "../../../domain/export/images/atlas";
import { parseDataUrl } from "../../../domain/export/images/base64";
import { createItem } from "../../../domain/model";
import { pngPixels } from "./pngPixels";
import { sampleProject, solidPng } from "./sampleProject";

function pixel(png: Uint8Array, x: number, y: number): number[] {
  const image = pngPixels(png);
  const i = (y * image.width + x) * 4;
  return Array.from(image.data.slice(i, i + 4));
}

describe("atlas packing", () => {
  it("fills cells left to right, top to bottom, with soul cells right after their base", () => {
    const colours: [number, number, number][] = Array.from({ length: 12 }, (_, i) => [i * 20, 255 - i * 20, 100]);
    const requests = colours.map((c, i) => ({ image: solidPng(142, 190, c), overlay: i === 3 ? solidPng(142, 190, [9, 9, 9]) : undefined }));
    const atlas = packAtlas("joker", requests);
    expect(atlas.cells.map((c) => c.pos)).toEqual([
      { x: 0, y: 0 }, { x: 1, y: 0 }, { x: 2, y: 0 }, { x: 3, y: 0 }, { x: 5, y: 0 }, { x: 6, y: 0 }, { x: 7, y: 0 }, { x: 8, y: 0 }, { x: 9, y: 0 },
      { x: 0, y: 1 }, { x: 1, y: 1 }, { x: 2, y: 1 },
    ]);
    expect(atlas.cells[3].soulPos).toEqual({ x: 4, y: 0 });
    expect([atlas.width, atlas.height]).toEqual([710, 190]);
    atlas.cells.forEach((cell, i) => {
      // the centre of the cell holds that item's colour at both scales
      expect(pixel(atlas.png1x, cell.pos.x * 71 + 35, cell.pos.y * 95 + 47)).toEqual([...colours[i], 255]);
      expect(pixel(atlas.png2x, cell.pos.x * 142 + 70, cell.pos.y * 190 + 94)).toEqual([...colours[i], 255]);
    });
    expect(pixel(atlas.png1x, 4 * 71 + 35, 47)).toEqual([9, 9, 9, 255]);
  });

  it("draws 1x art scaled to 2x by pixel doubling and keeps the 1x exact", () => {
    const atlas = packAtlas("joker", [{ image: solidPng(71, 95, [40, 50, 60]) }]);
    expect(pixel(atlas.png1x, 0, 0)).toEqual([255, 255, 255, 255]);
    expect(pixel(atlas.png1x, 1, 0)).toEqual([40, 50, 60, 255]);
    expect(pixel(atlas.png2x, 1, 1)).toEqual([255, 255, 255, 255]);
    expect(pixel(atlas.png2x, 2, 0)).toEqual([40, 50, 60, 255]);
  });

  it("uses our placeholder art for a missing or unreadable image and says so", () => {
    const atlas = packAtlas("joker", [{ image: "/images/placeholderjokers/x.png" }, { image: "data:image/png;base64,bm90IGEgcG5n" }]);
    expect(atlas.cells.map((c) => c.placeholder)).toEqual([true, true]);
    expect(pixel(atlas.png1x, 35, 10)[3]).toBe(255);
    expect(pixel(atlas.png1x, 0, 0)[3]).toBe(0); // rounded corner
  });

  it("the report counts the items on placeholder art in words that agree with the number", () => {
    const project = sampleProject();
    const warnings = (p: typeof project) => exportMod(p).report.warnings.filter((w) => w.includes("placeholder art") && w.includes("joker"));
    project.jokers = project.jokers.slice(0, 1).map((j) => ({ ...j, imagePreview: "" }));
    expect(warnings(project)).toEqual(["1 joker has no usable image and gets placeholder art."]);
    project.jokers = [project.jokers[0], { ...project.jokers[0], id: "j9", objectKey: "ninth", imagePreview: "" }];
    expect(warnings(project)).toEqual(["2 jokers have no usable image and get placeholder art."]);
  });

  it("gives each exported joker the position of its own art", () => {
    const project = sampleProject();
    project.jokers.push(createItem("joker", { id: "j4", name: "Fourth", objectKey: "fourth", orderValue: 4, imagePreview: solidPng(142, 190, [1, 99, 1]) }));
    const result = exportMod(project);
    const jokers = new TextDecoder().decode(new TextEncoder().encode(result.files.get("items/jokers.lua") as string));
    const pos = (key: string) => {
      const m = new RegExp(`key = "${key}",\\n    atlas = "jokers",\\n    pos = \\{ x = (\\d+), y = (\\d+) \\}`).exec(jokers);
      return m ? { x: Number(m[1]), y: Number(m[2]) } : undefined;
    };
    expect(pos("first")).toEqual({ x: 0, y: 0 });
    expect(pos("second")).toEqual({ x: 1, y: 0 });
    expect(jokers).toContain("soul_pos = { x = 2, y = 0 }");
    expect(pos("third_key")).toEqual({ x: 3, y: 0 });
    expect(pos("fourth")).toEqual({ x: 4, y: 0 });
    const png = result.files.get("assets/1x/jokers.png") as Uint8Array;
    expect(pixel(png, 4 * 71 + 30, 40)).toEqual([1, 99, 1, 255]);
    expect(pixel(png, 1 * 71 + 30, 40)).toEqual([0, 200, 0, 255]);
    expect(pixel(png, 2 * 71 + 30, 40)).toEqual([0, 0, 200, 255]);
  });

  it("keeps a mod icon or logo already of the 1x size as it is, and scales it to an exact 2x", () => {
    const logo = solidPng(333, 216, [40, 50, 60]);
    const packed = packSingle(logo, 333, 216)!;
    expect(Buffer.from(packed.png1x).equals(Buffer.from(parseDataUrl(logo)!.bytes))).toBe(true);
    const x2 = pngPixels(packed.png2x);
    expect([x2.width, x2.height]).toEqual([666, 432]);
    expect(pixel(packed.png2x, 1, 1)).toEqual([255, 255, 255, 255]);
    expect(pixel(packed.png2x, 2, 0)).toEqual([40, 50, 60, 255]);
    expect(pixel(packed.png2x, 665, 431)).toEqual([40, 50, 60, 255]);
  });

  it("encodes the 1x again when the file would differ from it: another size, or colour under full transparency", () => {
    const twice = solidPng(68, 68, [1, 2, 3]);
    const icon = packSingle(twice, 34, 34)!;
    expect(Buffer.from(icon.png2x).equals(Buffer.from(parseDataUrl(twice)!.bytes))).toBe(true);
    expect([pngPixels(icon.png1x).width, pngPixels(icon.png1x).height]).toEqual([34, 34]);
    // a transparent pixel that keeps a colour: the 1x (halved from the 2x) clears it, so it is written anew
    const data = new Uint8Array(34 * 34 * 4).fill(200);
    data.set([9, 9, 9, 0], 0);
    const hidden = `data:image/png;base64,${Buffer.from(encode({ width: 34, height: 34, data, channels: 4, depth: 8 })).toString("base64")}`;
    const packed = packSingle(hidden, 34, 34)!;
    expect(Buffer.from(packed.png1x).equals(Buffer.from(parseDataUrl(hidden)!.bytes))).toBe(false);
    expect(pixel(packed.png1x, 0, 0)).toEqual([0, 0, 0, 0]);
    expect(pixel(packed.png1x, 1, 0)).toEqual([200, 200, 200, 200]);
  });
});
