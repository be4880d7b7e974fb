// Shape checks for commands and projects read back from a JSON log (a bug report, the CLI).
// Live commands are typed by TypeScript; a file is not, so each check names the JSON path that
// is wrong.
import { PROJECT_LISTS } from "../domain/model";
import { isProjectList } from "./lists";
import type { Command, CommandType } from "./types";

const COMMAND_TYPES: readonly CommandType[] = [
  "list/add", "list/update", "list/duplicate", "list/remove", "list/move", "metadata/update", "project/replace",
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/** Why `value` is not a project the reducer can hold, or null when it is one. */
export function projectProblem(value: unknown, path: string): string | null {
  if (!isRecord(value)) return `${path} is not an object`;
  if (!isRecord(value.modMetadata)) return `${path}.modMetadata is not an object`;
  for (const list of PROJECT_LISTS) {
    const entries = value[list];
    if (!Array.isArray(entries)) return `${path}.${list} is not a list`;
    const bad = entries.findIndex((entry) => !isRecord(entry) || typeof entry.id !== "string");
    if (bad >= 0) return `${path}.${list}[${bad}] has no string id`;
  }
  if (!isFiniteNumber(value.timestamp)) return `${path}.timestamp is not a number`;
  return null;
}

/** Why `value` is not a valid command, or null when it is one. */
export function commandProblem(value: unknown, path: string): string | null {
  if (!isRecord(value)) return `${path} is not an object`;
  const type = value.type;
  if (typeof type !== "string" || !(COMMAND_TYPES as readonly string[]).includes(type)) return `${path}.type is not a known command`;
  if (!isFiniteNumber(value.at)) return `${path}.at is not a number`;
  if (value.burst !== undefined && typeof value.burst !== "string") return `${path}.burst is not a string`;
  if (value.unset !== undefined && !(Array.isArray(value.unset) && value.unset.every((k) => typeof k === "string"))) {
    return `${path}.unset is not a list of field names`;
  }
  if (type === "metadata/update") return isRecord(value.changes) ? null : `${path}.changes is not an object`;
  if (type === "project/replace") return projectProblem(value.project, `${path}.project`);
  if (!isProjectList(value.list)) return `${path}.list is not a project list`;
  switch (type as CommandType) {
    case "list/add":
      if (!isRecord(value.entry) || typeof value.entry.id !== "string") return `${path}.entry has no string id`;
      if (value.index !== undefined && !isFiniteNumber(value.index)) return `${path}.index is not a number`;
      return null;
    case "list/update":
      if (typeof value.id !== "string") return `${path}.id is not a string`;
      return isRecord(value.changes) ? null : `${path}.changes is not an object`;
    case "list/duplicate":
      if (typeof value.id !== "string") return `${path}.id is not a string`;
      return typeof value.newId === "string" && value.newId !== "" ? null : `${path}.newId is not a string`;
    case "list/remove":
      return typeof value.id === "string" ? null : `${path}.id is not a string`;
    case "list/move":
      if (typeof value.id !== "string") return `${path}.id is not a string`;
      return isFiniteNumber(value.toIndex) ? null : `${path}.toIndex is not a number`;
    default:
      return null;
  }
}

export function isCommand(value: unknown): value is Command {
  return commandProblem(value, "command") === null;
}
