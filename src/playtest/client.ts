// The panel's side of the playtest: one web worker holding the Lua VM and the harness
// (playtest.worker.ts), started the first time the panel asks. The project is posted only when it
// changed (projects are immutable, so identity tells).
import type { Project } from "../../domain/model";
import type { PlaytestResult, PlaytestSetup } from "../../domain/playtest/types";
import type { WorkerRequest } from "./playtest.worker";

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();
let sent: Project | undefined;
let loading: Promise<{ ms: number }> | undefined;

type Body = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, "id"> : never) : never;

function call(body: Body): Promise<unknown> {
  if (!worker) {
    worker = new Worker(new URL("./playtest.worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent<{ id: number; error?: string; ms?: number; result?: PlaytestResult }>) => {
      const { id, error } = event.data;
      const waiting = pending.get(id);
      if (!waiting) return;
      pending.delete(id);
      if (error !== undefined) waiting.reject(new Error(error));
      else waiting.resolve(event.data);
    };
    worker.onerror = (event) => {
      for (const waiting of pending.values()) waiting.reject(new Error(event.message || "the playtest worker failed"));
      pending.clear();
    };
  }
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker!.postMessage({ ...body, id });
  });
}

/** Starts the VM (once) and loads the harness; resolves with the time it took. */
export function loadPlaytestVm(): Promise<{ ms: number }> {
  loading ??= call({ kind: "load" }).then((answer) => ({ ms: (answer as { ms: number }).ms }));
  return loading;
}

/** Runs one playtest of the item `itemId` of `project`. */
export async function runPlaytest(project: Project, itemId: string, setup: PlaytestSetup): Promise<PlaytestResult> {
  await loadPlaytestVm();
  const fresh = project !== sent;
  sent = project;
  const answer = await call({ kind: "run", itemId, setup, ...(fresh ? { project } : {}) });
  return (answer as { result: PlaytestResult }).result;
}
