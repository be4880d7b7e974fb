// The exporter worker itself (exporterWorker.ts), apart from the code that talks to it (the rule
// builder's previewClient.ts and ../export/exportInBrowser.ts): starting it costs this thread
// nothing but the request for its script, so a page showing items with rules starts it when idle
// (RulesView.warm). The worker warms up on its own as it loads.

import type { ArtSetup } from "./protocol";

/** Whether the machine has a core for the art worker beyond the page's and the exporter worker's. */
function coresToSpare(): boolean {
  return typeof navigator !== "undefined" && (navigator.hardwareConcurrency ?? 1) > 2;
}

let worker: Worker | undefined;
let failed = typeof Worker === "undefined";
const failureListeners = new Set<() => void>();

/** Starts the worker once; false when there is none (no Worker, or it could not start or failed). */
export function startExporterWorker(): boolean {
  if (worker) return true;
  if (failed) return false;
  try {
    worker = new Worker(new URL("./exporterWorker.ts", import.meta.url), { type: "module" });
  } catch {
    failed = true;
    return false;
  }
  worker.onerror = (event) => {
    event.preventDefault();
    stopExporterWorker();
  };
  worker.onmessageerror = () => stopExporterWorker();
  const setup: ArtSetup = { kind: "art", start: coresToSpare() };
  worker.postMessage(setup);
  return true;
}

/** The running worker, started if need be; undefined where workers cannot run. */
export function exporterWorker(): Worker | undefined {
  return startExporterWorker() ? worker : undefined;
}

/** Gives up on the worker for the session: its users do their work on their own thread from then on. */
export function stopExporterWorker(): void {
  failed = true;
  worker?.terminate();
  worker = undefined;
  for (const listener of [...failureListeners]) listener();
}

/** What a user of the worker does when it fails (answer its pending requests itself); returns the unsubscribe. */
export function onExporterWorkerFailure(listener: () => void): () => void {
  failureListeners.add(listener);
  return () => { failureListeners.delete(listener); };
}
