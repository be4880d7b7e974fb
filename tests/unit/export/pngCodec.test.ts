// The exporter's PNG reading and writing: written atlases (indexed up to 256 colours, else RGBA)
// decode (by fast-png, an independent reader) to exactly the pixels given; the fast reader gives
// exactly fast-png's pixels for every filter type, RGB and RGBA, split image data; anything else
// still goes through fast-png.
import { deflateSync, inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { decode, encode } from "fast-png";
import { decodePngFast, usePlatformInflate } from "../../../domain/export/images/pngDecode";
import { encodeRgbaPng } from "../../../domain/export/images/pngEncode";
import { decodePng, halve, type Raster } from "../../../domain/export/images/raster";
import { crc32 } from "../../../domain/export/crc32";
import { pngPixels } from "./pngPixels";

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

/** A PNG built by hand: the given filter for every row (cycling through `filters`), image data in `parts` IDAT chunks. */
function handMadePng(width: number, height: number, pixels: Uint8Array, channels: 3 | 4, filters: number[], parts: number): Uint8Array {
  const stride = width * channels;
  const raw = new Uint8Array((stride + 1) * height);
  const at = (x: number, y: number) => (x < 0 || y < 0 ? 0 : pixels[y * stride + x]);
  for (let y = 0; y < height; y += 1) {
    const filter = filters[y % filters.length];
    raw[y * (stride + 1)] = filter;
    for (let x = 0; x < stride; x += 1) {
      const a = at(x - channels, y);
      const b = at(x, y - 1);
      const c = at(x - channels, y - 1);
      const p = a + b - c;
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter];
      raw[y * (stride + 1) + 1 + x] = (pixels[y * stride + x] - predictor) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, channels === 4 ? 6 : 2, 0, 0, 0], 8);
  const stream = deflateSync(raw);
  const size = Math.ceil(stream.length / parts);
  const idats = Array.from({ length: parts }, (_, i) => chunk("IDAT", stream.subarray(i * size, (i + 1) * size)));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk("IHDR", header), chunk("tEXt", Buffer.from("a\0b")), ...idats, chunk("IEND", new Uint8Array(0))]);
}

const image = (maxSide: number) => fc.record({ width: fc.integer({ min: 1, max: maxSide }), height: fc.integer({ min: 1, max: maxSide }), seed: fc.nat() });

function pixelsFor(width: number, height: number, channels: number, seed: number): Uint8Array {
  // runs, like pixel art; steps of 10 (so Paeth's ties between neighbours happen) and some noise
  const out = new Uint8Array(width * height * channels);
  let s = seed + 1;
  for (let i = 0; i < out.length; i += 1) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    const r = s >>> 24;
    out[i] = r % 3 === 0 ? (r & 7) * 10 : r % 11 === 1 ? s & 0xff : out[i - channels] ?? 40;
  }
  return out;
}

/** An image drawn from `colours` distinct colours (some translucent), in runs, with repeated rows like upscaled art. */
function paletteImage(width: number, height: number, colours: number, seed: number): Uint8Array {
  const palette = Array.from({ length: colours }, (_, i) => [i & 0xff, (i >> 8) * 37 + (seed & 0x3f), (i * 7 + seed) & 0xff, i % 5 === 0 ? (i * 13) & 0xff : 255]);
  const out = new Uint8Array(width * height * 4);
  let s = seed + 1;
  let colour = 0;
  for (let y = 0; y < height; y += 1) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    if (y > 0 && s >>> 30 === 0) { out.copyWithin(y * width * 4, (y - 1) * width * 4, y * width * 4); continue; }
    for (let x = 0; x < width; x += 1) {
      s = (Math.imul(s, 1103515245) + 12345) >>> 0;
      if (s >>> 29 !== 0) colour = (s >>> 8) % colours;
      out.set(palette[colour], (y * width + x) * 4);
    }
  }
  return out;
}

function distinctColours(rgba: Uint8Array): number {
  return new Set(new Uint32Array(rgba.buffer, rgba.byteOffset, rgba.length / 4)).size;
}

/** Chunk types in file order. */
function chunkTypes(png: Uint8Array): string[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const types: string[] = [];
  for (let at = 8; at < png.length; at += 12 + view.getUint32(at)) types.push(new TextDecoder().decode(png.subarray(at + 4, at + 8)));
  return types;
}

describe("PNG writer", () => {
  it("writes images of at most 256 colours indexed and others as RGBA, each decoding (by fast-png) to exactly the pixels given", () => {
    fc.assert(fc.property(image(60), fc.integer({ min: 1, max: 700 }), ({ width, height, seed }, colours) => {
      const pixels = paletteImage(width, height, colours, seed);
      const encoded = encodeRgbaPng(width, height, pixels);
      const png = pngPixels(encoded);
      const indexed = distinctColours(pixels) <= 256;
      expect([png.width, png.height, png.colourType]).toEqual([width, height, indexed ? 3 : 6]);
      expect(Buffer.from(png.data).equals(Buffer.from(pixels))).toBe(true);
      // and the exporter's own reader (fast path for RGBA, fast-png for palettes) agrees
      expect(Buffer.from(decodePng(encoded).data).equals(Buffer.from(pixels))).toBe(true);
    }), { numRuns: 200 });
  });

  it("switches from indexed to RGBA between 256 and 257 colours", () => {
    for (const [colours, type] of [[256, 3], [257, 6]]) {
      const pixels = new Uint8Array(colours * 4);
      for (let i = 0; i < colours; i += 1) pixels.set([i & 0xff, i >> 8, 7, 255], i * 4);
      const png = pngPixels(encodeRgbaPng(colours, 1, pixels));
      expect(png.colourType).toBe(type);
      expect(Buffer.from(png.data).equals(Buffer.from(pixels))).toBe(true);
    }
  });

  it("writes tRNS only when some colour is not opaque, and ends the PNG with IEND", () => {
    const opaque = new Uint8Array([1, 2, 3, 255, 4, 5, 6, 255]);
    expect(chunkTypes(encodeRgbaPng(2, 1, opaque))).toEqual(["IHDR", "PLTE", "IDAT", "IEND"]);
    const clear = new Uint8Array([1, 2, 3, 255, 0, 0, 0, 0]);
    expect(chunkTypes(encodeRgbaPng(2, 1, clear))).toEqual(["IHDR", "PLTE", "tRNS", "IDAT", "IEND"]);
    expect(Array.from(pngPixels(encodeRgbaPng(2, 1, clear)).data)).toEqual(Array.from(clear));
  });

  it("gives the same bytes for pixels in a buffer at any offset, every time", () => {
    for (const colours of [40, 600]) {
      const pixels = paletteImage(37, 23, colours, 5);
      const shifted = new Uint8Array(pixels.length + 1).subarray(1);
      shifted.set(pixels);
      const once = encodeRgbaPng(37, 23, pixels);
      expect(Buffer.from(encodeRgbaPng(37, 23, shifted)).equals(Buffer.from(once))).toBe(true);
      expect(Buffer.from(encodeRgbaPng(37, 23, pixels)).equals(Buffer.from(once))).toBe(true);
    }
  });
});

describe("PNG reader", () => {
  it("reads every filter type, RGB and RGBA, image data in several chunks, exactly as fast-png does", () => {
    fc.assert(fc.property(image(40), fc.constantFrom<3 | 4>(3, 4), fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 5 }), fc.integer({ min: 1, max: 3 }), ({ width, height, seed }, channels, filters, parts) => {
      const pixels = pixelsFor(width, height, channels, seed);
      const png = handMadePng(width, height, pixels, channels, filters, parts);
      const fast = decodePngFast(png);
      expect(fast).toBeDefined();
      const reference = decode(png);
      expect(reference.channels).toBe(channels);
      const rgba = new Uint8Array(width * height * 4);
      for (let i = 0; i < width * height; i += 1) {
        rgba.set(pixels.subarray(i * channels, i * channels + 3), i * 4);
        rgba[i * 4 + 3] = channels === 4 ? pixels[i * channels + 3] : 255;
      }
      expect(Buffer.from(fast!.data).equals(Buffer.from(rgba))).toBe(true);
      expect(Buffer.from(decodePng(png).data).equals(Buffer.from(rgba))).toBe(true);
    }), { numRuns: 200 });
  });

  it("leaves palette, grey, 16-bit and broken images to fast-png", () => {
    const grey = encode({ width: 3, height: 2, data: new Uint8Array([0, 50, 100, 150, 200, 250]), channels: 1, depth: 8 });
    expect(decodePngFast(grey)).toBeUndefined();
    expect(Array.from(decodePng(grey).data.subarray(0, 8))).toEqual([0, 0, 0, 255, 50, 50, 50, 255]);
    const deep = encode({ width: 1, height: 1, data: new Uint16Array([65535, 0, 0, 65535]), channels: 4, depth: 16 });
    expect(decodePngFast(deep)).toBeUndefined();
    expect(Array.from(decodePng(deep).data)).toEqual([255, 0, 0, 255]);
    const good = handMadePng(4, 4, pixelsFor(4, 4, 4, 3), 4, [4], 1);
    const truncated = good.subarray(0, good.length - 30);
    expect(decodePngFast(truncated)).toBeUndefined();
    expect(decodePngFast(new TextEncoder().encode("not a png at all, not at all"))).toBeUndefined();
    const badFilter = handMadePng(2, 2, pixelsFor(2, 2, 4, 1), 4, [7], 1);
    expect(decodePngFast(badFilter)).toBeUndefined();
  });
});

describe("decoding with the platform's inflate (the command line's)", () => {
  it("gives exactly what fflate alone gives, for good images and for broken ones", () => {
    const broken = (png: Uint8Array, at: number) => { const copy = png.slice(); copy[at] ^= 0xff; return copy; };
    const cases: Uint8Array[] = [];
    for (let seed = 1; seed <= 6; seed += 1) {
      const width = 3 + seed * 5;
      const png = handMadePng(width, 7, pixelsFor(width, 7, seed % 2 ? 4 : 3, seed), seed % 2 ? 4 : 3, [seed % 5, (seed + 2) % 5], 1 + (seed % 3));
      // a corrupt Adler-32 (zlib rejects it, fflate does not check it), a corrupt stream, a truncated file
      const idatEnd = png.length - 12 - 4;
      cases.push(png, broken(png, idatEnd - 1), broken(png, 45), png.subarray(0, png.length - 20));
    }
    const read = (png: Uint8Array) => { const image = decodePngFast(png); return image ? Buffer.from(image.data).toString("hex") : "none"; };
    const alone = cases.map(read);
    usePlatformInflate((stream) => inflateSync(stream));
    try {
      expect(cases.map(read)).toEqual(alone);
      // as the command line sets it: output sized by the expected length, one byte over
      usePlatformInflate((stream, expectedSize) => inflateSync(stream, { chunkSize: Math.max(64, expectedSize + 1) }));
      expect(cases.map(read)).toEqual(alone);
    } finally {
      usePlatformInflate(undefined);
    }
    expect(alone.filter((pixels) => pixels !== "none").length).toBeGreaterThan(6);
  });
});

describe("halving", () => {
  it("averages 2x2 blocks by alpha, equal blocks included, and fully transparent blocks are all zero", () => {
    const src: Raster = { width: 4, height: 2, data: new Uint8Array([
      9, 8, 7, 0, 9, 8, 7, 0, 10, 20, 30, 255, 10, 20, 30, 255,
      9, 8, 7, 0, 9, 8, 7, 0, 10, 20, 30, 255, 10, 20, 30, 255,
    ]) };
    expect(Array.from(halve(src).data)).toEqual([0, 0, 0, 0, 10, 20, 30, 255]);
    const mixed: Raster = { width: 2, height: 2, data: new Uint8Array([0, 0, 0, 255, 100, 100, 100, 255, 200, 0, 0, 0, 0, 0, 0, 0]) };
    expect(Array.from(halve(mixed).data)).toEqual([50, 50, 50, 128]);
  });
});
