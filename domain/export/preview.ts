// One item's code as the exporter writes it, for the rule builder's live Lua panel: the project's
// code export with only that item's code written (ExportOptions.only), through the exporter's own
// code path, and the problems the export report names for the item's rules.
import { hasAudio } from "./env";
import { exportMod } from "./exportMod";
import type { DescriptionValue } from "./descriptionValues";
import type { LineOrigin } from "./lineMap";
import type { BlockWarning, NotExportedBlock } from "./types";
import { LIST_OF_TYPE, OBJECT_TYPES, type Project } from "../model";

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

type ItemList = (typeof LIST_OF_TYPE)[keyof typeof LIST_OF_TYPE];

/** Audio that decodes to one byte: stands for "this sound has audio" in a preview's input. */
const SOME_AUDIO = "data:audio/ogg;base64,AAAA";
/** Stands for another item's art: a code export never reads the pixels, only whether art is set. */
const SOME_ART = "data:,";

/**
 * Another item as a code export of this one needs it: everything that gives it its key and its
 * atlas cell (which this item's references to it and this item's own key and cell depend on), but
 * not its art (megabytes of data URLs) or its rules (never emitted).
 */
function thinned(item: unknown): unknown {
  if (!item || typeof item !== "object") return item;
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(item)) {
    if (field === "rules") out[field] = [];
    else out[field] = typeof value === "string" && value.startsWith("data:") && value.length > SOME_ART.length ? SOME_ART : value;
  }
  return out;
}

/**
 * The least of the project that gives the item's preview: the item itself, every other item
 * thinned (no art, no rules: their keys and atlas cells stay, so references to them resolve and
 * the item's own key and position are those of the whole export), each sound's audio reduced to
 * whether it has any, and no mod icon or logo (code only never draws them). Kilobytes where the
 * project may hold megabytes, so it is cheap to send to a worker; `previewItem` of it is the same
 * as of the whole project, and its code is the item's code in the whole export
 * (tests/unit/export/previewInput).
 */
export function previewInput(project: Project, list: ItemList, itemId: string): Project | undefined {
  const item = (project[list] as { id: string }[]).find((i) => i.id === itemId);
  if (!item) return undefined;
  const alone: Project = { ...project, modMetadata: { ...project.modMetadata, iconImage: "", gameImage: "" } };
  for (const type of OBJECT_TYPES) {
    const name = LIST_OF_TYPE[type];
    const items = project[name] as unknown;
    (alone as unknown as Record<string, unknown>)[name] = Array.isArray(items) ? items.map((other) => (other === item ? other : thinned(other))) : items;
  }
  if (Array.isArray(project.sounds)) alone.sounds = project.sounds.map((sound) => (sound && typeof sound === "object" ? { ...sound, soundString: hasAudio(sound) ? SOME_AUDIO : "" } : sound));
  return alone;
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
