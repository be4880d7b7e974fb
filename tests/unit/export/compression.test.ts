// The exporter's own deflate and CRC-32: whatever goes in comes back out of zlib (the reference
// inflater every unzip tool and browser agrees with), the same input always gives the same bytes,
// and the checksums equal zlib's.
import { crc32 as zlibCrc32, inflateRawSync, inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { crc32 } from "../../../domain/export/crc32";
import { deflateRaw, zlibCompress } from "../../../domain/export/deflate";

/** Pixel-art-like scanlines: runs of a few colours, rows often repeated, filter byte 0 per row. */
function scanlines(width: number, height: number, seed: number): Uint8Array {
  let state = seed >>> 0 || 1;
  const random = () => {
    state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
    return state / 2 ** 32;
  };
  const palette = Array.from({ length: 6 }, () => [random() * 256, random() * 256, random() * 256, random() < 0.3 ? 0 : 255].map(Math.floor));
  const stride = width * 4 + 1;
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    if (y > 0 && random() < 0.4) { out.copyWithin(y * stride, (y - 1) * stride, y * stride); continue; }
    let colour = palette[0];
    for (let x = 0; x < width; x += 1) {
      if (random() < 0.2) colour = palette[Math.floor(random() * palette.length)];
      out.set(colour, y * stride + 1 + x * 4);
    }
  }
  return out;
}

describe("deflate", () => {
  it("round-trips any bytes through zlib, with and without repeat hints", () => {
    fc.assert(fc.property(
      fc.uint8Array({ maxLength: 3000 }),
      fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
      fc.option(fc.integer({ min: 2, max: 400 }), { nil: undefined }),
      (data, pixelBytes, rowBytes) => {
        const hints = { pixelBytes, rowBytes };
        expect(inflateSync(zlibCompress(data, hints)).equals(Buffer.from(data))).toBe(true);
        expect(inflateRawSync(deflateRaw(data, hints)).equals(Buffer.from(data))).toBe(true);
      },
    ), { numRuns: 300 });
  });

  it("round-trips repetitive data: long runs, small alphabets, repeated blocks", () => {
    fc.assert(fc.property(
      fc.array(fc.record({ byte: fc.integer({ min: 0, max: 3 }), run: fc.integer({ min: 1, max: 700 }) }), { maxLength: 60 }),
      (runs) => {
        const data = Uint8Array.from(runs.flatMap(({ byte, run }) => Array<number>(run).fill(byte)));
        expect(inflateSync(zlibCompress(data, { pixelBytes: 4, rowBytes: 33 })).equals(Buffer.from(data))).toBe(true);
      },
    ), { numRuns: 200 });
  });

  it("compresses atlas-like scanlines (many blocks, rows wider than the window) losslessly and well", () => {
    for (const [width, height] of [[1420, 190], [9000, 3], [71, 95]]) {
      const raw = scanlines(width, height, width * 31 + height);
      const packed = zlibCompress(raw, { pixelBytes: 4, rowBytes: width * 4 + 1 });
      expect(inflateSync(packed).equals(Buffer.from(raw))).toBe(true);
      expect(packed.length).toBeLessThan(raw.length / 8);
    }
  });

  it("gives the same bytes for the same input, and an empty input is still a valid stream", () => {
    const raw = scanlines(300, 40, 7);
    expect(Buffer.from(zlibCompress(raw, { pixelBytes: 4, rowBytes: 1201 })).equals(Buffer.from(zlibCompress(raw, { pixelBytes: 4, rowBytes: 1201 })))).toBe(true);
    expect(inflateSync(zlibCompress(new Uint8Array(0))).length).toBe(0);
    expect(inflateRawSync(deflateRaw(new Uint8Array(0))).length).toBe(0);
  });

  it("shrinks text like the generated Lua", () => {
    const lua = new TextEncoder().encode(Array.from({ length: 400 }, (_, i) => `SMODS.Joker {\n    key = "joker_${i}",\n    config = { extra = { mult = ${i % 7} } },\n}\n`).join(""));
    const packed = deflateRaw(lua);
    expect(inflateRawSync(packed).equals(Buffer.from(lua))).toBe(true);
    expect(packed.length).toBeLessThan(lua.length / 5);
  });
});

describe("crc32", () => {
  it("equals zlib's for any bytes, whole or continued part by part", () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 2000 }), fc.nat(), (data, cut) => {
      const at = data.length === 0 ? 0 : cut % (data.length + 1);
      expect(crc32(data)).toBe(zlibCrc32(data));
      expect(crc32(data, at, data.length, crc32(data, 0, at))).toBe(zlibCrc32(data));
    }), { numRuns: 300 });
  });
});
