// Our own placeholder card art for items without an image, drawn procedurally (never the
// game's art): a rounded card in the type's colour with a pixel letter naming the type.
import type { ObjectType } from "../../model";
import { blank, type Raster } from "./raster";

export const CARD_W = 71;
export const CARD_H = 95;

const COLOURS: Record<ObjectType, [number, number, number]> = {
  joker: [75, 123, 229],
  consumable: [155, 89, 182],
  booster: [230, 126, 34],
  enhancement: [39, 174, 96],
  seal: [192, 57, 43],
  edition: [22, 160, 133],
  voucher: [212, 172, 13],
  deck: [52, 73, 94],
};

const GLYPHS: Record<ObjectType, string[]> = {
  joker: ["..###", "...#.", "...#.", "...#.", "#..#.", "#..#.", ".##.."],
  consumable: [".###.", "#...#", "#....", "#....", "#....", "#...#", ".###."],
  booster: ["####.", "#...#", "#...#", "####.", "#...#", "#...#", "####."],
  enhancement: ["#####", "#....", "#....", "####.", "#....", "#....", "#####"],
  seal: [".####", "#....", "#....", ".###.", "....#", "....#", "####."],
  edition: ["#####", "#....", "#....", "####.", "#....", "#....", "#####"],
  voucher: ["#...#", "#...#", "#...#", "#...#", "#...#", ".#.#.", "..#.."],
  deck: ["####.", "#...#", "#...#", "#...#", "#...#", "#...#", "####."],
};

function shade([r, g, b]: [number, number, number], factor: number): [number, number, number] {
  const f = (c: number) => Math.max(0, Math.min(255, Math.round(factor >= 1 ? c + (255 - c) * (factor - 1) : c * factor)));
  return [f(r), f(g), f(b)];
}

/** True inside a rectangle with corners cut to the given radius. */
function inside(x: number, y: number, w: number, h: number, radius: number): boolean {
  const cx = x < radius ? radius - x : x >= w - radius ? x - (w - radius - 1) : 0;
  const cy = y < radius ? radius - y : y >= h - radius ? y - (h - radius - 1) : 0;
  return cx * cx + cy * cy <= radius * radius;
}

export function placeholderCard(type: ObjectType): Raster {
  const image = blank(CARD_W, CARD_H);
  const base = COLOURS[type];
  const outline = shade(base, 0.45);
  const panel = shade(base, 1.35);
  const ink = shade(base, 0.3);
  const put = (x: number, y: number, [r, g, b]: [number, number, number]) => {
    const i = (y * CARD_W + x) * 4;
    image.data[i] = r; image.data[i + 1] = g; image.data[i + 2] = b; image.data[i + 3] = 255;
  };
  for (let y = 0; y < CARD_H; y += 1) {
    for (let x = 0; x < CARD_W; x += 1) {
      if (!inside(x, y, CARD_W, CARD_H, 5)) continue;
      const edge = !inside(x, y, CARD_W, CARD_H, 5) || x === 0 || y === 0 || x === CARD_W - 1 || y === CARD_H - 1
        || !inside(x - 1, y, CARD_W, CARD_H, 5) || !inside(x + 1, y, CARD_W, CARD_H, 5)
        || !inside(x, y - 1, CARD_W, CARD_H, 5) || !inside(x, y + 1, CARD_W, CARD_H, 5);
      const inPanel = x >= 6 && x < CARD_W - 6 && y >= 6 && y < CARD_H - 6;
      const panelEdge = inPanel && (x === 6 || y === 6 || x === CARD_W - 7 || y === CARD_H - 7);
      put(x, y, edge ? outline : panelEdge ? outline : inPanel ? panel : base);
    }
  }
  const glyph = GLYPHS[type];
  const scale = 4;
  const gx = Math.floor((CARD_W - 5 * scale) / 2);
  const gy = Math.floor((CARD_H - 7 * scale) / 2);
  glyph.forEach((row, ry) => {
    for (let rx = 0; rx < row.length; rx += 1) {
      if (row[rx] !== "#") continue;
      for (let dy = 0; dy < scale; dy += 1) for (let dx = 0; dx < scale; dx += 1) put(gx + rx * scale + dx, gy + ry * scale + dy, ink);
    }
  });
  return image;
}
