// The exporter worker's art worker (artWorker.ts), started with the exporter worker so that it has
// loaded and warmed up before the first export. An export hands it its atlases
// (domain/export/artElsewhere.ts); where it cannot start or fails, every export packs its art on
// the exporter worker's own thread, as before.
import type { AtlasJob, PackElsewhere } from "../../../domain/export";
import type { PackedAtlas } from "../../../domain/export/images/atlas";
import type { ArtRequest, ArtResponse } from "./artProtocol";

/** Starts the art worker; undefined where a worker cannot start here. */
export function startArtThread(): PackElsewhere | undefined {
  if (typeof Worker === "undefined") return undefined;
  let worker: Worker;
  try {
    worker = new Worker(new URL("./artWorker.ts", import.meta.url), { type: "module" });
  } catch {
    return undefined;
  }
  let failed = false;
  let seq = 0;
  const pending = new Map<number, { resolve: (atlases: PackedAtlas[]) => void; reject: (error: Error) => void }>();
  const fail = () => {
    failed = true;
    worker.terminate();
    for (const { reject } of pending.values()) reject(new Error("the art worker failed"));
    pending.clear();
  };
  worker.onerror = (event) => {
    event.preventDefault();
    fail();
  };
  worker.onmessageerror = fail;
  worker.onmessage = (event: MessageEvent<ArtResponse>) => {
    const waiting = pending.get(event.data.seq);
    if (!waiting) return;
    pending.delete(event.data.seq);
    if (event.data.ok) waiting.resolve(event.data.atlases);
    else waiting.reject(new Error("the art worker could not pack the art"));
  };
  return (jobs: AtlasJob[]) => {
    if (failed) return undefined;
    return new Promise<PackedAtlas[]>((resolve, reject) => {
      const request: ArtRequest = { seq: (seq += 1), jobs };
      pending.set(request.seq, { resolve, reject });
      try {
        worker.postMessage(request);
      } catch {
        pending.delete(request.seq);
        reject(new Error("the art could not be sent to the art worker"));
      }
    });
  };
}
