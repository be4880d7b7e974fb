// A minimal PNG writer (8-bit, no interlace), compressed with our deflate (../deflate.ts), told
// where pixel data repeats: one pixel back and one row up. Deterministic byte for byte.
//
// Pixel art usually has few colours, so an image with at most 256 distinct RGBA colours is written
// indexed (colour type 3, PLTE + tRNS): one byte per pixel instead of four, so a quarter of the
// bytes to deflate (deflate's time grows with its input) and a smaller file. Anything else is
// written as RGBA with the "Up" filter (upscaled art repeats rows, which then become zeros).
import { crc32 } from "../crc32";
import { zlibDeflate } from "../deflate";

const SIGNATURE = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
const COLOUR_INDEXED = 3;
const COLOUR_RGBA = 6;

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i += 1) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out, 4, 8 + data.length));
  return out;
}

function header(width: number, height: number, colourType: number): Uint8Array {
  const out = new Uint8Array(13);
  const view = new DataView(out.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  out.set([8, colourType, 0, 0, 0], 8); // 8 bits per sample, deflate, adaptive filtering, no interlace
  return out;
}

function png(chunks: Uint8Array[]): Uint8Array {
  const parts = [SIGNATURE, ...chunks, chunk("IEND", new Uint8Array(0))];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}

export function encodeRgbaPng(width: number, height: number, rgba: Uint8Array): Uint8Array {
  const indexed = toIndexed(width, height, rgba);
  if (indexed) {
    const { scanlines, firstPixel } = indexed;
    const plte = new Uint8Array(firstPixel.length * 3);
    const alpha = new Uint8Array(firstPixel.length);
    let lastTranslucent = -1;
    firstPixel.forEach((pixel, i) => {
      plte.set(rgba.subarray(pixel * 4, pixel * 4 + 3), i * 3);
      alpha[i] = rgba[pixel * 4 + 3];
      if (alpha[i] !== 255) lastTranslucent = i;
    });
    // tRNS lists alphas up to the last entry that is not opaque; the rest default to 255
    const trns = lastTranslucent >= 0 ? [chunk("tRNS", alpha.subarray(0, lastTranslucent + 1))] : [];
    return png([chunk("IHDR", header(width, height, COLOUR_INDEXED)), chunk("PLTE", plte), ...trns, chunk("IDAT", zlibDeflate(scanlines, [1, width + 1]))]);
  }
  return png([chunk("IHDR", header(width, height, COLOUR_RGBA)), chunk("IDAT", zlibDeflate(upFiltered(width, height, rgba), [4, width * 4 + 1]))]);
}

const HIGH_BITS = 0x80808080;

/** Scanlines of RGBA rows: the first unfiltered, every other with filter 2 (Up: the byte minus the one above, mod 256). */
function upFiltered(width: number, height: number, rgba: Uint8Array): Uint8Array {
  const stride = width * 4;
  const raw = new Uint8Array((stride + 1) * height);
  if (height === 0) return raw;
  raw.set(rgba.subarray(0, stride), 1);
  // four bytes at a time (a bytewise difference without borrows between the bytes) into an
  // aligned row, then copied into place: scanlines start one byte after their filter byte
  const aligned = rgba.byteOffset % 4 === 0 ? rgba : rgba.slice();
  const words = new Uint32Array(aligned.buffer, aligned.byteOffset, width * height);
  const row = new Uint32Array(width);
  const rowBytes = new Uint8Array(row.buffer);
  for (let y = 1; y < height; y += 1) {
    for (let x = 0, w = y * width; x < width; x += 1, w += 1) {
      const a = words[w];
      const b = words[w - width];
      row[x] = ((a | HIGH_BITS) - (b & ~HIGH_BITS)) ^ ((a ^ ~b) & HIGH_BITS);
    }
    const at = y * (stride + 1);
    raw[at] = 2;
    raw.set(rowBytes, at + 1);
  }
  return raw;
}

/** Open-addressing table size for up to 256 colours: a power of two, at most a quarter full. */
const TABLE_SIZE = 1024;

/**
 * The image as palette indices (each row: filter byte 0, then one index per pixel), palette
 * entries in order of first appearance, each named by the first pixel that has it; undefined as
 * soon as a 257th colour turns up.
 */
function toIndexed(width: number, height: number, rgba: Uint8Array): { scanlines: Uint8Array; firstPixel: number[] } | undefined {
  const count = width * height;
  // whole pixels as 32-bit words (only compared for equality, so byte order does not matter)
  const aligned = rgba.byteOffset % 4 === 0 ? rgba : rgba.slice();
  const words = new Uint32Array(aligned.buffer, aligned.byteOffset, count);
  const keys = new Uint32Array(TABLE_SIZE);
  const slots = new Int16Array(TABLE_SIZE).fill(-1);
  const firstPixel: number[] = [];
  const scanlines = new Uint8Array((width + 1) * height);
  let previous = 0;
  let previousIndex = -1;
  for (let y = 0, pixel = 0; y < height; y += 1) {
    let at = y * (width + 1) + 1;
    for (let x = 0; x < width; x += 1, pixel += 1, at += 1) {
      const colour = words[pixel];
      // runs of one colour (most of pixel art) skip the table
      if (colour === previous && previousIndex >= 0) {
        scanlines[at] = previousIndex;
        continue;
      }
      let slot = Math.imul(colour, 0x9e3779b1) >>> 22; // top 10 bits: TABLE_SIZE = 2^10
      while (slots[slot] >= 0 && keys[slot] !== colour) slot = (slot + 1) & (TABLE_SIZE - 1);
      let index = slots[slot];
      if (index < 0) {
        if (firstPixel.length === 256) return undefined;
        index = firstPixel.length;
        firstPixel.push(pixel);
        keys[slot] = colour;
        slots[slot] = index;
      }
      scanlines[at] = index;
      previous = colour;
      previousIndex = index;
    }
  }
  return { scanlines, firstPixel };
}
