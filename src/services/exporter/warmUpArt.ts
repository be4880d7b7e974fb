// Card art for the exporters' warm-ups (warmUp.ts, artWorker.ts), made from a few numbers.
import { packAtlas } from "../../../domain/export/images/atlas";
import { encodeTruecolourPng } from "../../../domain/export/images/pngEncode";

/**
 * A PNG data URL of a card-sized image with `colours` many distinct colours, in a pattern that
 * varies with `seed` the way pixel art does (runs of a colour, edges, transparent corners),
 * written as RGBA as a browser's canvas writes uploads; the atlases it goes into are written
 * indexed (256 colours at most) or RGBA (more).
 */
export function warmUpArt(colours: number, seed = 0): string {
  const width = 71;
  const height = 95;
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      const shade = colours > 256 ? Math.floor((i / (width * height)) * colours) : ((x >> 2) + (y >> 3) * (seed + 1) + ((x * y * (seed + 3)) >> 6)) % colours;
      const corner = (x < 3 || x > width - 4) && (y < 3 || y > height - 4);
      rgba.set([(shade * 37) & 0xff, ((shade >> 8) * 40 + seed * 13) & 0xff, 90, corner ? 0 : 255], i * 4);
    }
  }
  const png = encodeTruecolourPng(width, height, rgba);
  let binary = "";
  for (const byte of png) binary += String.fromCharCode(byte);
  return `data:image/png;base64,${btoa(binary)}`;
}

/**
 * The art worker's warm-up, kept small (it runs while the page may be opening the rule builder):
 * one atlas of a pixel-art card, written indexed, and a soul layer of many colours, written RGBA.
 */
export function warmUpAtlas(): void {
  packAtlas("joker", [{ image: warmUpArt(20, 1), overlay: warmUpArt(600, 8) }]);
}
