// One item's code as the exporter writes it, for the rule builder's live Lua panel: the project's
// code export with only that item's code written (ExportOptions.only), through the exporter's own
// code path, and the problems the export report names for the item's rules.
import { exportMod } from "./exportMod";
import { previewInput, type ItemList } from "./previewInput";
import type { DescriptionValue } from "./descriptionValues";
import type { LineOrigin } from "./lineMap";
import type { BlockWarning, NotExportedBlock } from "./types";
import type { Project } from "../model";

export { previewInput } from "./previewInput";

export interface ItemPreview {
  /** The items/<list>.lua file of the item alone (its helpers, then its definition). */
  lua: string;
  notExported: NotExportedBlock[];
  warnings: BlockWarning[];
  /** For each line of `lua` (index 0 is line 1), the rule and block that wrote it, or null (see lineMap.ts). */
  origins: (LineOrigin | null)[];
  /** Set when the export itself failed (an invalid field elsewhere in the item). */
  error?: string;
  /** What each #n# of the item's description shows in the collection (null: only a run knows). */
  values?: DescriptionValue[];
}

export function previewItem(project: Project, list: ItemList, itemId: string): ItemPreview {
  const alone = previewInput(project, list, itemId);
  if (!alone) return { lua: "", notExported: [], warnings: [], origins: [], error: "the item no longer exists" };
  try {
    const result = exportMod(alone, { codeOnly: true, only: itemId });
    const path = `items/${list}.lua`;
    const lua = result.files.get(path);
    return {
      lua: typeof lua === "string" ? lua : "",
      origins: typeof lua === "string" ? result.lineMap?.[path] ?? [] : [],
      notExported: result.report.notExported.filter((r) => r.itemId === itemId),
      warnings: result.report.blockWarnings.filter((r) => r.itemId === itemId),
      values: result.descriptionValues ?? [],
    };
  } catch (error) {
    return { lua: "", notExported: [], warnings: [], origins: [], error: error instanceof Error ? error.message : String(error) };
  }
}
