// The only way item pages change the project: commands that say what the user did
// (commands/types.ts), so every edit can be undone and the edit log reads as a story. Ids and
// times are made here, in the UI, and carried by the command; keys, uniqueness and what follows a
// rename or a deletion are the reducer's business.
import type { EntryChanges, EntryList } from "../../../commands/entries";
import { addEntry as addCommand, editEntry } from "../../../commands/entryBuilders";
import { burstKey, typingInTextField } from "../../app/history/burstSession";
import type { Command } from "../../../commands/types";
import { getPageData, noteEdited, type PageType } from "../../services/userConfig";
import { projectStore, whenCommandsReady, type ProjectStore } from "../../store/storeCore";
import type { EditChanges, ItemEntry, ItemTypeConfig, ListOf } from "./types";

export const newId = (): string => crypto.randomUUID();

// A list page shows without the command engine (a first visit downloads less); its first edit
// loads it (storeCore.ts, whenCommandsReady), every later one applies at once.
export function dispatch(command: Command): void {
  whenCommandsReady(() => { projectStore.dispatch(command); });
}

/**
 * A keystroke's edit (the store's dispatchSoon): typed into a text field, applied once typing
 * rests (the field shows its draft meanwhile); from any other control (a colour picker dragged),
 * after the next paint.
 */
export function dispatchTyping(command: Command): void {
  const when = typingInTextField() ? "rest" : "paint";
  whenCommandsReady(() => { projectStore.dispatchSoon(command, when); });
}

/** Items whose "recently edited" note waits for their edit to reach the project. */
const noting = new Set<string>();

/**
 * Notes an item as recently edited once its edit reaches the project: for a key typed into a
 * field, when the burst is applied (typing rests, or the field is left). The first edit of an item
 * re-sorts its page (a render of the whole page and of the open editor: 12 to 25 ms, four times
 * that on a slow laptop), which then comes with the burst's own render, never between two keys.
 * Ask before dispatching: an edit applied at once (not typing) notifies during its dispatch.
 */
export function noteEditedOnApply(pageType: PageType, id: string, store: Pick<ProjectStore, "subscribe"> = projectStore): void {
  const key = `${pageType}\u0000${id}`;
  if (noting.has(key) || getPageData(pageType).editList[0] === id) return;
  noting.add(key);
  const stop = store.subscribe(() => {
    stop();
    noting.delete(key);
    noteEdited(pageType, id);
  });
}

/**
 * Burst key for edits of one field of one entry in the current focus session, so a typing burst is
 * one undo step and leaving the field (or closing the editor) ends it (app/history/burstSession.ts).
 */
export const burstOf = (list: EntryList, id: string, field: string) => burstKey(`${list}:${id}:${field}`);

/*
 * A config pairs its list with its entry type (ListOf<T>), so these two bridges are the one place
 * where "changes of T" are passed on as "changes of T's list"; callers are typed by T.
 */

export function addItem<T extends ItemEntry>(config: ItemTypeConfig<T>, entry: T, index?: number): void {
  dispatch(addCommand(config.list as EntryList, entry as never, { at: Date.now() }, index));
}

export function editItem<T extends ItemEntry>(config: ItemTypeConfig<T>, id: string, changes: EditChanges<T>, field?: string, at = Date.now()): void {
  const list = config.list as ListOf<T> & EntryList;
  const command = editEntry(list, id, changes as EntryChanges<typeof list>, { at, burst: field ? burstOf(list, id, field) : undefined });
  // an edit of a named field is typing (or a drag of the colour picker): it waits for the paint
  if (field) dispatchTyping(command);
  else dispatch(command);
}

/** Renames an entry; a derived key follows the name and references follow the key (reducer). */
export function renameItem<T extends ItemEntry>(config: ItemTypeConfig<T>, id: string, name: string): void {
  dispatchTyping({ type: "entry/rename", list: config.list, id, name, at: Date.now(), burst: burstOf(config.list, id, "name") });
}

/** Stores a typed key (made code-safe and unique by the reducer; references follow). */
export function setItemKey<T extends ItemEntry>(config: ItemTypeConfig<T>, id: string, key: string): void {
  dispatch({ type: "entry/setKey", list: config.list, id, key, at: Date.now() });
}

/** Copies an entry right after itself; the reducer gives the copy a unique key. Returns the new id. */
export function duplicateEntry(list: EntryList, id: string): string {
  const copyId = newId();
  dispatch({ type: "entry/duplicate", list, id, newId: copyId, at: Date.now() });
  return copyId;
}

/** Deletes an entry; the reducer clears what referred to it, in the same undo step. */
export function removeEntry(list: EntryList, id: string): void {
  dispatch({ type: "entry/remove", list, id, at: Date.now() });
}

/** Moves an entry to a 0-based position of its list (orderValue follows, 1..n). */
export function moveEntry(list: EntryList, id: string, toIndex: number): void {
  dispatch({ type: "entry/move", list, id, toIndex, at: Date.now() });
}
