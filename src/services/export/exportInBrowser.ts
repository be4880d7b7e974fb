// Runs an export in a web worker (Vite bundles it separately, so neither the exporter nor jszip
// is in the first-load bundle). Where a worker cannot start, the same code runs on this thread.
import type { Project } from "../../../domain/model";
import { downloadBlob } from "../download";
import { runInWorker } from "../runInWorker";
import type { ExportRequest, ExportResponse } from "./protocol";

async function onThisThread(project: Project): Promise<ExportResponse> {
  const { runExport } = await import("./runExport");
  return runExport({ project });
}

export function exportInBrowser(project: Project): Promise<ExportResponse> {
  return runInWorker<ExportRequest, ExportResponse>(() => new Worker(new URL("./exportWorker.ts", import.meta.url), { type: "module" }), { project }, () => onThisThread(project));
}

/** Hands the bytes to the browser as a download named `fileName`. */
export function downloadBytes(bytes: Uint8Array, fileName: string, type = "application/zip"): void {
  downloadBlob(new Blob([bytes as BlobPart], { type }), fileName);
}
