// Messages between the page and the export worker.
import type { Project } from "../../../domain/model";
import type { ExportReport } from "../../../domain/export/types";

export interface ExportRequest { project: Project }

export interface ExportSummary {
  folder: string;
  zipName: string;
  zipBytes: number;
  report: ExportReport;
}

export type ExportResponse =
  | { ok: true; zip: Uint8Array; summary: ExportSummary }
  | { ok: false; message: string; detail: string };
