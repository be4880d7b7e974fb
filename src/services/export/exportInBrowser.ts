// Runs an export in the exporter worker (services/exporter), the one that also makes the rule
// builder's live Lua: a long-lived worker whose exporter code is already compiled and warmed up
// (Vite bundles it apart, so the exporter is not in the first-load bundle). Where the worker
// cannot start or fails, the same code runs on this thread.
import type { Project } from "../../../domain/model/project";
import { downloadBlob } from "../download";
import type { ExporterResponse } from "../exporter/protocol";
import { exporterWorker, onExporterWorkerFailure, stopExporterWorker } from "../exporter/workerHandle";
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

function exportOnce(project: Project): Promise<ExportResponse> {
  const worker = exporterWorker();
  if (!worker) return onThisThread(project);
  return new Promise<ExportResponse>((resolve) => {
    let settled = false;
    const settle = (answer: () => ExportResponse | Promise<ExportResponse>) => {
      if (settled) return;
      settled = true;
      worker.removeEventListener("message", onMessage);
      stopListening();
      resolve(answer());
    };
    const onMessage = (event: MessageEvent<ExporterResponse>) => {
      if (event.data.kind === "export") {
        const { response } = event.data;
        settle(() => response);
      }
    };
    worker.addEventListener("message", onMessage);
    // a worker that fails (or a project that cannot be cloned) hands the export to this thread
    const stopListening = onExporterWorkerFailure(() => settle(() => onThisThread(project)));
    postInParts(worker, project).catch(() => stopExporterWorker());
  });
}

/** Exports run one after another: the worker assembles one project's parts at a time. */
let queue: Promise<unknown> = Promise.resolve();

export function exportInBrowser(project: Project): Promise<ExportResponse> {
  const run = queue.then(() => exportOnce(project));
  queue = run.catch(() => undefined);
  return run;
}

/** Hands the zip to the browser as a download named `fileName`. */
export function downloadZip(zip: Blob, fileName: string): void {
  downloadBlob(zip, fileName);
}
