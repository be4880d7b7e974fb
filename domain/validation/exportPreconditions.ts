// What must hold before exporting (spec section 5, "Export requires: first author non-blank, mod
// name non-blank, every item has name and id") and the export failure texts (section 8).
import { OBJECT_TYPES } from "../model/items";
import { LIST_OF_TYPE, type ItemListName, type Project } from "../model/project";

export const EXPORT_FAILED_TITLE = "Export Failed";

export const EXPORT_MESSAGES = {
  author: "Please enter an author name before exporting.",
  name: "Please enter a mod name before exporting.",
  items: "Some items are missing required fields (name/id). Please check all items before exporting.",
  metadata: "Missing required metadata fields. Please check your mod information.",
  itemData: "Some mod items have missing or invalid data. Please check all fields are filled correctly.",
  other: "Failed to export mod files. Please try again.",
} as const;

export type ExportPrecondition = { ok: true } | { ok: false; message: string };

export function checkExportPreconditions(project: Pick<Project, "modMetadata" | ItemListName>): ExportPrecondition {
  const { author, name } = project.modMetadata;
  if (!author || author.length === 0 || typeof author[0] !== "string" || author[0].trim() === "") return { ok: false, message: EXPORT_MESSAGES.author };
  if (typeof name !== "string" || name.trim() === "") return { ok: false, message: EXPORT_MESSAGES.name };
  for (const type of OBJECT_TYPES) {
    for (const item of project[LIST_OF_TYPE[type]] as { id?: unknown; name?: unknown }[]) {
      const named = typeof item.name === "string" && item.name.trim() !== "";
      const identified = typeof item.id === "string" && item.id !== "";
      if (!named || !identified) return { ok: false, message: EXPORT_MESSAGES.items };
    }
  }
  return { ok: true };
}

/** The message for an export that threw, as the original chose it from the error text. */
export function exportFailureMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  if (/missing/i.test(text) && /metadata/i.test(text)) return EXPORT_MESSAGES.metadata;
  if (/cannot read propert/i.test(text) || /undefined is not an object/i.test(text)) return EXPORT_MESSAGES.itemData;
  return EXPORT_MESSAGES.other;
}
