// One item's code as the exporter writes it, for the rule builder's live Lua panel: the project
// with that item alone in its list (and no other items), through the exporter's own code path,
// and the problems the export report names for the item's rules.
import { exportMod } from "./exportMod";
import type { BlockWarning, NotExportedBlock } from "./types";
import { LIST_OF_TYPE, OBJECT_TYPES, type Project } from "../model";

export interface ItemPreview {
  /** The items/<list>.lua file of the item alone (its helpers, then its definition). */
  lua: string;
  notExported: NotExportedBlock[];
  warnings: BlockWarning[];
  /** Set when the export itself failed (an invalid field elsewhere in the item). */
  error?: string;
}

export function previewItem(project: Project, list: (typeof LIST_OF_TYPE)[keyof typeof LIST_OF_TYPE], itemId: string): ItemPreview {
  const item = (project[list] as { id: string }[]).find((i) => i.id === itemId);
  if (!item) return { lua: "", notExported: [], warnings: [], error: "the item no longer exists" };
  const alone: Project = { ...project };
  for (const type of OBJECT_TYPES) (alone as unknown as Record<string, unknown>)[LIST_OF_TYPE[type]] = [];
  (alone as unknown as Record<string, unknown>)[list] = [item];
  try {
    const result = exportMod(alone, { codeOnly: true });
    const lua = result.files.get(`items/${list}.lua`);
    return {
      lua: typeof lua === "string" ? lua : "",
      notExported: result.report.notExported.filter((r) => r.itemId === itemId),
      warnings: result.report.blockWarnings.filter((r) => r.itemId === itemId),
    };
  } catch (error) {
    return { lua: "", notExported: [], warnings: [], error: error instanceof Error ? error.message : String(error) };
  }
}
