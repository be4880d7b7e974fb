// The export itself, shared by the worker and the main-thread fallback: project -> zip bytes and
// a summary, or the spec's failure text. Same domain code as the command line, so same bytes.
import { buildZip, exportErrorDetail, exportErrorMessage, exportMod, prepareArt, type ArtCache } from "../../../domain/export";
import { nativeInflate } from "./nativeInflate";
import type { ExportOutcome, ExportRequest, ExportResponse } from "./protocol";

/** `art`: the art of earlier exports, kept by a long-lived exporter (the worker) for the next. */
export async function runExport({ project }: ExportRequest, art?: ArtCache): Promise<ExportOutcome> {
  try {
    // the art is inflated natively first, where the platform can (prepareArt.ts)
    const inflate = nativeInflate();
    const decoded = inflate ? await prepareArt(project, inflate, art) : undefined;
    // a project nobody has changed yet has no date of its own: its backup is dated today
    const result = exportMod(project, { art, decoded, undatedProject: new Date() });
    const zip = await buildZip(result);
    return { ok: true, zip, summary: { folder: result.folder, zipName: `${result.folder}.zip`, zipBytes: zip.byteLength, report: result.report } };
  } catch (error) {
    return { ok: false, message: exportErrorMessage(error), detail: exportErrorDetail(error) };
  } finally {
    art?.endExport();
  }
}

/** The outcome as the page receives it: the zip's bytes in a Blob. */
export function asResponse(outcome: ExportOutcome): ExportResponse {
  return outcome.ok ? { ...outcome, zip: new Blob([outcome.zip as BlobPart], { type: "application/zip" }) } : outcome;
}
