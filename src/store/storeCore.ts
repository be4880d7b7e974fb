// The project store: folds commands through history (and so through the one reducer), records
// every entry in the command log, and notifies subscribers. React reads it through
// use-sync-external-store (see useProject.ts); components dispatch commands and never mutate state.
//
// This is the store without the commands: reading, subscribing, undo, redo and the log need no
// reducer, so the app shell and a first visit's page hold only this. The reducer and its checks
// (the command engine, commandEngine.ts) load with the code that edits: every module that
// dispatches imports the store through projectStore.ts, which installs the engine; a dispatch
// before that is a programming error and throws.
import { emptyProject } from "../../domain/model/defaults";
import type { Project } from "../../domain/model/project";
import { canRedo, canUndo, createHistory, redo, undo, type History } from "../../commands/historyCore";
import { asJsonValue } from "../../commands/jsonValues";
import type { CommandLog, LogEntry } from "../../commands/logEntries";
import type { Command } from "../../commands/types";
import type { CommandEngine } from "./commandEngine";
import { showToast } from "../components/toast/toastStore";

type Listener = () => void;

/**
 * How long typing must rest before the keys held by `dispatchSoon(command, "rest")` are applied:
 * longer than the gap between two keys of someone typing steadily (a brisk typist leaves about
 * 100 to 200 ms), short enough that what follows the project (the grid's card, the builder's Lua,
 * the auto-save) catches up as soon as they pause.
 */
export const TYPING_SETTLE_MS = 300;

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
  /**
   * Applies an edit made while typing a little later, so a keystroke's own frame shows the key at
   * once and the edit's work (the reducer, the re-render of everything that shows the item) does
   * not stand between the key and its paint.
   * - `"paint"` (a drag, a list picked while typing): after the next paint.
   * - `"rest"` (a key typed into a field that shows its own text): once typing rests, that is
   *   TYPING_SETTLE_MS after the last such key; a burst of keys is applied as one batch.
   * The command is built now (its id, time and burst are the keystroke's); commands wait in order
   * and are applied, each as `dispatch` would, before any other dispatch, undo, redo, a switch to
   * read-only, or `flushPending` (a field left, an editor closed, a save, an export, the page
   * hidden). A refusal is reported on the console as `dispatch` does.
   */
  dispatchSoon(command: Command, when?: "paint" | "rest"): void;
  /** Applies the commands `dispatchSoon` holds, at once (a save or export reads the project next). */
  flushPending(): void;
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

/** A store whose commands go through `engine()` (asked on each dispatch, see installCommandEngine). */
export function createStoreWith(initial: Project, engine: () => CommandEngine | null): ProjectStore {
  // The start is kept as JSON reads it back, like every logged command, so a replay from the
  // downloaded file starts from exactly this value (a copy is made only if it would differ).
  let start = asJsonValue(initial);
  let history: History = createHistory(start);
  let entries: LogEntry[] = [];
  let flags: HistoryFlags = { canUndo: false, canRedo: false };
  let readOnly = false;
  const listeners = new Set<Listener>();
  /** Typing commands waiting for the next paint or for typing to rest (dispatchSoon), in order. */
  let pending: Command[] = [];
  let flushScheduled = false;
  let restTimer: ReturnType<typeof setTimeout> | undefined;
  /** While applying a batch of pending commands, listeners hear of it once, at the end. */
  let batching = false;
  let changedInBatch = false;

  function commit(next: History, entry: LogEntry | null) {
    if (entry) entries.push(entry);
    if (next === history) return;
    history = next;
    if (flags.canUndo !== canUndo(history) || flags.canRedo !== canRedo(history)) {
      flags = { canUndo: canUndo(history), canRedo: canRedo(history) };
    }
    if (batching) changedInBatch = true;
    else listeners.forEach((listener) => listener());
  }

  function apply(command: Command): string | null {
    if (readOnly) return "another tab is editing this project";
    const commands = engine();
    if (!commands) throw new Error(`Edit ${command.type} dispatched before the command engine loaded (import the store from projectStore.ts)`);
    const entry = commands.loggable(command);
    const problem = commands.checkCommand(history.present, entry);
    if (problem) {
      console.warn(`Edit refused (${entry.type}): ${problem}`);
      return problem;
    }
    commit(commands.applyCommand(history, entry), { kind: "do", command: entry });
    return null;
  }

  function flushPending() {
    clearTimeout(restTimer);
    restTimer = undefined;
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    batching = true;
    changedInBatch = false;
    try {
      for (const command of batch) apply(command);
    } finally {
      batching = false;
      if (changedInBatch) listeners.forEach((listener) => listener());
    }
  }

  /** After the next paint (a task posted from the frame's animation callback), with a timer as a
   *  fallback where frames do not run (a hidden tab, tests without a DOM). */
  function scheduleFlush() {
    if (flushScheduled) return;
    flushScheduled = true;
    // whichever comes first; the other finds nothing left (or applies a later batch a little early)
    const run = () => {
      flushScheduled = false;
      flushPending();
    };
    if (typeof requestAnimationFrame === "function") requestAnimationFrame(() => setTimeout(run, 0));
    setTimeout(run, 100);
  }

  return {
    getState: () => history.present,
    dispatch(command) {
      flushPending();
      return apply(command);
    },
    dispatchSoon(command, when = "paint") {
      if (readOnly) return;
      pending.push(command);
      if (when === "paint") {
        scheduleFlush();
        return;
      }
      clearTimeout(restTimer);
      restTimer = setTimeout(flushPending, TYPING_SETTLE_MS);
    },
    flushPending,
    undo(at = Date.now()) {
      flushPending();
      if (readOnly || !canUndo(history)) return false;
      commit(undo(history), { kind: "undo", at });
      return true;
    },
    redo(at = Date.now()) {
      flushPending();
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
      // what was typed while this tab edited is applied (and saved by the hand-over) first
      if (next) flushPending();
      readOnly = next;
    },
    isReadOnly: () => readOnly,
    reset(project = emptyProject()) {
      start = asJsonValue(project);
      entries = [];
      pending = [];
      commit(createHistory(start), null);
    },
  };
}

let installed: CommandEngine | null = null;
let waiting: (() => void)[] | null = null;

/** Gives the app's store its commands (commandEngine.ts does it as it loads). */
export function installCommandEngine(engine: CommandEngine): void {
  installed = engine;
}

/**
 * Runs `edit` (which dispatches) at once when the command engine is there, else as soon as it has
 * loaded (a first edit of a page that shows without it, such as a list's Create button on a first
 * visit). Edits asked for meanwhile run in the order asked, before any later one.
 */
export function whenCommandsReady(edit: () => void): void {
  if (installed && !waiting) {
    edit();
    return;
  }
  if (waiting) {
    waiting.push(edit);
    return;
  }
  const queue = [edit];
  waiting = queue;
  import("./commandEngine").then(() => {
    // Edits asked for while an earlier one of the queue runs join the end of the queue.
    // One that throws is reported as an uncaught error (as it would have been from its handler).
    for (let i = 0; i < queue.length; i += 1) {
      try {
        queue[i]();
      } catch (error) {
        queueMicrotask(() => { throw error; });
      }
    }
    waiting = null;
  }, (error: unknown) => {
    waiting = null;
    console.error("[store] could not load the command engine", error);
    // never silent: the user learns the edit did not happen, and the next try loads again
    showToast({ type: "error", title: "Not changed", message: "The editing code could not load (offline after an update?). Reload the page, then try again." });
  });
}

/** The app's one store; its dispatch works once the command engine is installed. */
export const projectStore = createStoreWith(emptyProject(), () => installed);
