// A plain RGBA raster and the few operations atlas packing needs: decode a PNG, scale, blit,
// encode. Pure JS (fast-png, fflate) so the browser worker and Node produce the same bytes.
import { convertIndexedToRgb, decode } from "fast-png";
import { decodePngFast } from "./pngDecode";
import { encodeRgbaPng } from "./pngEncode";

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
  const fast = decodePngFast(bytes);
  if (fast) return fast;
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
  const src = png.data;
  const count = width * height;
  if (png.depth === 8 && channels === 4) {
    out.data.set(src);
    return out;
  }
  // General case without per-pixel closures: sample k of pixel i, scaled to 0..255.
  const depth = png.depth;
  const max = (1 << depth) - 1;
  const sample = (index: number) => (depth === 16 ? src[index] >> 8 : depth === 8 ? src[index] : Math.round((src[index] * 255) / max));
  for (let i = 0; i < count; i += 1) {
    const s = i * channels;
    const d = i * 4;
    if (channels >= 3) {
      out.data[d] = sample(s); out.data[d + 1] = sample(s + 1); out.data[d + 2] = sample(s + 2);
      out.data[d + 3] = channels === 4 ? sample(s + 3) : 255;
    } else {
      const grey = sample(s);
      out.data[d] = grey; out.data[d + 1] = grey; out.data[d + 2] = grey;
      out.data[d + 3] = channels === 2 ? sample(s + 1) : 255;
    }
  }
  return out;
}

export function encodePng(raster: Raster): Uint8Array {
  return encodeRgbaPng(raster.width, raster.height, raster.data);
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
  const s = src.data;
  // a block of four equal pixels (most of upscaled pixel art) averages to that pixel: copied as one word
  const words = s.byteOffset % 4 === 0 ? new Uint32Array(s.buffer, s.byteOffset, src.width * src.height) : undefined;
  const outWords = new Uint32Array(out.data.buffer, 0, width * height);
  for (let y = 0; y < height; y += 1) halveRow(s, words, out.data, outWords, y, width, src.width);
  return out;
}

/**
 * One row of halve. A function of its own, called once per row: the JIT compiles it whole, where
 * one loop over the image was compiled before any block of unequal pixels had been seen and went
 * back to the interpreter at the first.
 */
function halveRow(s: Uint8Array, words: Uint32Array | undefined, outData: Uint8Array, outWords: Uint32Array, y: number, width: number, srcWidth: number): void {
  const row = srcWidth * 4;
  for (let x = 0; x < width; x += 1) {
    const a = (y * 2 * srcWidth + x * 2) * 4; // top-left of the 2x2 block
    if (words) {
      const w = a >> 2;
      const p = words[w];
      if (words[w + 1] === p && words[w + srcWidth] === p && words[w + srcWidth + 1] === p) {
        if (s[a + 3] !== 0) outWords[y * width + x] = p; // fully transparent stays all zero, as below
        continue;
      }
    }
    const b = a + 4;
    const c = a + row;
    const e = c + 4;
    const wa = s[a + 3]; const wb = s[b + 3]; const wc = s[c + 3]; const we = s[e + 3];
    const alpha = wa + wb + wc + we;
    const d = (y * width + x) * 4;
    if (alpha > 0) {
      outData[d] = Math.round((s[a] * wa + s[b] * wb + s[c] * wc + s[e] * we) / alpha);
      outData[d + 1] = Math.round((s[a + 1] * wa + s[b + 1] * wb + s[c + 1] * wc + s[e + 1] * we) / alpha);
      outData[d + 2] = Math.round((s[a + 2] * wa + s[b + 2] * wb + s[c + 2] * wc + s[e + 2] * we) / alpha);
    }
    outData[d + 3] = Math.round(alpha / 4);
  }
}

/** The image at 1x and exactly 2x: the 2x from the source, the 1x halved from it. */
export function atBothScales(src: Raster, width: number, height: number): { x1: Raster; x2: Raster } {
  const x2 = scaleNearest(src, width * 2, height * 2);
  return { x1: halve(x2), x2 };
}
