// Art decoded ahead of packing with an asynchronous native inflater (../prepareArt.ts, and the
// browser's art worker): each image as decoding its data URL gives it, byte for byte.
import { pngBytes, type AtlasCellRequest } from "./atlas";
import { decodePngFastAsync } from "./pngDecode";
import type { Raster } from "./raster";

/** Images inflated at a time: enough to keep the inflater busy, few enough to hold little memory. */
const LANES = 4;

/** Inflates a zlib stream (RFC 1950), rejecting a bad one. */
export type AsyncInflate = (zlibStream: Uint8Array) => Promise<Uint8Array>;

/** The art of these atlases' cells (base and overlay), decoded with `inflate`, by data URL. */
export async function decodeAhead(atlases: readonly (readonly AtlasCellRequest[])[], inflate: AsyncInflate): Promise<Map<string, Raster>> {
  const urls = new Set<string>();
  for (const requests of atlases) {
    for (const request of requests) {
      for (const url of [request.image, request.overlay]) if (typeof url === "string" && url !== "") urls.add(url);
    }
  }
  const decoded = new Map<string, Raster>();
  const queue = [...urls];
  const lane = async () => {
    for (let url = queue.pop(); url !== undefined; url = queue.pop()) {
      const bytes = pngBytes(url);
      if (!bytes) continue;
      const raster = await decodePngFastAsync(bytes, inflate);
      if (raster) decoded.set(url, raster);
    }
  };
  await Promise.all(Array.from({ length: LANES }, lane));
  return decoded;
}
