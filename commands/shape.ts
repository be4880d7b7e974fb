// The least a value must be for the reducer to hold it as a project: what a log file's start
// project and a version-1 `project/replace` are checked against.
import { PROJECT_LISTS } from "../domain/model";
import { isFiniteNumber, isRecord } from "./family";

/** Why `value` is not a project the reducer can hold, or null when it is one. */
export function projectShapeProblem(value: unknown, path: string): string | null {
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
