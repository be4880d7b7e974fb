// The only way item pages change the project: typed commands (commands/types.ts), so every
// edit can be undone. Ids are made here, in the UI, and carried by the command.
import { keyFromName, uniqueKey, type ProjectListName } from "../../../domain/model";
import { dispatch } from "../../store/useProject";
import type { ItemEntry, ItemTypeConfig } from "./types";

export const newId = (): string => crypto.randomUUID();

/** Burst key for edits of one field of one entry, so a typing burst is one undo step. */
export const burstOf = (list: ProjectListName, id: string, field: string) => `${list}:${id}:${field}`;

export function addEntry(list: ProjectListName, entry: ItemEntry, index?: number) {
  dispatch({ type: "list/add", list, entry, index, at: Date.now() });
}

export function updateEntry(list: ProjectListName, id: string, changes: Record<string, unknown>, field?: string, at = Date.now()) {
  dispatch({ type: "list/update", list, id, changes, at, burst: field ? burstOf(list, id, field) : undefined });
}

/** Copies an entry right after itself; the reducer gives the copy a unique key. Returns the new id. */
export function duplicateEntry(list: ProjectListName, id: string): string {
  const copyId = newId();
  dispatch({ type: "list/duplicate", list, id, newId: copyId, at: Date.now() });
  return copyId;
}

export function removeEntry(list: ProjectListName, id: string, burst?: string, at = Date.now()) {
  dispatch({ type: "list/remove", list, id, at, burst });
}

/** Moves an entry to a 0-based position of its list (orderValue follows, 1..n). */
export function moveEntry(list: ProjectListName, id: string, toIndex: number) {
  dispatch({ type: "list/move", list, id, toIndex, at: Date.now() });
}

/**
 * The changes a rename makes. A key that was still the one derived from the old name follows
 * the new name (so "New Joker" -> "Lucky Cat" gives lucky_cat); a key the author chose stays.
 */
export function renameChanges<T extends ItemEntry>(config: ItemTypeConfig<T>, item: T, name: string, siblings: readonly ItemEntry[]): Record<string, unknown> {
  const changes: Record<string, unknown> = { name };
  const key = String(item[config.keyField] ?? "");
  const derivedBefore = keyFromName(item.name, config.keyFallback);
  const taken = siblings.filter((s) => s.id !== item.id).map((s) => String(s[config.keyField] ?? ""));
  const wasDerived = key === "" || key === derivedBefore || key === uniqueKey(derivedBefore, taken);
  if (wasDerived) {
    const next = uniqueKey(keyFromName(name, config.keyFallback), taken);
    if (next !== key) changes[config.keyField] = next;
  }
  return changes;
}

/** A typed key made code-safe; empty means "derive from the name". */
export function settleTypedKey(typed: string, name: string, fallback: string): string {
  const cleaned = keyFromName(typed, "");
  return cleaned || keyFromName(name, fallback);
}
