// The rule builder's live Lua comes from the exporter worker (services/exporter): the main thread sends the
// item's preview input (kilobytes: domain/export previewInput) and renders the answer, while
// the other core runs the exporter. Where a worker cannot start or fails, the preview is made on
// this thread instead, so the panel always gets its code.
import type { ItemPreview } from "../../../domain/export";
// the input alone, not the exporter: the page loads the exporter only to preview on its own thread
import { previewInput } from "../../../domain/export/previewInput";
import type { Project } from "../../../domain/model";
import type { ExporterResponse, PreviewList, PreviewRequest } from "../../services/exporter/protocol";
import { exporterWorker, onExporterWorkerFailure, stopExporterWorker } from "../../services/exporter/workerHandle";

export type { PreviewList } from "../../services/exporter/protocol";

let seq = 0;
const pending = new Map<number, { request: PreviewRequest; resolve: (preview: ItemPreview) => void }>();
/** The worker whose answers this client listens to. */
let listening: Worker | undefined;

/** The preview made on this thread (no worker, or it failed): the exporter loads then, once. */
function onThisThread(request: Pick<PreviewRequest, "project" | "list" | "itemId">): Promise<ItemPreview> {
  return import("../../../domain/export/preview").then(({ previewItem }) => previewItem(request.project, request.list, request.itemId));
}

// A failed worker: what it was asked is answered here, and so is every later request.
onExporterWorkerFailure(() => {
  listening = undefined;
  for (const [key, { request, resolve }] of pending) {
    pending.delete(key);
    void onThisThread(request).then(resolve);
  }
});

/** The worker, listened to; undefined where there is none. */
function connected(): Worker | undefined {
  const worker = exporterWorker();
  if (worker && listening !== worker) {
    listening = worker;
    worker.addEventListener("message", (event: MessageEvent<ExporterResponse>) => {
      if (event.data.kind !== "preview") return;
      const waiting = pending.get(event.data.seq);
      if (!waiting) return;
      pending.delete(event.data.seq);
      waiting.resolve(event.data.preview);
    });
  }
  return worker;
}

/** The last request: the builder's first one repeats the request its opening made (same project object). */
let last: { project: Project; list: PreviewList; itemId: string; answer: Promise<ItemPreview> } | undefined;

/**
 * The item's preview, as `previewItem` of the project gives it. Asked again for the same project
 * state and item, it answers with the same promise: the builder's opening asks before its first
 * render (the worker works while the cards render), and the builder's own first ask joins it.
 */
export function requestPreview(project: Project, list: PreviewList, itemId: string): Promise<ItemPreview> {
  if (last && last.project === project && last.list === list && last.itemId === itemId) return last.answer;
  const answer = ask(project, list, itemId);
  last = { project, list, itemId, answer };
  return answer;
}

function ask(project: Project, list: PreviewList, itemId: string): Promise<ItemPreview> {
  const input = previewInput(project, list, itemId);
  if (!input) return onThisThread({ project, list, itemId });
  const request: PreviewRequest = { kind: "preview", seq: (seq += 1), project: input, list, itemId };
  const worker = connected();
  if (!worker) return onThisThread(request);
  return new Promise<ItemPreview>((resolve) => {
    pending.set(request.seq, { request, resolve });
    try {
      worker.postMessage(request);
    } catch {
      stopExporterWorker(); // the input could not be cloned: answered here
    }
  });
}
