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

/**
 * A buffer laid out as the PNG's scanlines before filtering: per row one (zero) filter byte, then
 * the row's RGBA pixels. Atlases are drawn straight into one (no separate sheet to copy from), and
 * encodeScanlines filters it in place. One buffer is reused from call to call (zeroed each time):
 * a fresh buffer of megabytes costs more in first-touch page faults than the work done in it.
 */
let scratch = new Uint8Array(0);

export function scanlineBuffer(width: number, height: number): Uint8Array {
  const size = (width * 4 + 1) * height;
  if (scratch.length < size) {
    scratch = new Uint8Array(size);
    return scratch.subarray(0, size);
  }
  return scratch.subarray(0, size).fill(0);
}

/** Copies `rgba` (width x height) into `lines` (scanlineBuffer's layout) at (x, y). */
export function blitScanlines(lines: Uint8Array, linesWidth: number, rgba: Uint8Array, width: number, height: number, x: number, y: number): void {
  const lineBytes = linesWidth * 4 + 1;
  for (let row = 0; row < height; row += 1) {
    const from = row * width * 4;
    lines.set(rgba.subarray(from, from + width * 4), (y + row) * lineBytes + 1 + x * 4);
  }
}

export function encodeRgbaPng(width: number, height: number, rgba: Uint8Array): Uint8Array {
  const lines = scanlineBuffer(width, height);
  blitScanlines(lines, width, rgba, width, height, 0, 0);
  return encodeScanlines(width, height, lines);
}

/** The PNG of the pixels in `lines` (scanlineBuffer's layout); `lines` is filtered in place. */
export function encodeScanlines(width: number, height: number, lines: Uint8Array): Uint8Array {
  const indexed = toIndexed(width, height, lines);
  if (indexed) {
    const { scanlines, firstPixel } = indexed;
    const plte = new Uint8Array(firstPixel.length * 3);
    const alpha = new Uint8Array(firstPixel.length);
    let lastTranslucent = -1;
    firstPixel.forEach((at, i) => {
      plte.set(lines.subarray(at, at + 3), i * 3);
      alpha[i] = lines[at + 3];
      if (alpha[i] !== 255) lastTranslucent = i;
    });
    // tRNS lists alphas up to the last entry that is not opaque; the rest default to 255
    const trns = lastTranslucent >= 0 ? [chunk("tRNS", alpha.subarray(0, lastTranslucent + 1))] : [];
    return png([chunk("IHDR", header(width, height, COLOUR_INDEXED)), chunk("PLTE", plte), ...trns, chunk("IDAT", zlibDeflate(scanlines, [1, width + 1]))]);
  }
  return rgbaPng(width, height, lines);
}

/** The pixels as an RGBA PNG (colour type 6) whatever their colours, as a browser's canvas writes them. */
export function encodeTruecolourPng(width: number, height: number, rgba: Uint8Array): Uint8Array {
  const lines = scanlineBuffer(width, height);
  blitScanlines(lines, width, rgba, width, height, 0, 0);
  return rgbaPng(width, height, lines);
}

function rgbaPng(width: number, height: number, lines: Uint8Array): Uint8Array {
  upFilterInPlace(width, height, lines);
  return png([chunk("IHDR", header(width, height, COLOUR_RGBA)), chunk("IDAT", zlibDeflate(lines, [4, width * 4 + 1]))]);
}

/**
 * The first row unfiltered, every other with filter 2 (Up: the byte minus the one above, mod 256),
 * from the last row up, so each row still has the unfiltered row above it.
 */
function upFilterInPlace(width: number, height: number, lines: Uint8Array): void {
  const lineBytes = width * 4 + 1;
  for (let y = height - 1; y > 0; y -= 1) {
    const at = y * lineBytes;
    lines[at] = 2;
    for (let i = at + 1, above = at + 1 - lineBytes, end = at + lineBytes; i < end; i += 1, above += 1) lines[i] = (lines[i] - lines[above]) & 0xff;
  }
}

/** Open-addressing table size for up to 256 colours: a power of two, at most a quarter full. */
const TABLE_SIZE = 1024;

/**
 * The image as palette indices (each row: filter byte 0, then one index per pixel), palette
 * entries in order of first appearance, each named by the byte offset in `lines` of the first
 * pixel that has it; undefined as soon as a 257th colour turns up.
 */
function toIndexed(width: number, height: number, lines: Uint8Array): { scanlines: Uint8Array; firstPixel: number[] } | undefined {
  const keys = new Uint32Array(TABLE_SIZE);
  const slots = new Int16Array(TABLE_SIZE).fill(-1);
  const firstPixel: number[] = [];
  const scanlines = new Uint8Array((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    if (!indexRow(lines, y * (width * 4 + 1) + 1, scanlines, y * (width + 1) + 1, width, keys, slots, firstPixel)) return undefined;
  }
  return { scanlines, firstPixel };
}

/**
 * One row of toIndexed: false as soon as a 257th colour turns up. A function of its own, called
 * once per row, so the JIT compiles it whole with what the first rows showed; as one loop over
 * the image it was compiled part way and went back to the interpreter when a row first took a
 * branch it had not seen (a colour whose slot was taken), on every atlas of a first export.
 */
function indexRow(lines: Uint8Array, p: number, scanlines: Uint8Array, at: number, width: number, keys: Uint32Array, slots: Int16Array, firstPixel: number[]): boolean {
  let previous = 0;
  let previousIndex = -1;
  for (let x = 0; x < width; x += 1, p += 4, at += 1) {
    // the pixel as one number (only compared for equality and hashed)
    const colour = (lines[p] | (lines[p + 1] << 8) | (lines[p + 2] << 16) | (lines[p + 3] << 24)) >>> 0;
    // runs of one colour (most of pixel art) skip the table
    if (colour === previous && previousIndex >= 0) {
      scanlines[at] = previousIndex;
      continue;
    }
    let slot = Math.imul(colour, 0x9e3779b1) >>> 22; // top 10 bits: TABLE_SIZE = 2^10
    while (slots[slot] >= 0 && keys[slot] !== colour) slot = (slot + 1) & (TABLE_SIZE - 1);
    let index = slots[slot];
    if (index < 0) {
      if (firstPixel.length === 256) return false;
      index = firstPixel.length;
      firstPixel.push(p);
      keys[slot] = colour;
      slots[slot] = index;
    }
    scanlines[at] = index;
    previous = colour;
    previousIndex = index;
  }
  return true;
}
