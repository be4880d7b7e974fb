// Art decoded ahead of an export, where the platform's fast inflate is asynchronous. In a browser
// the only native zlib is DecompressionStream, which answers by promise, while exportMod is
// synchronous and would inflate each PNG with fflate (JavaScript: a third of a large project's
// export in the worker). So the worker first decodes, with the native inflater, the art of every
// atlas the export will pack (not those its art cache already holds), and hands the rasters to
// exportMod (ExportOptions.decoded). The command line needs none of this: Node's inflate is
// synchronous (src/cli/exportFiles.ts).
//
// A prepared raster is what decoding its data URL gives, byte for byte: the same data URL parser,
// the same PNG reader and unfiltering, and a valid zlib stream inflates to the same bytes in any
// inflater. Whatever the native inflater rejects, or inflates to a size the image does not have,
// is left out, and the export decodes it as it always has.
import type { Project } from "../model";
import { ExportEnv } from "./env";
import { atlasRequests } from "./exportMod";
import { atlasKey, type ArtCache } from "./images/artCache";
import { pngBytes } from "./images/atlas";
import { decodePngFastAsync } from "./images/pngDecode";
import type { Raster } from "./images/raster";

/** Images inflated at a time: enough to keep the inflater busy, few enough to hold little memory. */
const LANES = 4;

/** Inflates a zlib stream (RFC 1950), rejecting a bad one. */
export type AsyncInflate = (zlibStream: Uint8Array) => Promise<Uint8Array>;

/** The art exportMod(project, { art }) would decode, decoded with `inflate`, by data URL. */
export async function prepareArt(project: Project, inflate: AsyncInflate, art?: ArtCache): Promise<Map<string, Raster>> {
  const urls = new Set<string>();
  try {
    const env = new ExportEnv(project, { audio: "presence" });
    for (const { type, requests } of atlasRequests(env)) {
      if (art?.has(atlasKey(type, requests))) continue;
      for (const request of requests) {
        for (const url of [request.image, request.overlay]) if (typeof url === "string" && url !== "") urls.add(url);
      }
    }
  } catch {
    // a project the export refuses: it says why itself
    return new Map();
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
