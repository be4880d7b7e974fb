// The least of a project that gives one item's preview (preview.ts), apart from the exporter: the
// page builds it and sends it to the exporter worker without loading the exporter itself.
import { hasAudio } from "./audio";
import { LIST_OF_TYPE, OBJECT_TYPES, type Project } from "../model";

export type ItemList = (typeof LIST_OF_TYPE)[keyof typeof LIST_OF_TYPE];

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
