// Messages between the page and the export worker.
import type { Project } from "../../../domain/model";
import type { ExportReport } from "../../../domain/export/types";

export interface ExportRequest { project: Project }

/**
 * The page sends the project in several messages (projectParts.ts), each cloned in a task of its
 * own, so no single main-thread task copies the whole project (a large project's clone took about
 * 23 ms of CPU at once): first slices of its item lists, then the rest of the project, whose lists
 * the slices refill.
 */
export type ExportMessage =
  | { kind: "items"; list: string; items: unknown[] }
  | { kind: "run"; project: Project };

export interface ExportSummary {
  folder: string;
  zipName: string;
  zipBytes: number;
  report: ExportReport;
}

/** The export's outcome where it ran: the zip's bytes. */
export type ExportOutcome =
  | { ok: true; zip: Uint8Array; summary: ExportSummary }
  | { ok: false; message: string; detail: string };

/**
 * What the page gets: the zip as a Blob, made where the export ran (the worker), so the page does
 * not copy the bytes into a Blob on its own thread; a Blob crosses to the page without a copy.
 */
export type ExportResponse =
  | { ok: true; zip: Blob; summary: ExportSummary }
  | { ok: false; message: string; detail: string };
