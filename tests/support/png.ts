// Real PNGs written by hand for unit and browser tests (no binary fixtures): 8-bit RGB or RGBA,
// every row unfiltered, one IDAT chunk. Its own CRC, so a test never checks the exporter's
// PNG code with that same code.
import { deflateSync } from "node:zlib";

export type RGB = [number, number, number];
export type RGBA = [number, number, number, number];

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encode(width: number, height: number, channels: 3 | 4, pixel: (x: number, y: number) => RGB | RGBA): Buffer {
  const pixels = new Uint8Array(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels.set(pixel(x, y), (y * width + x) * channels);
  }
  return encodePixels(width, height, channels, pixels);
}

/** A PNG of width x height from its pixels, row after row, `channels` bytes each (3: RGB, 4: RGBA). */
export function encodePixels(width: number, height: number, channels: 3 | 4, pixels: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = channels === 4 ? 6 : 2; // colour type: RGBA or RGB
  const stride = width * channels + 1; // each row starts with its filter byte, 0 (none)
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * width * channels, (y + 1) * width * channels), y * stride + 1);
  return Buffer.concat([SIGNATURE, chunk("IHDR", header), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
}

/** An RGB PNG of width x height whose pixel (x, y) has colour `colour(x, y)`. */
export function rgbPng(width: number, height: number, colour: (x: number, y: number) => RGB): Buffer {
  return encode(width, height, 3, colour);
}

/** An RGBA PNG of width x height whose pixel (x, y) has colour and alpha `colour(x, y)`. */
export function rgbaPng(width: number, height: number, colour: (x: number, y: number) => RGBA): Buffer {
  return encode(width, height, 4, colour);
}
