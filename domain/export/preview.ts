// One item's code as the exporter writes it, for the rule builder's live Lua panel: the project
// with that item alone in its list (and no other items), through the exporter's own code path,
// and the problems the export report names for the item's rules.
import { hasAudio } from "./env";
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

type ItemList = (typeof LIST_OF_TYPE)[keyof typeof LIST_OF_TYPE];

/** Audio that decodes to one byte: stands for "this sound has audio" in a preview's input. */
const SOME_AUDIO = "data:audio/ogg;base64,AAAA";

/**
 * The least of the project that gives the item's preview: the item alone in its list (no other
 * items), each sound's audio reduced to whether it has any, and no mod icon or logo (code only
 * never draws them). Kilobytes where the project may hold megabytes, so it is cheap to send to a
 * worker; `previewItem` of it is the same as of the whole project (tests/unit/export/preview).
 */
export function previewInput(project: Project, list: ItemList, itemId: string): Project | undefined {
  const item = (project[list] as { id: string }[]).find((i) => i.id === itemId);
  if (!item) return undefined;
  const alone: Project = { ...project, modMetadata: { ...project.modMetadata, iconImage: "", gameImage: "" } };
  for (const type of OBJECT_TYPES) (alone as unknown as Record<string, unknown>)[LIST_OF_TYPE[type]] = [];
  (alone as unknown as Record<string, unknown>)[list] = [item];
  if (Array.isArray(project.sounds)) alone.sounds = project.sounds.map((sound) => (sound && typeof sound === "object" ? { ...sound, soundString: hasAudio(sound) ? SOME_AUDIO : "" } : sound));
  return alone;
}

export function previewItem(project: Project, list: ItemList, itemId: string): ItemPreview {
  const alone = previewInput(project, list, itemId);
  if (!alone) return { lua: "", notExported: [], warnings: [], error: "the item no longer exists" };
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
