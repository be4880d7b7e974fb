// What the sounds page dispatches. A sound's key is its name: changing it makes every seal,
// edition and rule that plays it follow, and deleting it resets them, in the same command
// (commands/entries.ts); this page only says what the user did.
import type { Sound } from "../../../domain/model";
import { addEntry, editEntry, type EntryChanges } from "../../../commands/entries";
import { dispatch } from "../../store/projectStore";

/** How seals and editions store one of the project's sounds (the sound select's value). */
export const storedSoundKey = (prefix: string, key: string): string => `${prefix}_${key}`;

export function addSound(sound: Sound): void {
  dispatch(addEntry("sounds", sound, { at: Date.now() }));
}

/** The modal's fields besides the key. */
const SETTINGS = ["soundString", "volume", "pitch"] as const;

/**
 * Saves the sound modal: a new key, and the settings the form changed. Both commands share a
 * burst of their own, so one Save is one undo step, and two quick saves stay two.
 */
export function saveSound(before: Sound, after: Sound, at = Date.now()): void {
  const burst = `sounds:${before.id}:save:${at}`;
  if (after.key !== before.key) dispatch({ type: "entry/setKey", list: "sounds", id: before.id, key: after.key, at, burst });
  const settings: EntryChanges<"sounds"> = {};
  for (const field of SETTINGS) if (after[field] !== before[field]) Object.assign(settings, { [field]: after[field] });
  if (Object.keys(settings).length > 0) dispatch(editEntry("sounds", before.id, settings, { at, burst }));
}

/** The inline rename on a sound's card. */
export function renameSound(id: string, key: string): void {
  dispatch({ type: "entry/setKey", list: "sounds", id, key, at: Date.now() });
}

export function duplicateSound(id: string): void {
  dispatch({ type: "entry/duplicate", list: "sounds", id, newId: crypto.randomUUID(), at: Date.now() });
}

export function removeSound(id: string): void {
  dispatch({ type: "entry/remove", list: "sounds", id, at: Date.now() });
}
