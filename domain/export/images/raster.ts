// A plain RGBA raster and the few operations atlas packing needs: decode a PNG, scale, blit,
// encode. Pure JS (fast-png) so the browser worker and Node produce the same bytes.
import { convertIndexedToRgb, decode, encode } from "fast-png";

export interface Raster {
  width: number;
  height: number;
  /** RGBA, 8 bits per channel, row-major. */
  data: Uint8Array;
}

export function blank(width: number, height: number): Raster {
  return { width, height, data: new Uint8Array(width * height * 4) };
}

/** Decodes any PNG fast-png reads (gray, gray+alpha, RGB, RGBA, palette, 16-bit) to RGBA8. */
export function decodePng(bytes: Uint8Array): Raster {
  const png = decode(bytes);
  const { width, height } = png;
  const out = blank(width, height);
  if (png.palette) {
    const rgb = convertIndexedToRgb(png);
    const channels = rgb.length / (width * height);
    for (let i = 0, j = 0; i < width * height; i += 1, j += channels) {
      out.data[i * 4] = rgb[j];
      out.data[i * 4 + 1] = rgb[j + 1];
      out.data[i * 4 + 2] = rgb[j + 2];
      out.data[i * 4 + 3] = channels === 4 ? rgb[j + 3] : 255;
    }
    return out;
  }
  const channels = png.channels;
  const shift = png.depth === 16 ? 8 : 0;
  const max = (1 << png.depth) - 1;
  const scale = png.depth < 8 ? 255 / max : 1;
  const src = png.data;
  for (let i = 0; i < width * height; i += 1) {
    const s = i * channels;
    const v = (k: number) => (shift ? src[s + k] >> shift : Math.round(src[s + k] * scale));
    let r: number; let g: number; let b: number; let a = 255;
    if (channels >= 3) { r = v(0); g = v(1); b = v(2); if (channels === 4) a = v(3); }
    else { r = g = b = v(0); if (channels === 2) a = v(1); }
    out.data[i * 4] = r; out.data[i * 4 + 1] = g; out.data[i * 4 + 2] = b; out.data[i * 4 + 3] = a;
  }
  return out;
}

export function encodePng(raster: Raster): Uint8Array {
  return encode({ width: raster.width, height: raster.height, data: raster.data, channels: 4, depth: 8 });
}

/** Nearest-neighbour scale to an exact size (pixel art stays crisp). */
export function scaleNearest(src: Raster, width: number, height: number): Raster {
  if (src.width === width && src.height === height) return src;
  const out = blank(width, height);
  for (let y = 0; y < height; y += 1) {
    const sy = Math.min(src.height - 1, Math.floor((y * src.height) / height));
    for (let x = 0; x < width; x += 1) {
      const sx = Math.min(src.width - 1, Math.floor((x * src.width) / width));
      const s = (sy * src.width + sx) * 4;
      const d = (y * width + x) * 4;
      out.data[d] = src.data[s]; out.data[d + 1] = src.data[s + 1]; out.data[d + 2] = src.data[s + 2]; out.data[d + 3] = src.data[s + 3];
    }
  }
  return out;
}

/**
 * Halves an image whose size is exactly double the target, averaging each 2x2 block weighted
 * by alpha (so transparent edges do not darken). A 2x upscale of pixel art comes back exact.
 */
export function halve(src: Raster): Raster {
  const width = src.width >> 1;
  const height = src.height >> 1;
  const out = blank(width, height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let r = 0; let g = 0; let b = 0; let a = 0;
      for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]]) {
        const s = ((y * 2 + dy) * src.width + (x * 2 + dx)) * 4;
        const alpha = src.data[s + 3];
        r += src.data[s] * alpha; g += src.data[s + 1] * alpha; b += src.data[s + 2] * alpha; a += alpha;
      }
      const d = (y * width + x) * 4;
      if (a > 0) {
        out.data[d] = Math.round(r / a); out.data[d + 1] = Math.round(g / a); out.data[d + 2] = Math.round(b / a);
      }
      out.data[d + 3] = Math.round(a / 4);
    }
  }
  return out;
}

/** Copies `src` into `dst` with its top-left corner at (x, y). */
export function blit(dst: Raster, src: Raster, x: number, y: number): void {
  for (let row = 0; row < src.height; row += 1) {
    const from = row * src.width * 4;
    dst.data.set(src.data.subarray(from, from + src.width * 4), ((y + row) * dst.width + x) * 4);
  }
}

/** The image at 1x and exactly 2x: the 2x from the source, the 1x halved from it. */
export function atBothScales(src: Raster, width: number, height: number): { x1: Raster; x2: Raster } {
  const x2 = scaleNearest(src, width * 2, height * 2);
  return { x1: halve(x2), x2 };
}
