// The command log: the start project and every entry applied to it, in order. Undo and redo are
// entries too, and replay drives the same history code as the live store, so replaying a log
// reproduces the live state exactly, undos included. Downloaded from the app for bug reports;
// `npm run cli -- replay` rebuilds the project from it.
import jsonpatch, { type Operation } from "fast-json-patch";
import type { Project } from "../domain/model";
import { replayLog, type CommandLog, type LogEntry } from "./logEntries";
import { commandProblem, projectProblem } from "./validate";

export * from "./logEntries";

export const LOG_FORMAT = "joker-forge-command-log";
export const LOG_VERSION = 1;

/** The JSON file. `replayCheck`, when present, says whether replay matched the live state at download. */
export interface SerializedLog extends CommandLog {
  format: typeof LOG_FORMAT;
  version: typeof LOG_VERSION;
  replayCheck?: { matches: boolean; diff: Operation[] };
}

export class LogFormatError extends Error {
  constructor(reason: string) {
    super(`Not a Joker Forge edit log: ${reason}`);
    this.name = "LogFormatError";
  }
}

/** JSON Patch operations that turn `from` into `to` (empty when they are equal as JSON). */
export function diffProjects(from: Project, to: Project): Operation[] {
  return jsonpatch.compare(from, to);
}

/**
 * The log as a JSON file. With `live`, replays the log and records whether it reproduces that
 * state (and the JSON Patch from the replayed to the live project when it does not).
 */
export function serializeLog(log: CommandLog, live?: Project): string {
  const file: SerializedLog = { format: LOG_FORMAT, version: LOG_VERSION, start: log.start, entries: log.entries };
  if (live) {
    const diff = diffProjects(replayLog(log), live);
    file.replayCheck = { matches: diff.length === 0, diff };
  }
  return JSON.stringify(file);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function entryProblem(value: unknown, path: string): string | null {
  if (!isRecord(value)) return `${path} is not an object`;
  if (value.kind === "do") return commandProblem(value.command, `${path}.command`);
  if (value.kind === "undo" || value.kind === "redo") {
    return typeof value.at === "number" && Number.isFinite(value.at) ? null : `${path}.at is not a number`;
  }
  return `${path}.kind is not do, undo or redo`;
}

/** Reads a log file; throws LogFormatError with a one-line reason naming the bad JSON path. */
export function parseLog(text: string): CommandLog {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new LogFormatError(`the file is not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!isRecord(data)) throw new LogFormatError("the file is not a JSON object");
  if (data.format !== LOG_FORMAT) throw new LogFormatError(`format is not "${LOG_FORMAT}"`);
  if (data.version !== LOG_VERSION) throw new LogFormatError(`version ${JSON.stringify(data.version)} is not supported (expected ${LOG_VERSION})`);
  const startProblem = projectProblem(data.start, "start");
  if (startProblem) throw new LogFormatError(startProblem);
  if (!Array.isArray(data.entries)) throw new LogFormatError("entries is not a list");
  for (let i = 0; i < data.entries.length; i++) {
    const problem = entryProblem(data.entries[i], `entries[${i}]`);
    if (problem) throw new LogFormatError(problem);
  }
  return { start: data.start as unknown as Project, entries: data.entries as LogEntry[] };
}
