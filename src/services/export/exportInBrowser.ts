// Runs an export in a web worker (Vite bundles it separately, so neither the exporter nor jszip
// is in the first-load bundle). Where a worker cannot start, the same code runs on this thread.
import type { Project } from "../../../domain/model";
import type { ExportResponse } from "./protocol";

async function onThisThread(project: Project): Promise<ExportResponse> {
  const { runExport } = await import("./runExport");
  return runExport({ project });
}

export function exportInBrowser(project: Project): Promise<ExportResponse> {
  let worker: Worker;
  try {
    worker = new Worker(new URL("./exportWorker.ts", import.meta.url), { type: "module" });
  } catch {
    return onThisThread(project);
  }
  return new Promise<ExportResponse>((resolve) => {
    worker.onmessage = (event: MessageEvent<ExportResponse>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      resolve(onThisThread(project));
    };
    worker.postMessage({ project });
  });
}

/** Hands the bytes to the browser as a download named `fileName`. */
export function downloadBytes(bytes: Uint8Array, fileName: string, type = "application/zip"): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // revoke later: the browser starts the download asynchronously
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
