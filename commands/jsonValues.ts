// Payload checks shared by every family: a command is data that must survive a JSON file and an
// import unchanged, so no undefined deep inside, no NaN, no prototype keys, no text longer or
// nesting deeper than an import accepts. Walking a payload does not copy it.
import { FORBIDDEN_KEYS, MAX_DEPTH, MAX_STRING_CHARS } from "../domain/projectFile/limits";
import { isRecord } from "./family";

/** Why `value` is not plain JSON that an import would take as it is, or null (undefined fields are left out, as JSON does). */
export function jsonProblem(value: unknown, path: string, depth = 0): string | null {
  if (isKnownJsonClean(value)) return null;
  switch (typeof value) {
    case "string":
      return value.length > MAX_STRING_CHARS ? `${path} is longer than ${MAX_STRING_CHARS / (1024 * 1024)} MB of text` : null;
    case "number":
      return Number.isFinite(value) ? null : `${path} is not a finite number`;
    case "boolean":
      return null;
    case "object":
      break;
    default:
      return `${path} is not a JSON value`;
  }
  if (value === null) return null;
  if (depth > MAX_DEPTH) return `${path} is nested more than ${MAX_DEPTH} levels deep`;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = jsonProblem(value[i], `${path}[${i}]`, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (!isRecord(value) || Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return `${path} is not a plain object`;
  for (const key of Object.keys(value)) {
    if (FORBIDDEN_KEYS.has(key)) return `${path} has the forbidden key ${JSON.stringify(key)}`;
    // An undefined field is no field: JSON leaves it out (edits use it to remove a field).
    if (value[key] === undefined) continue;
    const problem = jsonProblem(value[key], `${path}.${key}`, depth + 1);
    if (problem) return problem;
  }
  return null;
}

// Values known to be exactly what JSON reads back, within the import's limits (the import worker
// parsed them, and froze them): checked and logged without walking them again.
const knownClean = new WeakSet<object>();

/** Declares `value` already JSON-clean: plain data from JSON.parse, no undefined, within the limits. */
export function markJsonClean(value: object): void {
  knownClean.add(value);
}

export function isKnownJsonClean(value: unknown): boolean {
  return typeof value === "object" && value !== null && knownClean.has(value);
}

/** True when `value` reads back from JSON as itself (no undefined fields, no -0). */
function isJsonClean(value: unknown): boolean {
  if (isKnownJsonClean(value)) return true;
  if (typeof value === "number") return !Object.is(value, -0);
  if (typeof value !== "object" || value === null) return typeof value !== "undefined";
  if (Array.isArray(value)) return value.every((entry) => entry !== undefined && isJsonClean(entry));
  for (const key of Object.keys(value)) {
    const entry = (value as Record<string, unknown>)[key];
    if (entry === undefined || !isJsonClean(entry)) return false;
  }
  return true;
}

function cleaned(value: unknown): unknown {
  if (typeof value === "number") return Object.is(value, -0) ? 0 : value;
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map((entry) => (entry === undefined ? null : cleaned(entry)));
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const entry = (value as Record<string, unknown>)[key];
    if (entry !== undefined) out[key] = cleaned(entry);
  }
  return out;
}

/**
 * `value` as it will read back from JSON: the same object when it already is (the usual case,
 * and always for an imported project), else a cleaned copy. Text is never copied.
 */
export function asJsonValue<T>(value: T): T {
  return (isJsonClean(value) ? value : cleaned(value)) as T;
}
