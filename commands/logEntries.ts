// Log entries and their replay, apart from the file format so the store (in the first-load
// bundle) does not pull in JSON Patch and the file checks. See log.ts.
import type { Project } from "../domain/model";
import { applyCommand, createHistory, redo, undo, type History } from "./history";
import type { Command } from "./types";

export type LogEntry =
  | { kind: "do"; command: Command }
  /** `at` is when the user asked (for reading a bug report); it does not affect the state. */
  | { kind: "undo"; at: number }
  | { kind: "redo"; at: number };

export interface CommandLog {
  start: Project;
  entries: LogEntry[];
}

/**
 * A value as it will read back from JSON (undefined fields dropped, no shared references).
 * The store records commands in this form, so the live state is computed from exactly what the
 * log will hold and a replay from the file cannot differ by an `undefined` here or there.
 */
export function asJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * A command as the log records it and the store applies it: `undefined` in update changes
 * becomes an explicit `unset` (so removing a field survives JSON), then the whole command is
 * read back as JSON.
 */
export function loggable(command: Command): Command {
  if (command.type !== "list/update" && command.type !== "metadata/update") return asJson(command);
  const changes = command.changes as Record<string, unknown>;
  const cleared = Object.keys(changes).filter((key) => changes[key] === undefined);
  if (cleared.length === 0) return asJson(command);
  const unset = [...new Set([...(command.unset ?? []), ...cleared])];
  return asJson({ ...command, unset });
}

/** Folds one log entry into a history: the single step shared by the live store and replay. */
export function applyEntry(history: History, entry: LogEntry): History {
  switch (entry.kind) {
    case "do": return applyCommand(history, entry.command);
    case "undo": return undo(history);
    case "redo": return redo(history);
  }
}

export function replayHistory(log: CommandLog): History {
  return log.entries.reduce(applyEntry, createHistory(log.start));
}

export function replayLog(log: CommandLog): Project {
  return replayHistory(log).present;
}
