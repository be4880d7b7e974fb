// Log entries and their replay, apart from the file format so the store (in the first-load
// bundle) does not pull in JSON Patch and the file checks. See log.ts.
import { freeze } from "immer";
import type { Project } from "../domain/model";
import { applyCommand, createHistory, redo, undo, type History } from "./history";
import { asJsonValue } from "./jsonValues";
import type { AnyCommand, Command } from "./types";

export type LogEntry =
  | { kind: "do"; command: AnyCommand }
  /** `at` is when the user asked (for reading a bug report); it does not affect the state. */
  | { kind: "undo"; at: number }
  | { kind: "redo"; at: number };

export interface CommandLog {
  start: Project;
  entries: LogEntry[];
}

/**
 * A command as the log records it and the store applies it: `undefined` in edit changes becomes
 * an explicit `unset` (so removing a field survives JSON), the payload is what JSON will read
 * back, and it is frozen, so the log and the state share it safely. All of it is checked without
 * copying; only a command that needs cleaning is copied (an imported project, which the
 * normaliser made, is taken by reference).
 */
export function loggable(command: Command): Command {
  if (command.type === "entry/edit" || command.type === "metadata/edit") {
    const changes = command.changes as Record<string, unknown>;
    const cleared = Object.keys(changes).filter((key) => changes[key] === undefined);
    if (cleared.length > 0) {
      const kept = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      const unset = [...new Set([...((command.unset ?? []) as string[]), ...cleared])];
      return freeze(asJsonValue({ ...command, changes: kept, unset } as Command), true);
    }
  }
  return freeze(asJsonValue(command), true);
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
