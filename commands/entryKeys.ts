// Entry keys on their own: what a typed key becomes (the key field's hint) without loading the
// reducer's entry family (entries.ts uses and re-exports these).
import { LIST_OF_TYPE, keyFromName, type Project } from "../domain/model";
import type { EntryList } from "./entries";
import type { Rec } from "./family";
import { settleKey, sharedKeys } from "./lists";

export const KEY_FALLBACK: Record<EntryList, string> = {
  ...(Object.fromEntries(Object.entries(LIST_OF_TYPE).map(([type, list]) => [list, type])) as Record<string, string>),
  sounds: "sound", customRarities: "rarity", consumableSets: "set",
} as Record<EntryList, string>;

export type Entry = { id: string } & Rec;

export function entriesOf(project: Project, list: EntryList): Entry[] {
  const value = (project as unknown as Record<string, unknown>)[list];
  return Array.isArray(value) ? (value as Entry[]) : [];
}

export function find(project: Project, list: EntryList, id: unknown): { entry: Entry; index: number } | undefined {
  if (typeof id !== "string") return undefined;
  const entries = entriesOf(project, list);
  const index = entries.findIndex((e) => e.id === id);
  return index < 0 ? undefined : { entry: entries[index], index };
}

export function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

// Keys ------------------------------------------------------------------------------------------------

/** A sound key: what the sound form accepts (spec section 5: "save ignored if key blank"). */
export const SOUND_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The key a typed text becomes for an entry of `list` (before uniqueness): code-safe, or derived from the name when empty. */
export function typedKey(list: EntryList, typed: string, name: string): string {
  if (list === "sounds") return typed.trim();
  return keyFromName(typed, "") || keyFromName(name, KEY_FALLBACK[list]);
}

/** The key `typed` would be stored as for entry `id` of `list` (for the key field's hint). */
export function settledKey(project: Project, list: EntryList, id: string, typed: string): string {
  const found = find(project, list, id);
  const entry = found?.entry ?? { id };
  return settleKey(list, entriesOf(project, list), entry, typedKey(list, typed, text(entry.name)), sharedKeys(project, list));
}

/**
 * For a rarity or consumable set keyed `key`: the warning that an entry of the other list has the
 * same key (from a file: the app keeps them apart), as the game labels both k_<prefix>_<key>.
 */
export function sharedKeyWarning(project: Project, list: EntryList, key: string): string | undefined {
  if (key === "" || (list !== "customRarities" && list !== "consumableSets")) return undefined;
  const other = list === "customRarities" ? "consumableSets" : "customRarities";
  const holder = entriesOf(project, other).find((entry) => text(entry.key) === key);
  if (!holder) return undefined;
  const what = other === "consumableSets" ? "consumable set" : "rarity";
  return `The ${what} '${text(holder.name) || key}' has this key too: the game would show one name for both. Change one of the keys.`;
}
