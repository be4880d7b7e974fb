// Fast path for the PNGs projects actually hold (canvas exports: 8-bit RGBA or RGB, not
// interlaced): one inflate into a buffer of the exact size, then unfiltering straight into the
// RGBA raster. Anything else, and anything this path cannot read, returns undefined so the caller
// falls back to fast-png (which then decides, exactly as before, whether the image is readable).
import { unzlibSync } from "fflate";

/**
 * A native zlib inflate where the platform has one (the command line sets Node's): much faster
 * than fflate and without its warm-up in a fresh process. It only speeds decoding up: a stream it
 * rejects or inflates to an unexpected size goes to fflate as before, so the pixels, and the
 * export's bytes, are the browser's.
 */
let platformInflate: ((zlibStream: Uint8Array, expectedSize: number) => Uint8Array) | undefined;

/** `expectedSize` is what a valid stream inflates to (the inflater may size its output by it). */
export function usePlatformInflate(inflate: ((zlibStream: Uint8Array, expectedSize: number) => Uint8Array) | undefined): void {
  platformInflate = inflate;
}

export interface Rgba8 { width: number; height: number; data: Uint8Array }

const SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];
/** Larger images are left to fast-png (an allocation this size is no art a mod needs). */
const MAX_PIXELS = 1 << 24;
/** Inflate buffers up to this size are reused from image to image. */
const SCRATCH_MAX = 1 << 22;

/** What the fast path reads from a PNG before inflating: its size, its layout and its IDAT stream. */
interface PngStream { width: number; height: number; colorType: number; bpp: number; stride: number; expected: number; stream: Uint8Array }

/** The fast path's reading of `bytes` up to the inflate; undefined for anything it leaves to fast-png. */
function pngStream(bytes: Uint8Array): PngStream | undefined {
  if (bytes.length < 33) return undefined;
  for (let i = 0; i < 8; i += 1) if (bytes[i] !== SIGNATURE[i]) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(8) !== 13 || view.getUint32(12) !== 0x49484452) return undefined; // IHDR first
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const depth = bytes[24];
  const colorType = bytes[25];
  if (depth !== 8 || (colorType !== 6 && colorType !== 2) || bytes[26] !== 0 || bytes[27] !== 0 || bytes[28] !== 0) return undefined;
  if (width === 0 || height === 0 || width * height > MAX_PIXELS) return undefined;

  const idat: Uint8Array[] = [];
  let idatLength = 0;
  for (let at = 33; at + 12 <= bytes.length;) {
    const length = view.getUint32(at);
    const type = view.getUint32(at + 4);
    const start = at + 8;
    if (start + length + 4 > bytes.length) return undefined;
    if (type === 0x49444154) { // IDAT
      idat.push(bytes.subarray(start, start + length));
      idatLength += length;
    } else if (type === 0x49454e44) break; // IEND
    at = start + length + 4;
  }
  if (idatLength === 0) return undefined;
  let stream = idat[0];
  if (idat.length > 1) {
    stream = new Uint8Array(idatLength);
    let at = 0;
    for (const part of idat) { stream.set(part, at); at += part.length; }
  }
  const bpp = colorType === 6 ? 4 : 3;
  const stride = width * bpp;
  return { width, height, colorType, bpp, stride, expected: (stride + 1) * height, stream };
}

/** The pixels of `png` from its inflated scanlines `raw`; undefined when they do not fit. */
function pixelsOf(png: PngStream, raw: Uint8Array): Rgba8 | undefined {
  const { width, height, colorType, bpp, stride, expected } = png;
  if (raw.length !== expected) return undefined;
  const data = colorType === 6 ? unfilterInto(raw, new Uint8Array(width * height * 4), stride, height, bpp) : rgbToRgba(unfilterInto(raw, new Uint8Array(stride * height), stride, height, bpp));
  return data ? { width, height, data } : undefined;
}

export function decodePngFast(bytes: Uint8Array): Rgba8 | undefined {
  const png = pngStream(bytes);
  if (!png) return undefined;
  const { stream, expected } = png;
  let raw: Uint8Array | undefined;
  if (platformInflate) {
    // a valid stream inflates to the same bytes in any inflater; fflate decides about the rest
    try {
      const out = platformInflate(stream, expected);
      if (out.length === expected) raw = out;
    } catch {
      raw = undefined;
    }
  }
  if (!raw) {
    try {
      raw = unzlibSync(stream, { out: scratch(expected) });
    } catch {
      return undefined;
    }
  }
  return pixelsOf(png, raw);
}

/**
 * decodePngFast with an asynchronous inflater (a browser's native DecompressionStream, for art
 * decoded ahead of an export: ../prepareArt.ts). It gives what decodePngFast gives, or
 * undefined: a stream the inflater rejects or inflates to an unexpected size is left to
 * decodePngFast, whose fflate then decides about it as it always has.
 */
export async function decodePngFastAsync(bytes: Uint8Array, inflate: (zlibStream: Uint8Array) => Promise<Uint8Array>): Promise<Rgba8 | undefined> {
  const png = pngStream(bytes);
  if (!png) return undefined;
  let raw: Uint8Array;
  try {
    raw = await inflate(png.stream);
  } catch {
    return undefined;
  }
  return pixelsOf(png, raw);
}

let scratchBuffer = new Uint8Array(0);

/** A reused buffer for the inflated scanlines (art is decoded one image at a time), new when large. */
function scratch(size: number): Uint8Array {
  if (size > SCRATCH_MAX) return new Uint8Array(size);
  if (scratchBuffer.length < size) scratchBuffer = new Uint8Array(Math.max(size, scratchBuffer.length * 2));
  return scratchBuffer.subarray(0, size);
}

/** Undoes the per-row filters (None, Sub, Up, Average, Paeth) of `raw` into `out`; undefined on a bad filter byte. */
function unfilterInto(raw: Uint8Array, out: Uint8Array, stride: number, height: number, bpp: number): Uint8Array | undefined {
  const words = stride % 4 === 0 && out.byteOffset === 0 ? new Uint32Array(out.buffer, 0, out.length >> 2) : undefined;
  for (let y = 0; y < height; y += 1) {
    const src = y * (stride + 1) + 1;
    const dst = y * stride;
    const up = dst - stride; // previous row in `out`; unused on the first row
    const filter = raw[src - 1];
    if (filter === 0 || (filter === 2 && y === 0)) {
      out.set(raw.subarray(src, src + stride), dst);
    } else if (filter === 1) {
      for (let x = 0; x < bpp; x += 1) out[dst + x] = raw[src + x];
      for (let x = bpp; x < stride; x += 1) out[dst + x] = (raw[src + x] + out[dst + x - bpp]) & 0xff;
    } else if (filter === 2 && words) {
      // Up, four bytes at a time: a bytewise sum without carries between the bytes
      out.set(raw.subarray(src, src + stride), dst);
      for (let w = dst >> 2, end = (dst + stride) >> 2, above = up >> 2; w < end; w += 1, above += 1) {
        const a = words[w];
        const b = words[above];
        words[w] = ((a & 0x7f7f7f7f) + (b & 0x7f7f7f7f)) ^ ((a ^ b) & 0x80808080);
      }
    } else if (filter === 2) {
      for (let x = 0; x < stride; x += 1) out[dst + x] = (raw[src + x] + out[up + x]) & 0xff;
    } else if (filter === 3 || filter === 4) {
      // Average and Paeth: the first pixel of a row has nothing on its left, and the first row
      // nothing above (Paeth then predicts from the left alone); the rest runs without those tests
      if (y === 0) {
        for (let x = 0; x < bpp; x += 1) out[dst + x] = raw[src + x];
        if (filter === 3) for (let x = bpp; x < stride; x += 1) out[dst + x] = (raw[src + x] + (out[dst + x - bpp] >> 1)) & 0xff;
        else for (let x = bpp; x < stride; x += 1) out[dst + x] = (raw[src + x] + out[dst + x - bpp]) & 0xff;
      } else if (filter === 3) {
        for (let x = 0; x < bpp; x += 1) out[dst + x] = (raw[src + x] + (out[up + x] >> 1)) & 0xff;
        for (let x = bpp; x < stride; x += 1) out[dst + x] = (raw[src + x] + ((out[dst + x - bpp] + out[up + x]) >> 1)) & 0xff;
      } else {
        for (let x = 0; x < bpp; x += 1) out[dst + x] = (raw[src + x] + out[up + x]) & 0xff;
        paethRow(raw, out, src, dst, up, bpp, stride);
      }
    } else {
      return undefined;
    }
  }
  return out;
}

/** A Paeth row past its first pixel (the row above exists). */
function paethRow(raw: Uint8Array, out: Uint8Array, src: number, dst: number, up: number, bpp: number, stride: number): void {
  for (let x = bpp; x < stride; x += 1) {
    const a = out[dst + x - bpp];
    const b = out[up + x];
    const c = out[up + x - bpp];
    const pa = Math.abs(b - c);
    const pb = Math.abs(a - c);
    const pc = Math.abs(a + b - 2 * c);
    out[dst + x] = (raw[src + x] + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)) & 0xff;
  }
}

function rgbToRgba(rgb: Uint8Array | undefined): Uint8Array | undefined {
  if (!rgb) return undefined;
  const count = rgb.length / 3;
  const out = new Uint8Array(count * 4);
  for (let i = 0, j = 0, k = 0; i < count; i += 1, j += 3, k += 4) {
    out[k] = rgb[j]; out[k + 1] = rgb[j + 1]; out[k + 2] = rgb[j + 2]; out[k + 3] = 255;
  }
  return out;
}
