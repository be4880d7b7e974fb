// Messages between the page and the exporter worker (exporterWorker.ts): the rule builder's live
// Lua previews, and the export's project parts (../export/protocol.ts) with the export's answer.
import type { ItemPreview, previewItem } from "../../../domain/export";
import type { Project } from "../../../domain/model";
import type { ExportMessage, ExportResponse } from "../export/protocol";

export type PreviewList = Parameters<typeof previewItem>[1];
export interface PreviewRequest { kind: "preview"; seq: number; project: Project; list: PreviewList; itemId: string }
export interface PreviewResponse { kind: "preview"; seq: number; preview: ItemPreview }
export interface ExportDone { kind: "export"; response: ExportResponse }

/**
 * Sent once, as the worker starts: whether it starts its art worker (artThread.ts), which packs an
 * export's atlases on a core of its own. Only where the machine has a core to spare beyond the
 * page's and the exporter's: on two cores the third busy thread took time from the page.
 */
export interface ArtSetup { kind: "art"; start: boolean }

export type ExporterRequest = PreviewRequest | ExportMessage | ArtSetup;
export type ExporterResponse = PreviewResponse | ExportDone;
