// Web worker, started by the exporter worker (artThread.ts): packs an export's atlases (decodes
// the art with the platform's native inflater, then draws and encodes the sheets) while the
// exporter worker writes the mod's code on the other core (domain/export/artElsewhere.ts). The
// same packAtlas as every export, so the same bytes.
import { decodeAhead } from "../../../domain/export/images/decodeAhead";
import { packAtlas } from "../../../domain/export/images/atlas";
import { nativeInflate } from "../export/nativeInflate";
import type { ArtRequest, ArtResponse } from "./artProtocol";
import { warmUpAtlas } from "./warmUpArt";

try {
  warmUpAtlas();
} catch {
  // warming is optional
}

const answer = (response: ArtResponse, transfer: Transferable[] = []) => (self as unknown as Worker).postMessage(response, transfer);

self.onmessage = async (event: MessageEvent<ArtRequest>) => {
  const { seq, jobs } = event.data;
  try {
    const inflate = nativeInflate();
    const decoded = inflate ? await decodeAhead(jobs.map((job) => job.requests), inflate) : undefined;
    const atlases = jobs.map((job) => packAtlas(job.type, job.requests, decoded));
    const buffers = new Set<ArrayBuffer>();
    // a PNG that is its whole buffer moves to the exporter worker instead of being copied
    for (const atlas of atlases) {
      for (const png of [atlas.png1x, atlas.png2x]) {
        if (png.buffer instanceof ArrayBuffer && png.byteOffset === 0 && png.byteLength === png.buffer.byteLength) buffers.add(png.buffer);
      }
    }
    answer({ seq, ok: true, atlases }, [...buffers]);
  } catch {
    answer({ seq, ok: false });
  }
};
