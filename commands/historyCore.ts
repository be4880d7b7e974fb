// Undo and redo over the one reducer. This half (the history itself, undo and redo) needs no
// reducer, so the app shell holds it without the commands; applyCommand is in history.ts.
//
// Why each step keeps the project before and after it (and not inverse patches or a re-fold of
// the log):
// - Projects are immutable Immer states with structural sharing: an edit copies only the path it
//   changed and shares everything else with the previous project. Keeping both references of a
//   step therefore costs about what the edit itself cost (a typing burst holds the few copied
//   objects on the way to one name; undoing an import holds the earlier project object itself).
// - Undo and redo are a reference swap, so they cost nothing, and they restore the very same
//   objects the user saw (identity checks downstream, such as auto-save's, see no change).
// - Re-folding the log would replay up to the whole session on every Ctrl+Z; inverse patches
//   would need Immer's patches plugin in the first-load bundle for no gain over keeping the
//   references Immer already shares.
// - The states come from the one reducer (reducer.ts `reduce`), so an undo cannot drift from
//   what the reducer did. The invariant is that `present` is the `after` of the last past step
//   and the `before` of the last future step.
// The log (log.ts) stays the record of truth: it stores commands and undo/redo entries, and
// replay drives this same history code, so the replayed state is the live state.
//
// History values are immutable; every function returns a new History.
import type { Project } from "../domain/model";

/** Undo depth kept (the issue asks for at least 100). */
export const HISTORY_LIMIT = 200;

// Bursts: consecutive edits with the same burst key form one undo step, however far apart in time
// (a slow typist on a busy machine still gets one step per field). A burst ends when the key
// changes: the app's keys carry the field's focus session (src/app/history/burstSession.ts), which
// moves on when focus leaves the field or the editor closes, so the next edit of the same field is
// a new step. Undo and redo end every burst. No time window: the key, in the command, decides, so
// replaying a log groups exactly as the live session did.

export interface HistoryStep {
  /** The project before the step (what undo returns to). */
  before: Project;
  /** The project after the step (what redo returns to). */
  after: Project;
  /** The burst this step belongs to, if any. */
  burst?: string;
  /** `at` of the last command folded into the step. */
  lastAt: number;
}

export interface History {
  present: Project;
  /** Oldest first; the last one is what undo reverts. */
  past: readonly HistoryStep[];
  /** Most recent undo last; the last one is what redo re-applies. */
  future: readonly HistoryStep[];
  /** False right after an undo or redo, so the next edit never joins an older burst. */
  burstOpen: boolean;
}

export function createHistory(project: Project): History {
  return { present: project, past: [], future: [], burstOpen: false };
}

export const canUndo = (history: History): boolean => history.past.length > 0;
export const canRedo = (history: History): boolean => history.future.length > 0;

/** Reverts the last step; without one, returns the same history. */
export function undo(history: History): History {
  const step = history.past[history.past.length - 1];
  if (!step) return history;
  return {
    present: step.before,
    past: history.past.slice(0, -1),
    future: [...history.future, step],
    burstOpen: false,
  };
}

/** Re-applies the last undone step; without one, returns the same history. */
export function redo(history: History): History {
  const step = history.future[history.future.length - 1];
  if (!step) return history;
  return {
    present: step.after,
    past: [...history.past, step],
    future: history.future.slice(0, -1),
    burstOpen: false,
  };
}
