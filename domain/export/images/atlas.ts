// Packs item art into one atlas per item type at 1x and exactly 2x (smods.md 2.4): cells of
// 71x95 / 142x190, filled left to right, top to bottom, in item order. The returned positions are
// the cells the art was actually drawn into, so Lua `pos` can never disagree with the image.
import { crc32 } from "../crc32";
import { parseDataUrl } from "./base64";
import { placeholderCard, CARD_H, CARD_W } from "./placeholder";
import { blitRgba, encodeSheet, sheetBuffer } from "./pngEncode";
import { atBothScales, decodePng, encodePng, halve, scaleNearest, type Raster } from "./raster";
import type { ObjectType } from "../../model";

export const ATLAS_COLUMNS = 10;

export interface AtlasCellRequest {
  /** A PNG data URL, or anything else for placeholder art. */
  image: unknown;
  /** Optional second cell (soul / overlay sprite); only drawn when it decodes. */
  overlay?: unknown;
}

export interface AtlasCell { pos: { x: number; y: number }; soulPos?: { x: number; y: number }; placeholder: boolean }

export interface PackedAtlas {
  cells: AtlasCell[];
  png1x: Uint8Array;
  png2x: Uint8Array;
  width: number;
  height: number;
}

/** The bytes of a PNG data URL, or undefined for anything else (the art an atlas can take). */
export function pngBytes(url: unknown): Uint8Array | undefined {
  const data = parseDataUrl(url);
  return data && data.mime.includes("png") ? data.bytes : undefined;
}

/** Decodes a PNG data URL into a raster, or undefined when it is not a readable PNG. */
export function decodeImage(url: unknown): Raster | undefined {
  const bytes = pngBytes(url);
  if (!bytes) return undefined;
  try {
    return decodePng(bytes);
  } catch {
    return undefined;
  }
}

/** The cells packAtlas gives, without decoding or encoding any image (every cell counts as art). */
export function atlasCells(requests: AtlasCellRequest[]): AtlasCell[] {
  let next = 0;
  const cellOf = (i: number) => ({ x: i % ATLAS_COLUMNS, y: Math.floor(i / ATLAS_COLUMNS) });
  return requests.map((request) => {
    const cell: AtlasCell = { pos: cellOf(next++), placeholder: false };
    if (typeof request.overlay === "string" && request.overlay !== "") cell.soulPos = cellOf(next++);
    return cell;
  });
}

/** `decoded`: art decoded ahead, by data URL (ExportOptions.decoded); the rest is decoded here. */
export function packAtlas(type: ObjectType, requests: AtlasCellRequest[], decoded?: ReadonlyMap<string, Raster>): PackedAtlas {
  const images: Raster[] = [];
  const cells: AtlasCell[] = [];
  const cellOf = (i: number) => ({ x: i % ATLAS_COLUMNS, y: Math.floor(i / ATLAS_COLUMNS) });
  // the same art used twice (copied items, a soul sprite equal to its base) is decoded and scaled once
  const seen = new Map<unknown, Raster | undefined>();
  let placeholder: Raster | undefined;
  const decodeOnce = (url: unknown) => {
    if (!seen.has(url)) seen.set(url, (typeof url === "string" ? decoded?.get(url) : undefined) ?? decodeImage(url));
    return seen.get(url);
  };
  for (const request of requests) {
    const art = decodeOnce(request.image);
    const cell: AtlasCell = { pos: cellOf(images.length), placeholder: !art };
    images.push(art ?? (placeholder ??= placeholderCard(type)));
    const overlay = request.overlay ? decodeOnce(request.overlay) : undefined;
    if (overlay) {
      cell.soulPos = cellOf(images.length);
      images.push(overlay);
    }
    cells.push(cell);
  }
  const columns = Math.max(1, Math.min(ATLAS_COLUMNS, images.length));
  const rows = Math.max(1, Math.ceil(images.length / ATLAS_COLUMNS));
  const scaled = new Map<Raster, { x1: Raster; x2: Raster }>();
  for (const image of images) if (!scaled.has(image)) scaled.set(image, atBothScales(image, CARD_W, CARD_H));
  // each sheet is drawn into the encoder's RGBA sheet and encoded, the 2x first, then the 1x in
  // the same (reused) buffer
  const sheet = (scale: 1 | 2) => {
    const width = columns * CARD_W * scale;
    const pixels = sheetBuffer(width, rows * CARD_H * scale);
    images.forEach((image, i) => {
      const { x, y } = cellOf(i);
      const art = scale === 1 ? scaled.get(image)!.x1 : scaled.get(image)!.x2;
      blitRgba(pixels, width, art.data, art.width, art.height, x * CARD_W * scale, y * CARD_H * scale);
    });
    return encodeSheet(width, rows * CARD_H * scale, pixels);
  };
  const png2x = sheet(2);
  const png1x = sheet(1);
  return { cells, png1x, png2x, width: columns * CARD_W, height: rows * CARD_H };
}

/** A single image (mod icon, logo) at 1x and 2x, or undefined when the data is not a PNG. */
export function packSingle(url: unknown, width: number, height: number): { png1x: Uint8Array; png2x: Uint8Array } | undefined {
  const bytes = pngBytes(url);
  if (!bytes) return undefined;
  let image: Raster;
  try {
    image = decodePng(bytes);
  } catch {
    return undefined;
  }
  // a file already of the right size is written as it is when encoding it again would give the same pixels
  const x2 = scaleNearest(image, width * 2, height * 2);
  const png2x = x2 === image && plainPng(bytes) ? bytes : encodePng(x2);
  const png1x = image.width === width && image.height === height && plainPng(bytes) && !hidesColour(image) ? bytes : encodePng(halve(x2));
  return { png1x, png2x };
}

/** Chunks a plain PNG may hold without changing what any reader shows (no colour profile or gamma). */
const PLAIN_CHUNKS = new Set(["IHDR", "PLTE", "tRNS", "IDAT", "IEND"]);

/**
 * Whether `png` (already decoded) can be written as it is in place of our own encoding of its
 * pixels: 8 bits per sample, not interlaced, only plain chunks, each with its correct CRC.
 */
function plainPng(png: Uint8Array): boolean {
  if (png[24] !== 8 || png[28] !== 0) return false;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  for (let at = 8; at + 12 <= png.length;) {
    const length = view.getUint32(at);
    const end = at + 12 + length;
    if (end > png.length) return false;
    const type = String.fromCharCode(png[at + 4], png[at + 5], png[at + 6], png[at + 7]);
    if (!PLAIN_CHUNKS.has(type) || crc32(png, at + 4, end - 4) !== view.getUint32(end - 4)) return false;
    if (type === "IEND") return end === png.length;
    at = end;
  }
  return false;
}

/** Whether a fully transparent pixel has a colour (halving the 2x, as the 1x is made, clears it). */
function hidesColour(image: Raster): boolean {
  const pixels = image.data;
  for (let i = 3; i < pixels.length; i += 4) {
    if (pixels[i] === 0 && (pixels[i - 3] | pixels[i - 2] | pixels[i - 1]) !== 0) return true;
  }
  return false;
}
