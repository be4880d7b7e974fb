// The live Lua's worker itself, apart from the code that talks to it (previewClient.ts): starting it
// costs this thread nothing but the request for its script, so a page showing items with rules
// starts it when idle (RulesView.warm). The worker warms up on its own as it loads.

let worker: Worker | undefined;
let failed = typeof Worker === "undefined";
let onFailure: (() => void) | undefined;

/** Starts the worker once; false when there is none (no Worker, or it could not start or failed). */
export function startPreviewWorker(): boolean {
  if (worker) return true;
  if (failed) return false;
  try {
    worker = new Worker(new URL("./previewWorker.ts", import.meta.url), { type: "module" });
  } catch {
    failed = true;
    return false;
  }
  worker.onerror = (event) => {
    event.preventDefault();
    stopPreviewWorker();
  };
  worker.onmessageerror = () => stopPreviewWorker();
  return true;
}

/** The running worker, started if need be; undefined where workers cannot run. */
export function previewWorker(): Worker | undefined {
  return startPreviewWorker() ? worker : undefined;
}

/** Gives up on the worker for the session (the client answers on its own thread from then on). */
export function stopPreviewWorker(): void {
  failed = true;
  worker?.terminate();
  worker = undefined;
  onFailure?.();
}

/** What the client does when the worker fails: answer its pending requests itself. */
export function onPreviewWorkerFailure(handler: () => void): void {
  onFailure = handler;
}
