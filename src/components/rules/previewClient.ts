// The rule builder's live Lua comes from a worker (previewWorker.ts): the main thread sends the
// item's preview input (kilobytes: domain/export previewInput) and renders the answer, while
// the other core runs the exporter. Where a worker cannot start or fails, the preview is made on
// this thread instead, so the panel always gets its code.
import { previewInput, previewItem, type ItemPreview } from "../../../domain/export";
import { createItem, emptyProject, type Project } from "../../../domain/model";

export type PreviewList = Parameters<typeof previewItem>[1];
export interface PreviewRequest { seq: number; project: Project; list: PreviewList; itemId: string }
export interface PreviewResponse { seq: number; preview: ItemPreview }

let worker: Worker | undefined;
let broken = typeof Worker === "undefined";
let seq = 0;
const pending = new Map<number, { request: PreviewRequest; resolve: (preview: ItemPreview) => void }>();

function onThisThread(request: PreviewRequest): ItemPreview {
  return previewItem(request.project, request.list, request.itemId);
}

/** Gives up on the worker: what it was asked is answered here, and so is every later request. */
function fallBack() {
  broken = true;
  worker?.terminate();
  worker = undefined;
  for (const [key, { request, resolve }] of pending) {
    pending.delete(key);
    resolve(onThisThread(request));
  }
}

/** Starts the worker (idempotent): the builder's preload calls it so the first preview finds it ready. */
export function startPreviewWorker(): void {
  if (worker || broken) return;
  try {
    worker = new Worker(new URL("./previewWorker.ts", import.meta.url), { type: "module" });
  } catch {
    fallBack();
    return;
  }
  worker.onmessage = (event: MessageEvent<PreviewResponse>) => {
    const waiting = pending.get(event.data.seq);
    if (!waiting) return;
    pending.delete(event.data.seq);
    waiting.resolve(event.data.preview);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    fallBack();
  };
  worker.onmessageerror = () => fallBack();
  // A first preview in a fresh worker runs cold code (hundreds of ms); a small one made now, in
  // the background, readies the exporter's paths so the builder's first Lua comes quickly.
  try {
    worker.postMessage({ seq: 0, project: warmUpProject(), list: "jokers", itemId: "warm-up" } satisfies PreviewRequest);
  } catch {
    // warming is optional
  }
}

/** A joker with one rule (a hand played with a Pair gives +8 Mult): the shape of a typical preview. */
export function warmUpProject(): Project {
  const project = emptyProject();
  const joker = createItem("joker", { id: "warm-up", name: "Warm-up", objectKey: "warm_up" });
  joker.rules = [{
    id: "r", trigger: "hand_played", position: { x: 0, y: 0 }, blueprintCompatible: true, randomGroups: [], loops: [],
    conditionGroups: [{ id: "g", operator: "and", conditions: [{ id: "c", type: "hand_type", negate: false, params: { value: { value: "Pair", valueType: "text" } } }] }],
    effects: [{ id: "e", type: "add_mult", params: { value: { value: 8, valueType: "number" } } }],
  }] as unknown as typeof joker.rules;
  project.jokers = [joker];
  return project;
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
  if (!input) return Promise.resolve(previewItem(project, list, itemId));
  const request: PreviewRequest = { seq: (seq += 1), project: input, list, itemId };
  startPreviewWorker();
  if (!worker) return Promise.resolve(onThisThread(request));
  return new Promise<ItemPreview>((resolve) => {
    pending.set(request.seq, { request, resolve });
    try {
      worker!.postMessage(request);
    } catch {
      fallBack(); // the input could not be cloned: answered here
    }
  });
}
