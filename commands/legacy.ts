// The commands of version-1 edit logs: generic list edits ("list/update jokers {rarity: 5}") from
// before commands said what the user did. The app no longer makes them; old logs (bug reports)
// still replay exactly as they did, through this family with its original semantics: no
// cascades (the pages of that time sent each follow-up as a command of its own) and a whole
// project replaced by `project/replace`.
import { produce, type Draft } from "immer";
import { PROJECT_LISTS, type ModMetadata, type Project, type ProjectListName } from "../domain/model";
import { hasOwn, isFiniteNumber, isRecord, quoted, type CommandFamily, type Rec } from "./family";
import {
  clampIndex, isItemList, isProjectList, keyFieldOf, objectTypeOfList, renumberList, settleAllKeys, settleKey, sharedKeys, sortByOrderValue,
} from "./lists";
import type { CommandMeta } from "./meta";
import { projectShapeProblem } from "./shape";

/** Any entry of a project list: an item (with objectKey/orderValue), a sound, a rarity or a set. */
export type ListEntry = { id: string } & Record<string, unknown>;

export type LegacyCommand = CommandMeta & (
  | { type: "list/add"; list: ProjectListName; entry: ListEntry; index?: number }
  | { type: "list/update"; list: ProjectListName; id: string; changes: Record<string, unknown>; unset?: string[] }
  | { type: "list/duplicate"; list: ProjectListName; id: string; newId: string }
  | { type: "list/remove"; list: ProjectListName; id: string }
  | { type: "list/move"; list: ProjectListName; id: string; toIndex: number }
  | { type: "metadata/update"; changes: Partial<ModMetadata>; unset?: string[] }
  | { type: "project/replace"; project: Project }
);

/** Keys that must never be written through a merge (prototype pollution from parsed files). */
const UNSAFE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

function listIn(project: Project | Draft<Project>, list: unknown): ListEntry[] | undefined {
  if (!isProjectList(list)) return undefined;
  const value = (project as unknown as Record<string, unknown>)[list];
  return Array.isArray(value) ? (value as ListEntry[]) : undefined;
}

/** Shallow-merges `changes` into `target`; a value of `undefined` or a name in `unset` removes the field. */
function merge(target: Rec, changes: Rec, unset: unknown, skip: ReadonlySet<string>): void {
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

type EditCommand = Exclude<LegacyCommand, { type: "project/replace" }>;

// Reads go to `base` (plain frozen arrays, cheap to scan); writes go to `draft`.
function edit(draft: Draft<Project>, base: Project, command: EditCommand): void {
  switch (command.type) {
    case "metadata/update": {
      if (!isRecord(command.changes) || !isRecord(draft.modMetadata)) return;
      merge(draft.modMetadata as Rec, command.changes, command.unset, new Set());
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
      if (type) added.objectType = type;
      const field = keyFieldOf(list);
      added[field] = settleKey(list, before, added, added[field], sharedKeys(base, list));
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
      const skip = new Set(item ? ["id", "objectType", "orderValue", field] : ["id", field]);
      const target = entries[index];
      merge(target, changes, command.unset, skip);
      if (hasOwn(changes, field) && changes[field] !== before[index][field]) {
        target[field] = settleKey(list, before, target, changes[field], sharedKeys(base, list));
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
      const copy: ListEntry = { ...source, id: newId };
      const field = keyFieldOf(list);
      const wanted = list === "sounds" ? `${String(source[field] ?? "")}_copy` : source[field];
      copy[field] = settleKey(list, before, copy, wanted, sharedKeys(base, list));
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
 * unique. A project that already holds them comes through unchanged.
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

function reduce(project: Project, command: LegacyCommand): Project {
  if (command.type === "project/replace") return produce(command.project, settleProject);
  return produce(project, (draft) => edit(draft, project, command));
}

/** The version-1 shape checks (the log parser of that time): no state, and a mismatch changes nothing. */
function check(command: LegacyCommand): string | null {
  const c = command as unknown as Rec;
  if (c.unset !== undefined && !(Array.isArray(c.unset) && c.unset.every((k) => typeof k === "string"))) return "unset is not a list of field names";
  if (command.type === "metadata/update") return isRecord(c.changes) ? null : "changes is not an object";
  if (command.type === "project/replace") return projectShapeProblem(c.project, "project");
  if (!isProjectList(c.list)) return "list is not a project list";
  switch (command.type) {
    case "list/add":
      if (!isRecord(c.entry) || typeof c.entry.id !== "string") return "entry has no string id";
      return c.index !== undefined && !isFiniteNumber(c.index) ? "index is not a number" : null;
    case "list/update":
      if (typeof c.id !== "string") return "id is not a string";
      return isRecord(c.changes) ? null : "changes is not an object";
    case "list/duplicate":
      if (typeof c.id !== "string") return "id is not a string";
      return typeof c.newId === "string" && c.newId !== "" ? null : "newId is not a string";
    case "list/remove":
      return typeof c.id === "string" ? null : "id is not a string";
    case "list/move":
      if (typeof c.id !== "string") return "id is not a string";
      return isFiniteNumber(c.toIndex) ? null : "toIndex is not a number";
  }
}

function describe(command: LegacyCommand, before: Project): string {
  if (command.type === "project/replace") return `replaced the project with ${quoted(command.project.modMetadata?.name)} (version-1 log)`;
  if (command.type === "metadata/update") return `updated the mod's ${Object.keys(command.changes ?? {}).join(", ") || "nothing"} (version-1 log)`;
  const id = command.type === "list/add" ? command.entry?.id : command.id;
  const entry = listIn(before, command.list)?.find((e) => e.id === id) ?? (command.type === "list/add" ? command.entry : undefined);
  const name = entry ? quoted(entry.name ?? entry.key ?? entry.id) : `(id ${String(id)})`;
  const verb = { "list/add": "added to", "list/update": "updated in", "list/duplicate": "duplicated in", "list/remove": "removed from", "list/move": "moved in" }[command.type];
  const fields = command.type === "list/update" ? `: ${[...Object.keys(command.changes ?? {}), ...(command.unset ?? [])].join(", ")}` : "";
  return `${name} ${verb} ${command.list}${fields} (version-1 log)`;
}

export const legacyCommands: CommandFamily<LegacyCommand> = {
  types: ["list/add", "list/update", "list/duplicate", "list/remove", "list/move", "metadata/update", "project/replace"],
  check,
  reduce,
  describe,
};
