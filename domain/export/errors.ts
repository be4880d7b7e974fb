// Export failures carry the spec's exact user-facing text (section 8, kept in domain/validation)
// plus a one-line detail (which file and line, which item) so a bug can be found without a stack.
import { EXPORT_FAILED_TITLE, EXPORT_MESSAGES, exportFailureMessage } from "../validation";

export { EXPORT_FAILED_TITLE, EXPORT_MESSAGES };

export class ExportError extends Error {
  constructor(message: string, readonly detail = "") {
    super(message);
    this.name = "ExportError";
  }
}

/** The spec's text for any failure: our own ExportError keeps its text, others are classified. */
export function exportErrorMessage(error: unknown): string {
  if (error instanceof ExportError) return error.message;
  if (error instanceof TypeError && /(read|reading) propert/i.test(error.message)) return EXPORT_MESSAGES.itemData;
  return exportFailureMessage(error);
}

/** The detail line shown under the spec text (file and line for generator bugs). */
export function exportErrorDetail(error: unknown): string {
  if (error instanceof ExportError) return error.detail;
  return error instanceof Error ? error.message : String(error);
}
