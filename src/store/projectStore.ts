// The project store: folds commands through history (and so through the one reducer), records
// every entry in the command log, and notifies subscribers. React reads it through
// use-sync-external-store (see useProject.ts); components dispatch commands and never mutate state.
import { emptyProject, type Project } from "../../domain/model";
import { applyCommand, canRedo, canUndo, createHistory, redo, undo, type History } from "../../commands/history";
import { asJsonValue } from "../../commands/jsonValues";
import { loggable, type CommandLog, type LogEntry } from "../../commands/logEntries";
import { checkCommand } from "../../commands/reducer";
import type { Command } from "../../commands/types";

type Listener = () => void;

/** What the undo/redo controls need; the same object until one of the flags changes. */
export interface HistoryFlags {
  readonly canUndo: boolean;
  readonly canRedo: boolean;
}

export interface ProjectStore {
  getState(): Project;
  /**
   * Applies a command (recorded in the log even when it changes nothing, for bug reports). A
   * command the reducer refuses (see checkCommand), or any while read-only, is neither applied
   * nor logged; the reason is returned (refusals are reported on the console), null when applied.
   */
  dispatch(command: Command): string | null;
  /** Reverts the last undo step; false (and nothing logged) when there is none. */
  undo(at?: number): boolean;
  /** Re-applies the last undone step; false (and nothing logged) when there is none. */
  redo(at?: number): boolean;
  canUndo(): boolean;
  canRedo(): boolean;
  getHistoryState(): HistoryFlags;
  /** Called after any change of the project or of the undo/redo flags. */
  subscribe(listener: Listener): () => void;
  /** A snapshot of the log so far: the start project and every entry since. */
  getLog(): CommandLog;
  /** Starts a new session on `project`: empty history and log. Not undoable (tests, hard resets). */
  reset(project?: Project): void;
  /**
   * Read-only: dispatch, undo and redo change nothing and log nothing (another tab edits the
   * project, see services/autosave/editorLock.ts).
   */
  setReadOnly(readOnly: boolean): void;
  isReadOnly(): boolean;
}

/**
 * Declares `project` already JSON-clean (the import worker read it back as JSON, within the
 * import's limits): an import of it is logged and checked without walking it again.
 */
export { markJsonClean } from "../../commands/jsonValues";

export function createProjectStore(initial: Project = emptyProject()): ProjectStore {
  // The start is kept as JSON reads it back, like every logged command, so a replay from the
  // downloaded file starts from exactly this value (a copy is made only if it would differ).
  let start = asJsonValue(initial);
  let history: History = createHistory(start);
  let entries: LogEntry[] = [];
  let flags: HistoryFlags = { canUndo: false, canRedo: false };
  let readOnly = false;
  const listeners = new Set<Listener>();

  function commit(next: History, entry: LogEntry | null) {
    if (entry) entries.push(entry);
    if (next === history) return;
    history = next;
    if (flags.canUndo !== canUndo(history) || flags.canRedo !== canRedo(history)) {
      flags = { canUndo: canUndo(history), canRedo: canRedo(history) };
    }
    listeners.forEach((listener) => listener());
  }

  return {
    getState: () => history.present,
    dispatch(command) {
      if (readOnly) return "another tab is editing this project";
      const entry = loggable(command);
      const problem = checkCommand(history.present, entry);
      if (problem) {
        console.warn(`Edit refused (${entry.type}): ${problem}`);
        return problem;
      }
      commit(applyCommand(history, entry), { kind: "do", command: entry });
      return null;
    },
    undo(at = Date.now()) {
      if (readOnly || !canUndo(history)) return false;
      commit(undo(history), { kind: "undo", at });
      return true;
    },
    redo(at = Date.now()) {
      if (readOnly || !canRedo(history)) return false;
      commit(redo(history), { kind: "redo", at });
      return true;
    },
    canUndo: () => canUndo(history),
    canRedo: () => canRedo(history),
    getHistoryState: () => flags,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getLog: () => ({ start, entries: entries.slice() }),
    setReadOnly(next) {
      readOnly = next;
    },
    isReadOnly: () => readOnly,
    reset(project = emptyProject()) {
      start = asJsonValue(project);
      entries = [];
      commit(createHistory(start), null);
    },
  };
}

export const projectStore = createProjectStore();
