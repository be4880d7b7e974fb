// The one pure reducer. Every edit of the project goes through `reduce`; history keeps the
// projects it returns (history.ts), so undo, redo and replay can never disagree with a live edit.
//
// Contract: a valid command never throws. A command that names a missing id (or would add an id
// that already exists) changes nothing and returns the very same project object, so callers can
// tell "nothing happened" by identity and history records no empty step. Any real change sets
// project.timestamp to command.at.
import { produce, type Draft } from "immer";
import { PROJECT_LISTS, type Project, type ProjectListName } from "../domain/model";
import {
  clampIndex, isItemList, isProjectList, keyFieldOf, objectTypeOfList, renumberList, settleAllKeys, settleKey,
  sortByOrderValue,
} from "./lists";
import type { Command, ListEntry } from "./types";

type EditCommand = Exclude<Command, { type: "project/replace" }>;
type ReplaceCommand = Extract<Command, { type: "project/replace" }>;

/** Keys that must never be written through a merge (prototype pollution from parsed files). */
const UNSAFE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function hasOwn(object: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}

function listIn(project: Project | Draft<Project>, list: unknown): ListEntry[] | undefined {
  if (!isProjectList(list)) return undefined;
  const value = (project as unknown as Record<string, unknown>)[list];
  return Array.isArray(value) ? (value as ListEntry[]) : undefined;
}

/** Shallow-merges `changes` into `target`; a value of `undefined` or a name in `unset` removes the field. */
function merge(target: Record<string, unknown>, changes: Record<string, unknown>, unset: unknown, skip: ReadonlySet<string>): void {
  for (const [key, value] of Object.entries(changes)) {
    if (UNSAFE_KEYS.has(key) || skip.has(key)) continue;
    if (value === undefined) delete target[key];
    else target[key] = value;
  }
  if (!Array.isArray(unset)) return;
  for (const key of unset) {
    if (typeof key === "string" && !UNSAFE_KEYS.has(key) && !skip.has(key) && !hasOwn(changes, key)) delete target[key];
  }
}

function moveWithin(entries: ListEntry[], from: number, to: number): void {
  if (from === to) return;
  const [entry] = entries.splice(from, 1);
  entries.splice(to, 0, entry);
}

// Reads go to `base` (plain frozen arrays, cheap to scan); writes go to `draft`.
function edit(draft: Draft<Project>, base: Project, command: EditCommand): void {
  switch (command.type) {
    case "metadata/update": {
      if (!isRecord(command.changes) || !isRecord(draft.modMetadata)) return;
      merge(draft.modMetadata as Record<string, unknown>, command.changes, command.unset, new Set());
      return;
    }
    case "list/add": {
      const { list, entry } = command;
      const before = listIn(base, list);
      const entries = listIn(draft, list);
      if (!before || !entries || !isRecord(entry) || typeof entry.id !== "string") return;
      if (before.some((e) => e.id === entry.id)) return;
      const added: ListEntry = { ...entry };
      const type = objectTypeOfList(list);
      // An item always belongs to the type of its list (the original forces this on import too).
      if (type) added.objectType = type;
      const field = keyFieldOf(list);
      added[field] = settleKey(list, before, added, added[field]);
      entries.splice(clampIndex(command.index, entries.length), 0, added);
      renumberList(list, entries);
      return;
    }
    case "list/update": {
      const { list, id, changes } = command;
      const before = listIn(base, list);
      const entries = listIn(draft, list);
      if (!before || !entries || !isRecord(changes)) return;
      const index = before.findIndex((e) => e.id === id);
      if (index < 0) return;
      const item = isItemList(list);
      const field = keyFieldOf(list);
      // id is the address, objectType follows the list, orderValue is the position (handled as a
      // move below) and the key needs the uniqueness rule, so none of them are merged verbatim.
      const skip = new Set(item ? ["id", "objectType", "orderValue", field] : ["id", field]);
      const target = entries[index];
      merge(target, changes, command.unset, skip);
      if (hasOwn(changes, field) && changes[field] !== before[index][field]) {
        target[field] = settleKey(list, before, target, changes[field]);
      }
      const order = changes.orderValue;
      if (item && typeof order === "number" && Number.isFinite(order)) {
        moveWithin(entries, index, clampIndex(Math.round(order) - 1, entries.length - 1));
        renumberList(list, entries);
      }
      return;
    }
    case "list/duplicate": {
      const { list, id, newId } = command;
      const before = listIn(base, list);
      const entries = listIn(draft, list);
      if (!before || !entries || typeof newId !== "string" || newId === "") return;
      const index = before.findIndex((e) => e.id === id);
      if (index < 0 || before.some((e) => e.id === newId)) return;
      const source = before[index];
      // A shallow copy is a deep copy here: nested values are frozen and Immer copies on write,
      // so the copy and the original can never change each other.
      const copy: ListEntry = { ...source, id: newId };
      const field = keyFieldOf(list);
      // Spec section 4: "Duplicate gets a new id and key with _copy appended" (sounds); item keys
      // are bumped by a trailing number like the original's getObjectName.
      const wanted = list === "sounds" ? `${String(source[field] ?? "")}_copy` : source[field];
      copy[field] = settleKey(list, before, copy, wanted);
      entries.splice(index + 1, 0, copy);
      renumberList(list, entries);
      return;
    }
    case "list/remove": {
      const before = listIn(base, command.list);
      const entries = listIn(draft, command.list);
      if (!before || !entries) return;
      const index = before.findIndex((e) => e.id === command.id);
      if (index < 0) return;
      entries.splice(index, 1);
      renumberList(command.list, entries);
      return;
    }
    case "list/move": {
      const before = listIn(base, command.list);
      const entries = listIn(draft, command.list);
      if (!before || !entries) return;
      const from = before.findIndex((e) => e.id === command.id);
      if (from < 0) return;
      const to = clampIndex(command.toIndex, entries.length - 1);
      if (to === from) return;
      moveWithin(entries, from, to);
      renumberList(command.list, entries);
      return;
    }
  }
}

/**
 * Brings every list of a replacing project to the invariants the other commands keep: lists
 * present, items in orderValue order numbered 1..n and typed by their list, keys non-empty and
 * unique. A project that already holds them comes through unchanged apart from its timestamp.
 */
function settleProject(draft: Draft<Project>): void {
  const lists = draft as unknown as Record<ProjectListName, ListEntry[] | undefined>;
  for (const list of PROJECT_LISTS) {
    const entries = lists[list];
    if (entries === undefined) {
      lists[list] = [];
      continue;
    }
    if (!Array.isArray(entries)) continue;
    const type = objectTypeOfList(list);
    if (type) {
      sortByOrderValue(entries);
      for (const entry of entries) if (isRecord(entry) && entry.objectType !== type) entry.objectType = type;
    }
    settleAllKeys(list, entries.filter(isRecord) as ListEntry[]);
    renumberList(list, entries);
  }
}

function replacement(command: ReplaceCommand): Project {
  return produce(command.project, (draft) => {
    settleProject(draft);
    draft.timestamp = command.at;
  });
}

function stamped(project: Project, at: number): Project {
  return Object.freeze({ ...project, timestamp: at });
}

/** Applies a command to a project and returns the next project (the same object when nothing changed). */
export function reduce(project: Project, command: Command): Project {
  if (command.type === "project/replace") return replacement(command);
  const edited = produce(project, (draft) => edit(draft, project, command));
  return edited === project ? project : stamped(edited, command.at);
}
