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
import type { AtlasCellRequest } from "./images/atlas";
import { decodeAhead, type AsyncInflate } from "./images/decodeAhead";
import type { Raster } from "./images/raster";

export type { AsyncInflate } from "./images/decodeAhead";

/** The art exportMod(project, { art }) would decode, decoded with `inflate`, by data URL. */
export async function prepareArt(project: Project, inflate: AsyncInflate, art?: ArtCache): Promise<Map<string, Raster>> {
  let requests: AtlasCellRequest[][];
  try {
    const env = new ExportEnv(project, { audio: "presence" });
    requests = atlasRequests(env).filter(({ type, requests: r }) => !art?.has(atlasKey(type, r))).map((atlas) => atlas.requests);
  } catch {
    // a project the export refuses: it says why itself
    return new Map();
  }
  return decodeAhead(requests, inflate);
}
