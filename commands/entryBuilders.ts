// The entry commands' builders, on their own: item pages make commands without loading the
// reducer's entry family (entries.ts re-exports them).
import type { EntryChanges, EntryCommand, EntryList, EntryOfList } from "./entries";
import type { CommandMeta } from "./meta";

/** An edit command for any list, typed by the list (the one place the list/changes pairing is asserted). */
export function editEntry<L extends EntryList>(list: L, id: string, changes: EntryChanges<L>, meta: CommandMeta): EntryCommand {
  return { type: "entry/edit", list, id, changes, ...meta } as EntryCommand;
}

/** An add command for any list, typed by the list. */
export function addEntry<L extends EntryList>(list: L, entry: EntryOfList[L], meta: CommandMeta, index?: number): EntryCommand {
  return { type: "entry/add", list, entry, ...(index === undefined ? {} : { index }), ...meta } as EntryCommand;
}
