// What the reducer needs to know about each project list: which lists hold items (objectKey,
// orderValue, objectType) and which hold keyed entries (sounds, rarities, sets with `key`),
// and how to keep their keys unique and their order 1..n.
import {
  KeyAllocator, LIST_OF_TYPE, PROJECT_LISTS, keyFromName, renumberByPosition, uniqueKey,
  type ObjectType, type Project, type ProjectListName,
} from "../domain/model";

export type KeyedListName = "sounds" | "customRarities" | "consumableSets";

const TYPE_OF_LIST = new Map<ProjectListName, ObjectType>(
  (Object.entries(LIST_OF_TYPE) as [ObjectType, ProjectListName][]).map(([type, list]) => [list, type]),
);

/** The fallback key of an entry whose name gives nothing usable (spec: "falling back to the object type"). */
const KEYED_FALLBACK: Record<KeyedListName, string> = {
  sounds: "sound",
  customRarities: "rarity",
  consumableSets: "set",
};

export function isProjectList(list: unknown): list is ProjectListName {
  return typeof list === "string" && (PROJECT_LISTS as readonly string[]).includes(list);
}

/** The object type held by an item list, or undefined for sounds, rarities and sets. */
export function objectTypeOfList(list: ProjectListName): ObjectType | undefined {
  return TYPE_OF_LIST.get(list);
}

export function isItemList(list: ProjectListName): boolean {
  return TYPE_OF_LIST.has(list);
}

/** The field that must be unique within the list. */
export function keyFieldOf(list: ProjectListName): "objectKey" | "key" {
  return isItemList(list) ? "objectKey" : "key";
}

type Entry = { id: string } & Record<string, unknown>;

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/**
 * The key an entry should carry: its own (trimmed) key, or one derived from its name when empty,
 * made unique against every other entry of the list (entries with the same id are ignored, so an
 * entry never collides with itself).
 */
export function settleKey(list: ProjectListName, entries: readonly Entry[], entry: Entry, wanted: unknown, shared: readonly string[] = []): string {
  const field = keyFieldOf(list);
  const fallback = objectTypeOfList(list) ?? KEYED_FALLBACK[list as KeyedListName];
  const own = text(wanted).trim();
  const base = own || keyFromName(text(entry.name), fallback);
  const taken = entries.filter((other) => other.id !== entry.id).map((other) => text(other[field]));
  return uniqueKey(base, [...taken, ...shared]);
}

/**
 * Keys of the list that shares a name space with `list` in the game: a custom rarity's badge and a
 * consumable set's label are both the text k_<prefix>_<key>, so a rarity and a set with one key
 * would show one name. settleKey keeps a new or changed key of either clear of the other's.
 */
export function sharedKeys(project: Project, list: ProjectListName): string[] {
  const partner = list === "customRarities" ? project.consumableSets : list === "consumableSets" ? project.customRarities : undefined;
  return Array.isArray(partner) ? partner.map((entry: { key?: unknown } | null) => text(entry?.key)) : [];
}

/** Rewrites orderValue to 1..n in array order for item lists; other lists have no order field. */
export function renumberList(list: ProjectListName, entries: Entry[]): void {
  if (isItemList(list)) renumberByPosition(entries as (Entry & { orderValue: number })[]);
}

/** Clamps a requested position into 0..max; anything not a finite number means "the end". */
export function clampIndex(index: unknown, max: number): number {
  if (typeof index !== "number" || !Number.isFinite(index)) return max;
  return Math.min(max, Math.max(0, Math.trunc(index)));
}

/**
 * Gives every entry a non-empty key unique within the list. An entry whose key is already
 * unique keeps it; later duplicates and empty keys are bumped past every key in use. Mutates.
 * Linear in the list (issue 13 item 8).
 */
export function settleAllKeys(list: ProjectListName, entries: Entry[]): void {
  const field = keyFieldOf(list);
  const fallback = objectTypeOfList(list) ?? KEYED_FALLBACK[list as KeyedListName];
  const originals = new Set(entries.map((entry) => text(entry[field])));
  const taken = new KeyAllocator(originals);
  const kept = new Set<string>();
  for (const entry of entries) {
    const original = text(entry[field]);
    const own = original.trim();
    let key = own || keyFromName(text(entry.name), fallback);
    // The first holder of a key keeps it; a trimmed or derived key must not take a later entry's.
    if (key === original && !kept.has(key)) taken.reserve(key);
    else key = taken.allocate(key);
    kept.add(key);
    if (key !== original) entry[field] = key;
  }
}

/** Puts item lists in orderValue order (ties and missing values keep array order). Mutates. */
export function sortByOrderValue(entries: Entry[]): void {
  const rank = (entry: Entry) => (typeof entry.orderValue === "number" && Number.isFinite(entry.orderValue) ? entry.orderValue : Infinity);
  const sorted = entries
    .map((entry, index) => ({ entry, index, rank: rank(entry) }))
    .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : a.index - b.index));
  if (sorted.every((s, i) => s.index === i)) return;
  entries.splice(0, entries.length, ...sorted.map((s) => s.entry));
}
