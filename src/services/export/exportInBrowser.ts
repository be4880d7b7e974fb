// Runs an export in a web worker (Vite bundles it separately, so neither the exporter nor jszip
// is in the first-load bundle). Where a worker cannot start, the same code runs on this thread.
import type { Project } from "../../../domain/model/project";
import { downloadBlob } from "../download";
import { runInWorker } from "../runInWorker";
import { projectParts } from "./projectParts";
import type { ExportResponse } from "./protocol";

async function onThisThread(project: Project): Promise<ExportResponse> {
  const { asResponse, runExport } = await import("./runExport");
  return asResponse(await runExport({ project }));
}

/** Items per message: a slice of a large project's items clones in a few milliseconds. */
const SLICE = 16;

/** Lets the page run between two messages (a new task, without setTimeout's 4 ms clamp). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { channel.port1.close(); resolve(); };
    channel.port2.postMessage(null);
  });
}

/** Posts `project` in parts (projectParts.ts), each in a task of its own. */
async function postInParts(worker: Worker, project: Project): Promise<void> {
  const messages = projectParts(project, SLICE);
  for (let i = 0; i < messages.length; i += 1) {
    if (i > 0) await nextTask();
    worker.postMessage(messages[i]);
  }
}

export function exportInBrowser(project: Project): Promise<ExportResponse> {
  return runInWorker<Project, ExportResponse>(() => new Worker(new URL("./exportWorker.ts", import.meta.url), { type: "module" }), project, () => onThisThread(project), postInParts);
}

/** Hands the zip to the browser as a download named `fileName`. */
export function downloadZip(zip: Blob, fileName: string): void {
  downloadBlob(zip, fileName);
}
