// The playtest in the browser: a web worker running the exported mod in a Lua 5.1 VM with the
// same harness as `npm run cli -- check` (playtest.worker.ts). The worker, the VM and the harness
// load on demand (the first call here), never with the page; the VM stays loaded after that and
// reloads the mod only when the project's export changed.
import type { Project } from "../../domain/model";
import type { PlaytestResult, PlaytestSetup } from "../../domain/playtest/types";
import type { PlaytestRequest, PlaytestResponse } from "./protocol";

/** A play that takes longer than this is stopped (the worker is restarted on the next play). */
export const PLAYTEST_TIMEOUT_MS = 30_000;

type Pending = { resolve: (response: PlaytestResponse) => void; timer: ReturnType<typeof setTimeout> };

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();
let sentProject: Project | undefined;
let loading: Promise<{ ms: number }> | undefined;

function stop(reason: string): void {
  worker?.terminate();
  worker = undefined;
  sentProject = undefined;
  loading = undefined;
  for (const [id, p] of pending) {
    clearTimeout(p.timer);
    p.resolve({ id, kind: "failed", message: reason });
  }
  pending.clear();
}

function ensureWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL("./playtest.worker.ts", import.meta.url), { type: "module" });
  w.onmessage = (event: MessageEvent<PlaytestResponse>) => {
    const p = pending.get(event.data.id);
    if (!p) return;
    pending.delete(event.data.id);
    clearTimeout(p.timer);
    p.resolve(event.data);
  };
  w.onerror = (event) => {
    event.preventDefault();
    stop(`the playtest could not start: ${event.message || "the worker failed"}`);
  };
  worker = w;
  return w;
}

type Message = PlaytestRequest extends infer R ? (R extends PlaytestRequest ? Omit<R, "id"> : never) : never;

function request(message: Message): Promise<PlaytestResponse> {
  let w: Worker;
  try {
    w = ensureWorker();
  } catch (error) {
    return Promise.resolve({ id: 0, kind: "failed", message: `the playtest could not start: ${error instanceof Error ? error.message : String(error)}` });
  }
  const id = nextId++;
  return new Promise((resolve) => {
    const timer = setTimeout(() => stop(`the playtest did not finish within ${PLAYTEST_TIMEOUT_MS / 1000} s and was stopped`), PLAYTEST_TIMEOUT_MS);
    pending.set(id, { resolve, timer });
    w.postMessage({ ...message, id } as PlaytestRequest);
  });
}

/** Starts the worker and the VM (if not yet) and resolves once they are ready, with the load time. */
export function loadPlaytestVm(): Promise<{ ms: number }> {
  if (!loading) {
    const started = performance.now();
    loading = request({ kind: "load" }).then((response) => {
      if (response.kind === "failed") {
        loading = undefined;
        throw new Error(response.message);
      }
      return { ms: performance.now() - started };
    });
  }
  return loading;
}

/** Plays `setup` with the item `itemId` of `project` under test. Never rejects: failures come back as `error`. */
export async function runPlaytest(project: Project, itemId: string, setup: PlaytestSetup): Promise<PlaytestResult> {
  const started = performance.now();
  const sameProject = project === sentProject;
  const response = await request({ kind: "play", itemId, setup, ...(sameProject ? {} : { project }) });
  if (response.kind === "result") {
    if (!sameProject) sentProject = project;
    return response.result;
  }
  return {
    error: response.kind === "failed" ? response.message : "the playtest answered nothing",
    dollarsBefore: setup.setup.dollars ?? 0, breakdown: [], created: [], destroyed: [], changed: [], problems: [],
    ms: performance.now() - started,
  };
}

/** Stops the worker (the next call starts a fresh one). */
export function disposePlaytestVm(): void {
  stop("the playtest was closed");
}
