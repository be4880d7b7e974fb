// Restore of the offered snapshot: normalised like an imported file (missing fields filled from
// defaults), with anything the normaliser had to drop treated as corrupt data (spec section 4).
// Loaded on demand: only a user who restores needs the project-file code at startup.
import type { Project } from "../../../domain/model";
import { normaliseProject } from "../../../domain/projectFile";

export type RestoreResult =
  | { ok: true; project: Project; repairs: string[] }
  | { ok: false; reason: string };

export function restoreStoredProject(project: unknown): RestoreResult {
  try {
    const result = normaliseProject(project);
    if (result.dropped.length > 0) {
      const more = result.dropped.length > 1 ? ` (and ${result.dropped.length - 1} more)` : "";
      return { ok: false, reason: `${result.dropped[0]}${more}` };
    }
    return { ok: true, project: result.project, repairs: result.repairs };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
