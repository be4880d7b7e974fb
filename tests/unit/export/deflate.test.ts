// Our deflate (domain/export/deflate.ts), read back by Node's zlib: every input comes back byte
// for byte (runs, text, noise that only fits stored blocks, skewed byte counts that need the code
// length limit, pixel rows with distance hints), the zlib wrapper carries the right Adler-32, and
// the same input always gives the same bytes.
import { inflateRawSync, inflateSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adler32, deflateRaw, huffmanLengths, zlibDeflate } from "../../../domain/export/deflate";

function roundTrip(data: Uint8Array, distances: number[] = []): Uint8Array {
  const packed = deflateRaw(data, distances);
  expect(Buffer.from(inflateRawSync(packed)).equals(Buffer.from(data))).toBe(true);
  return packed;
}

function noise(length: number, seed = 1): Uint8Array {
  const out = new Uint8Array(length);
  let s = seed;
  for (let i = 0; i < length; i += 1) { s = (Math.imul(s, 1103515245) + 12345) >>> 0; out[i] = s >>> 24; }
  return out;
}

describe("deflate", () => {
  it("round-trips the empty input and single bytes", () => {
    roundTrip(new Uint8Array(0));
    roundTrip(new Uint8Array([0]));
    roundTrip(new Uint8Array([255]));
    roundTrip(new Uint8Array([1, 2, 3]));
  });

  it("packs long runs into a few bytes across many blocks", () => {
    const zeros = new Uint8Array(3_000_000);
    expect(roundTrip(zeros).length).toBeLessThan(zeros.length / 200);
    const stripes = new Uint8Array(500_000).map((_, i) => (i >> 10) & 0xff);
    expect(roundTrip(stripes).length).toBeLessThan(stripes.length / 50);
  });

  it("packs repetitive text well", () => {
    const text = new TextEncoder().encode(Array.from({ length: 4000 }, (_, i) => `SMODS.Joker { key = 'joker_${i}', config = { extra = { mult = ${i % 17} } } }\n`).join(""));
    expect(roundTrip(text).length).toBeLessThan(text.length / 8);
  });

  it("falls back to stored blocks for noise, which deflate cannot shrink", () => {
    const data = noise(300_000);
    const packed = roundTrip(data);
    // a stored block costs 5 bytes for each (up to 32 K) symbols the coder gathered
    expect(packed.length).toBeLessThanOrEqual(data.length + 5 * Math.ceil(data.length / 32768) + 5);
  });

  it("limits code lengths to 15 bits when byte counts are very skewed", () => {
    // Fibonacci counts give the deepest Huffman trees: 26 symbols would need codes of 25 bits
    const parts: number[] = [];
    let [a, b] = [1, 1];
    for (let symbol = 0; symbol < 26; symbol += 1) {
      for (let k = 0; k < a; k += 1) parts.push(symbol * 9 + (k % 2)); // two neighbours, so few matches form
      [a, b] = [b, a + b];
    }
    const data = Uint8Array.from(parts.map((v, i) => (v + (i % 3 === 0 ? 1 : 0)) & 0xff));
    roundTrip(data);
  });

  it("uses the distances it is given (pixel rows repeating one row up)", () => {
    const width = 57;
    const row = noise(width, 3);
    const rows = new Uint8Array(width * 300);
    for (let y = 0; y < 300; y += 1) rows.set(y % 2 === 0 ? row : noise(width, y), y * width);
    const hinted = roundTrip(rows, [width]);
    const plain = roundTrip(rows);
    expect(hinted.length).toBeLessThanOrEqual(plain.length);
  });

  it("round-trips any bytes with repeats at any distance", () => {
    fc.assert(fc.property(
      fc.uint8Array({ maxLength: 3000 }), fc.array(fc.tuple(fc.nat(40000), fc.integer({ min: 1, max: 300 })), { maxLength: 30 }),
      fc.array(fc.integer({ min: 1, max: 40000 }), { maxLength: 3 }),
      (seed, copies, distances) => {
        const out: number[] = [...seed];
        for (const [from, length] of copies) {
          const start = out.length === 0 ? 0 : from % out.length;
          for (let i = 0; i < length; i += 1) out.push(out.length === 0 ? length & 0xff : out[start + (i % Math.max(1, out.length - start))]);
        }
        const data = Uint8Array.from(out);
        expect(Buffer.from(inflateRawSync(deflateRaw(data, distances))).equals(Buffer.from(data))).toBe(true);
      },
    ), { numRuns: 200 });
  });

  it("still finds a repeat inside long stretches without matches (an image used twice in the backup's base64)", () => {
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    const base64 = (length: number, seed: number) => Array.from(noise(length, seed), (b) => alphabet[b & 63]).join("");
    const image = base64(20_000, 5);
    const once = new TextEncoder().encode(`{"a":"${base64(8_000, 6)}","b":"${image}"}`);
    const twice = new TextEncoder().encode(`{"a":"${base64(8_000, 6)}","b":"${image}","c":"${image}"}`);
    const single = roundTrip(once).length;
    // base64 packs to about 6 bits a character (15,000 bytes for the image); found, its second
    // copy costs a small part of that
    expect(single).toBeLessThan(once.length * 0.8);
    expect(roundTrip(twice).length).toBeLessThan(single + 1_500);
  });

  it("gives the same bytes every time", () => {
    const data = new TextEncoder().encode("abcabcabd".repeat(10_000));
    expect(Buffer.from(deflateRaw(data)).equals(Buffer.from(deflateRaw(data)))).toBe(true);
  });
});

describe("Huffman code lengths", () => {
  const kraft = (lengths: Uint8Array) => [...lengths].reduce((sum, l) => sum + (l ? 2 ** -l : 0), 0);

  it("stay within the limit and form a complete code, frequent symbols never longer", () => {
    // Fibonacci counts give the deepest trees: unlimited, 30 symbols would need 29-bit codes
    const freq = new Uint32Array(286);
    let [a, b] = [1, 1];
    for (let s = 0; s < 30; s += 1) { freq[s * 7] = a; [a, b] = [b, a + b]; }
    for (const limit of [15, 7]) {
      const lengths = new Uint8Array(286);
      huffmanLengths(freq, limit, lengths);
      expect(Math.max(...lengths)).toBe(limit);
      expect(kraft(lengths)).toBe(1);
      for (let s = 1; s < 30; s += 1) expect(lengths[s * 7]).toBeLessThanOrEqual(lengths[(s - 1) * 7]);
      expect(lengths.filter((l, s) => l > 0 && freq[s] === 0)).toHaveLength(0);
    }
  });

  it("give one or no used symbol a second code, so the code is complete", () => {
    for (const used of [[], [5]]) {
      const freq = new Uint32Array(30);
      for (const s of used) freq[s] = 10;
      const lengths = new Uint8Array(30);
      huffmanLengths(freq, 15, lengths);
      expect([...lengths].filter((l) => l > 0)).toEqual([1, 1]);
      for (const s of used) expect(lengths[s]).toBe(1);
    }
  });
});

describe("zlib stream", () => {
  it("has a valid header and the Adler-32 of the data, as zlib checks it", () => {
    for (const data of [new Uint8Array(0), noise(100_000, 9), new Uint8Array(70_000).fill(7)]) {
      const stream = zlibDeflate(data);
      expect([stream[0], stream[1]]).toEqual([0x78, 0x01]);
      expect(((stream[0] << 8) | stream[1]) % 31).toBe(0);
      expect(Buffer.from(inflateSync(stream)).equals(Buffer.from(data))).toBe(true);
    }
  });

  it("round-trips zero runs of any length at any offset, in buffers on and off a word boundary (the PNG path counts them a word at a time)", () => {
    fc.assert(fc.property(
      fc.array(fc.tuple(fc.integer({ min: 0, max: 700 }), fc.integer({ min: 0, max: 40 })), { minLength: 1, maxLength: 40 }),
      fc.integer({ min: 0, max: 7 }), fc.integer({ min: 1, max: 255 }),
      (runs, shift, fill) => {
        // stretches of zeros (up to 700, so some pass the 258-byte match limit) between short non-zero ones
        const body: number[] = [];
        for (const [zeros, others] of runs) {
          for (let i = 0; i < zeros; i += 1) body.push(0);
          for (let i = 0; i < others; i += 1) body.push(((fill + i * 37) % 255) + 1);
        }
        // placed `shift` bytes into a larger buffer: when shift is not a multiple of 4 the words cannot be used
        const buffer = new Uint8Array(body.length + shift);
        buffer.set(body, shift);
        const data = buffer.subarray(shift);
        const stream = zlibDeflate(data, [4, 57]);
        expect(Buffer.from(inflateSync(stream)).equals(Buffer.from(data))).toBe(true);
      },
    ), { numRuns: 300 });
  });

  it("packs a zero row after every row of pixels well (an upscaled image after the Up filter)", () => {
    const width = 4 * 142 + 1;
    const rows = new Uint8Array(width * 380);
    for (let y = 0; y < 380; y += 2) rows.set(noise(width, y).map((b, x) => (x % 8 < 4 ? b : 0)), y * width);
    const stream = zlibDeflate(rows, [4, width]);
    expect(Buffer.from(inflateSync(stream)).equals(Buffer.from(rows))).toBe(true);
    // a quarter of the bytes are noise (half of every other row): those cost their size and a
    // little more, the zero rows next to nothing
    expect(stream.length).toBeLessThan(rows.length * 0.35);
  });

  it("computes Adler-32 as the standard does", () => {
    expect(adler32(new TextEncoder().encode("Wikipedia"))).toBe(0x11e60398);
    expect(adler32(new Uint8Array(0))).toBe(1);
    // long enough for the running sums to be reduced many times
    expect(adler32(new Uint8Array(1_000_000).fill(255))).toBe(adlerSlow(new Uint8Array(1_000_000).fill(255)));
  });
});

function adlerSlow(data: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of data) { a = (a + byte) % 65521; b = (b + a) % 65521; }
  return ((b << 16) | a) >>> 0;
}
