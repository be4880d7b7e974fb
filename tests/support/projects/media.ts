// Art and sound for the generated test projects: PNG data URLs drawn from a seed (so every item
// has its own picture and the atlas packer has real work) and small Ogg-looking sound data.
import { encodePixels } from "../png";

/** A small deterministic pseudorandom generator (mulberry32), so generated projects never change. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A width x height PNG data URL: a background colour from `seed`, blocks of `block` pixels in a
 * few colours picked by the seed, and transparent rounded-off corners. Different seeds give
 * different pictures; the same seed the same bytes.
 */
export function artPng(width: number, height: number, seed: number, block = 8): string {
  const random = seeded(seed);
  const palette = Array.from({ length: 4 }, () => [0, 0, 0].map(() => Math.floor(random() * 256)).concat(255));
  const columns = Math.ceil(width / block);
  const cells = Array.from({ length: columns * Math.ceil(height / block) }, () => Math.floor(random() * palette.length));
  const pixels = new Uint8Array(width * height * 4);
  const stride = width * 4;
  for (let y = 0; y < height; y += 1) {
    if (y % block === 0) {
      for (let x = 0; x < width; x += 1) pixels.set(palette[cells[(y / block) * columns + Math.floor(x / block)]], y * stride + x * 4);
    } else {
      pixels.copyWithin(y * stride, (y - 1) * stride, y * stride);
    }
  }
  // transparent 2 x 2 corners
  for (const y of [0, 1, height - 2, height - 1]) for (const x of [0, 1, width - 2, width - 1]) pixels.fill(0, y * stride + x * 4, y * stride + x * 4 + 4);
  return `data:image/png;base64,${encodePixels(width, height, 4, pixels).toString("base64")}`;
}

/** Joker-sized art at 2x (142 x 190), the size the original's uploads are scaled to. */
export const cardArt = (seed: number) => artPng(142, 190, seed);

/** An Ogg-looking sound of `bytes` bytes ("OggS", then bytes from the seed) as a data URL. */
export function soundData(seed: number, bytes = 256): string {
  const random = seeded(seed);
  const body = Buffer.alloc(Math.max(bytes, 4));
  body.write("OggS", 0, "ascii");
  for (let i = 4; i < body.length; i += 1) body[i] = Math.floor(random() * 256);
  return `data:audio/ogg;base64,${body.toString("base64")}`;
}
