// "<metadata.id || "custom-mod">-<YYYY-MM-DD>.jokerforge", as the original named saved files.
import type { ModMetadata } from "../model/project";

export const PROJECT_FILE_EXTENSION = ".jokerforge";

/** The date is the UTC calendar day (the original took toISOString's date part). */
export function projectFileName(metadata: Pick<ModMetadata, "id">, date: Date): string {
  // A valid id is already file-name safe; an invalid one must not smuggle path separators.
  const id = (metadata.id || "custom-mod").replace(/[^A-Za-z0-9_.-]/g, "_");
  return `${id}-${date.toISOString().slice(0, 10)}${PROJECT_FILE_EXTENSION}`;
}
