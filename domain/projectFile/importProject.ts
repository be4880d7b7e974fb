// Import of a .jokerforge (or .json) file: parse -> migrate (numbered steps, by the file's schema)
// -> validate -> repair.
// A file that cannot be read whole is refused with a one-line reason naming the JSON path at
// fault; the caller's current project is never touched because nothing here has side effects.
import type { Project } from "../model/project";
import type { UnknownRuleKind } from "./context";
import type { ProjectEra } from "./era";
import { MAX_FILE_CHARS } from "./limits";
import { normaliseDetailed } from "./normaliseProject";

export interface ImportReport {
  era: ProjectEra;
  /** Our schema version the file declared; absent for files the original app wrote. */
  schema?: number;
  /** One line per kind of migration or repair made (counted). */
  repairs: string[];
  /** Rule kinds the catalog does not know: kept as they are, listed here. */
  unknownRuleKinds: UnknownRuleKind[];
  /** The file came from a newer Joker Forge: its schema and ours (the app warns, naming both). */
  newerSchema?: { file: number; app: number };
}

export type ImportResult =
  | { ok: true; project: Project; report: ImportReport }
  | { ok: false; reason: string };

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim().slice(0, 300);
}

export function importProjectText(text: string): ImportResult {
  if (typeof text !== "string") return { ok: false, reason: "$: the file is not text" };
  if (text.length > MAX_FILE_CHARS) return { ok: false, reason: `$: the file is larger than ${MAX_FILE_CHARS / (1024 * 1024)} MB` };
  if (text.trim() === "") return { ok: false, reason: "$: the file is empty" };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: oneLine(`$: not valid JSON (the file may be truncated): ${detail}`) };
  }
  // the parsed value is this function's own: checked in place, not copied
  const result = normaliseDetailed(parsed, { owned: true });
  if (result.problems.length > 0 || result.era === "unknown") {
    const first = result.problems[0];
    const more = result.problems.length > 1 ? ` (and ${result.problems.length - 1} more)` : "";
    return { ok: false, reason: oneLine(first ? `${first.path}: ${first.message}${more}` : "$: not a project object") };
  }
  return {
    ok: true,
    project: result.project,
    report: {
      era: result.era, schema: result.schema, repairs: result.repairs, unknownRuleKinds: result.unknownRuleKinds,
      ...(result.newerSchema ? { newerSchema: result.newerSchema } : {}),
    },
  };
}
