// Web worker: the session's exporter. It makes the rule builder's live Lua and builds the mod's
// zip on Export, both off the main thread. One long-lived worker: the exporter's code is loaded
// and compiled once, and it warms up as the worker starts (warmUp.ts), so neither the first preview
// nor an export runs cold code. Messages are handled one at a time, in order.
import { ArtCache, previewItem, type PackElsewhere } from "../../../domain/export";
import { ProjectAssembler } from "../export/projectParts";
import { asResponse, runExport } from "../export/runExport";
import { startArtThread } from "./artThread";
import type { ExporterRequest, ExporterResponse } from "./protocol";
import { warmUp } from "./warmUp";

try {
  warmUp();
} catch {
  // warming is optional
}
/** The art worker, where the page asks for one (protocol.ts, ArtSetup): an export's atlases are packed there while this worker writes the code. */
let packElsewhere: PackElsewhere | undefined;

const assembler = new ProjectAssembler();
/** The art of the last export: exporting again with the art unchanged skips decoding and encoding it. */
const art = new ArtCache();
const answer = (response: ExporterResponse) => (self as unknown as Worker).postMessage(response);

self.onmessage = async (event: MessageEvent<ExporterRequest>) => {
  const message = event.data;
  if (message.kind === "art") {
    if (message.start && !packElsewhere) packElsewhere = startArtThread();
    return;
  }
  if (message.kind === "preview") {
    answer({ kind: "preview", seq: message.seq, preview: previewItem(message.project, message.list, message.itemId) });
    return;
  }
  const project = assembler.add(message);
  if (project) answer({ kind: "export", response: asResponse(await runExport({ project }, art, packElsewhere)) });
};
