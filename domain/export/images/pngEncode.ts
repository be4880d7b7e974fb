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
 * Atlases are drawn into one RGBA sheet (4 bytes a pixel, rows back to back, starting on a word
 * boundary) read a pixel or four bytes at a time as 32-bit words: the palette search reads one
 * word a pixel, and the Up filter subtracts four bytes at once as it writes the PNG's scanlines
 * (a filter byte, then the row: rows there are not word-aligned). Both buffers are reused from
 * call to call (the sheet zeroed each time): a fresh buffer of megabytes costs more in first-touch
 * page faults than the work done in it.
 */
let sheetScratch = new Uint8Array(0);
let linesScratch = new Uint8Array(0);

/** A zeroed RGBA sheet of `width` x `height` for blitRgba and encodeSheet (the same buffer each call). */
export function sheetBuffer(width: number, height: number): Uint8Array {
  const size = width * height * 4;
  if (sheetScratch.length < size) {
    sheetScratch = new Uint8Array(size);
    return sheetScratch.subarray(0, size);
  }
  return sheetScratch.subarray(0, size).fill(0);
}

function scanlineBuffer(width: number, height: number): Uint8Array {
  const size = (width * 4 + 1) * height;
  if (linesScratch.length < size) linesScratch = new Uint8Array(size);
  return linesScratch.subarray(0, size);
}

/** Copies `rgba` (width x height) into `sheet` (sheetWidth wide) at (x, y). */
export function blitRgba(sheet: Uint8Array, sheetWidth: number, rgba: Uint8Array, width: number, height: number, x: number, y: number): void {
  for (let row = 0; row < height; row += 1) {
    const from = row * width * 4;
    sheet.set(rgba.subarray(from, from + width * 4), ((y + row) * sheetWidth + x) * 4);
  }
}

/** `rgba` itself when it starts on a word boundary, else a copy in the sheet buffer. */
function asSheet(width: number, height: number, rgba: Uint8Array): Uint8Array {
  if (rgba.byteOffset % 4 === 0) return rgba;
  const sheet = sheetBuffer(width, height);
  sheet.set(rgba.subarray(0, width * height * 4));
  return sheet;
}

function wordsOf(width: number, height: number, sheet: Uint8Array): Uint32Array {
  return new Uint32Array(sheet.buffer, sheet.byteOffset, width * height);
}

/** The PNG of RGBA pixels (width x height); `rgba` is not changed. */
export function encodeRgbaPng(width: number, height: number, rgba: Uint8Array): Uint8Array {
  return encodeSheet(width, height, asSheet(width, height, rgba));
}

/** The PNG of the pixels of `sheet` (RGBA, on a word boundary), indexed when they have at most 256 colours; `sheet` is not changed. */
export function encodeSheet(width: number, height: number, sheet: Uint8Array): Uint8Array {
  const words = wordsOf(width, height, sheet);
  const indexed = toIndexed(width, height, words);
  if (indexed) {
    const { scanlines, firstPixel } = indexed;
    const plte = new Uint8Array(firstPixel.length * 3);
    const alpha = new Uint8Array(firstPixel.length);
    let lastTranslucent = -1;
    firstPixel.forEach((pixel, i) => {
      const at = pixel * 4;
      plte.set(sheet.subarray(at, at + 3), i * 3);
      alpha[i] = sheet[at + 3];
      if (alpha[i] !== 255) lastTranslucent = i;
    });
    // tRNS lists alphas up to the last entry that is not opaque; the rest default to 255
    const trns = lastTranslucent >= 0 ? [chunk("tRNS", alpha.subarray(0, lastTranslucent + 1))] : [];
    return png([chunk("IHDR", header(width, height, COLOUR_INDEXED)), chunk("PLTE", plte), ...trns, chunk("IDAT", zlibDeflate(scanlines, [1, width + 1]))]);
  }
  return rgbaPng(width, height, sheet, words);
}

/** The pixels as an RGBA PNG (colour type 6) whatever their colours, as a browser's canvas writes them. */
export function encodeTruecolourPng(width: number, height: number, rgba: Uint8Array): Uint8Array {
  const sheet = asSheet(width, height, rgba);
  return rgbaPng(width, height, sheet, wordsOf(width, height, sheet));
}

function rgbaPng(width: number, height: number, sheet: Uint8Array, words: Uint32Array): Uint8Array {
  const lines = scanlineBuffer(width, height);
  upFiltered(width, height, sheet, words, lines);
  return png([chunk("IHDR", header(width, height, COLOUR_RGBA)), chunk("IDAT", zlibDeflate(lines, [4, width * 4 + 1]))]);
}

/** Whether this platform stores a 32-bit word's lowest byte first (all browsers and Node in use do). */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
const HIGH_BITS = 0x80808080 | 0;
const LOW_BITS = 0x7f7f7f7f;

/**
 * The PNG scanlines of `sheet` into `lines`: the first row unfiltered, every other with filter 2
 * (Up: each byte minus the one above, mod 256), four bytes at a time.
 */
function upFiltered(width: number, height: number, sheet: Uint8Array, words: Uint32Array, lines: Uint8Array): void {
  const lineBytes = width * 4 + 1;
  lines[0] = 0;
  lines.set(sheet.subarray(0, width * 4), 1);
  const view = new DataView(lines.buffer, lines.byteOffset, lines.byteLength);
  for (let y = 1; y < height; y += 1) upFilterRow(words, view, lines, y * lineBytes, y * width, width);
}

/** One Up-filtered row: its filter byte at `at`, then each word of the row less the word above it, bytewise. */
function upFilterRow(words: Uint32Array, view: DataView, lines: Uint8Array, at: number, first: number, width: number): void {
  lines[at] = 2;
  let out = at + 1;
  for (let w = first, end = first + width; w < end; w += 1, out += 4) {
    const a = words[w];
    const b = words[w - width];
    // per byte: a - b mod 256, no borrow crossing from one byte into the next
    view.setUint32(out, (((a | HIGH_BITS) - (b & LOW_BITS)) ^ ((a ^ ~b) & HIGH_BITS)) >>> 0, LITTLE_ENDIAN);
  }
}

/** Open-addressing table size for up to 256 colours: a power of two, at most a quarter full. */
const TABLE_SIZE = 1024;

/**
 * The image as palette indices (each row: filter byte 0, then one index per pixel), palette
 * entries in order of first appearance, each named by the number of the first pixel that has it;
 * undefined as soon as a 257th colour turns up.
 */
function toIndexed(width: number, height: number, words: Uint32Array): { scanlines: Uint8Array; firstPixel: number[] } | undefined {
  const keys = new Uint32Array(TABLE_SIZE);
  const slots = new Int16Array(TABLE_SIZE).fill(-1);
  const firstPixel: number[] = [];
  const scanlines = new Uint8Array((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    if (!indexRow(words, y * width, scanlines, y * (width + 1) + 1, width, keys, slots, firstPixel)) return undefined;
  }
  return { scanlines, firstPixel };
}

/**
 * One row of toIndexed: false as soon as a 257th colour turns up. A function of its own, called
 * once per row, so the JIT compiles it whole with what the first rows showed; as one loop over
 * the image it was compiled part way and went back to the interpreter when a row first took a
 * branch it had not seen (a colour whose slot was taken), on every atlas of a first export.
 */
function indexRow(words: Uint32Array, pixel: number, scanlines: Uint8Array, at: number, width: number, keys: Uint32Array, slots: Int16Array, firstPixel: number[]): boolean {
  let previous = 0;
  let previousIndex = -1;
  for (let x = 0; x < width; x += 1, pixel += 1, at += 1) {
    // the pixel as one number (only compared for equality and hashed)
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
      if (firstPixel.length === 256) return false;
      index = firstPixel.length;
      firstPixel.push(pixel);
      keys[slot] = colour;
      slots[slot] = index;
    }
    scanlines[at] = index;
    previous = colour;
    previousIndex = index;
  }
  return true;
}
