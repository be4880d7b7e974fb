// Undo and redo over the one reducer: applyCommand folds a command into the history (see
// historyCore.ts for the history itself, undo and redo, and why steps keep both projects).
import { reduce } from "./reducer";
import type { AnyCommand } from "./types";
import { HISTORY_LIMIT, type History, type HistoryStep } from "./historyCore";

export * from "./historyCore";

function joinsBurst(history: History, command: AnyCommand): boolean {
  const last = history.past[history.past.length - 1];
  return history.burstOpen && last !== undefined && command.burst !== undefined && last.burst === command.burst;
}

/**
 * Applies a command. A command that changes nothing leaves the history untouched (same object).
 * Any change clears the redo stack.
 */
export function applyCommand(history: History, command: AnyCommand): History {
  const next = reduce(history.present, command);
  if (next === history.present) return history;
  let past: HistoryStep[];
  if (joinsBurst(history, command)) {
    const last = history.past[history.past.length - 1];
    past = [...history.past.slice(0, -1), { before: last.before, after: next, burst: last.burst, lastAt: command.at }];
  } else {
    past = [...history.past, { before: history.present, after: next, burst: command.burst, lastAt: command.at }];
    if (past.length > HISTORY_LIMIT) past = past.slice(past.length - HISTORY_LIMIT);
  }
  return { present: next, past, future: [], burstOpen: true };
}
