// An on/off field of the item being edited, as a Toggle: one maker for every type's tabs, so each
// flag reads, tests and edits the same way (its test id is `<type>-<field>`, its change one command).
import { Toggle } from "./fields";
import type { EditableFields } from "../../../../commands/entries";
import type { EditChanges, ItemEntry, UpdateItem } from "../types";

/** The fields of `T` that hold a boolean (what a Toggle edits). */
export type FlagOf<T> = {
  [K in keyof EditableFields<T>]: NonNullable<EditableFields<T>[K]> extends boolean ? K : never
}[keyof EditableFields<T>];

/**
 * `toggle(field, label, hint, on)` for `item`: on when the field is true, or, for a field the game
 * takes as on unless it is false (`on` true: unlocked, discovered), when it is not false.
 */
export function flagToggles<T extends ItemEntry>(item: T, update: UpdateItem<T>, testPrefix: string) {
  return (field: FlagOf<T>, label: string, hint?: string, on = false) => {
    const key = field as string;
    const value = (item as Record<string, unknown>)[key];
    return (
      <Toggle label={label} hint={hint} checked={on ? value !== false : value === true} testId={`${testPrefix}-${key}`}
        onChange={(checked) => update({ [key]: checked } as EditChanges<T>)} />
    );
  };
}
