// The export itself, shared by the worker and the main-thread fallback: project -> zip bytes and
// a summary, or the spec's failure text. Same domain code as the command line, so same bytes.
import { buildZip, ZipAhead, exportErrorDetail, exportErrorMessage, exportMod, exportWithArtElsewhere, prepareArt, type ArtCache, type PackElsewhere } from "../../../domain/export";
import { nativeInflate } from "./nativeInflate";
import type { ExportOutcome, ExportRequest, ExportResponse } from "./protocol";

/**
 * `art`: the art of earlier exports, kept by a long-lived exporter (the worker) for the next.
 * `packElsewhere`: another thread that packs the atlases while this one writes the code
 * (domain/export/artElsewhere.ts); without it, or when it fails, the art is packed here.
 */
export async function runExport({ project }: ExportRequest, art?: ArtCache, packElsewhere?: PackElsewhere): Promise<ExportOutcome> {
  try {
    // a project nobody has changed yet has no date of its own: its backup is dated today
    const options = { art, undatedProject: new Date() };
    const here = async () => {
      // the art is inflated natively first, where the platform can (prepareArt.ts)
      const inflate = nativeInflate();
      const decoded = inflate ? await prepareArt(project, inflate, art) : undefined;
      return exportMod(project, { ...options, decoded });
    };
    // with the art packed elsewhere, the mod's text is deflated for the zip while it is
    const ahead = new ZipAhead();
    const result = packElsewhere ? (await exportWithArtElsewhere(project, options, packElsewhere, here, (written) => ahead.prepare(written))).result : await here();
    const zip = await buildZip(result, ahead);
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
