// The auto-save controller: watches the project, debounces, writes snapshots and drives the
// indicator's status cycle (spec section 4). Storage and the project source are injected, so the
// timing and failure logic is unit-tested in Node with fake timers.
//
// Cycle: a change that is non-default and differs from the last snapshot sets 'saving'
// ('Auto-saving...'); after 500 ms without further changes the snapshot is written; 400 ms after
// the write SUCCEEDED the status turns 'saved' ('Auto-saved'), 1000 ms later 'idle'. A failed
// write never shows 'saved': the status returns to idle and a warning stays up until a later
// write succeeds (the original showed 'Auto-saved' whether or not anything was written).
import type { Project } from "../../../domain/model";
import { isDefaultProject } from "./isDefaultProject";
import { AUTO_SAVE_WARNINGS, classifyStorageError, type SnapshotStorage, type StorageFailureKind } from "./snapshotStorage";

export const AUTO_SAVE_DEBOUNCE_MS = 500;
export const AUTO_SAVE_SAVED_DELAY_MS = 400;
export const AUTO_SAVE_IDLE_DELAY_MS = 1000;

export type AutoSaveStatus = "idle" | "saving" | "saved";

export interface AutoSaveWarning {
  kind: StorageFailureKind;
  /** The sentence the indicator shows. */
  message: string;
  /** The underlying error, for the console and the indicator's tooltip. */
  detail: string;
}

export interface AutoSaveState {
  status: AutoSaveStatus;
  warning: AutoSaveWarning | null;
  /** Epoch ms of the last successful write in this session. */
  savedAt: number | null;
}

export interface ProjectSource {
  getState(): Project;
  subscribe(listener: () => void): () => void;
  /** Applies edits held for the next paint (the store's dispatchSoon), so a flush writes them too. */
  flushPending?(): void;
}

export interface AutoSaveControllerOptions {
  source: ProjectSource;
  storage: SnapshotStorage;
  now?: () => number;
  /** Where failures are logged (besides the visible warning). */
  log?: (message: string, error: unknown) => void;
  /** Start paused: nothing is written until resume() (e.g. until the restore question is answered). */
  paused?: boolean;
  /** What storage is taken to hold already; defaults to the source's state at creation. */
  baseline?: Project;
}

export interface AutoSaveController {
  getState(): AutoSaveState;
  subscribe(listener: () => void): () => void;
  /** Holds every write until resume(), which looks at the latest state again. */
  pause(): void;
  resume(): void;
  /** Declares `project` as what storage already holds (after a restore), so it is not rewritten. */
  setBaseline(project: Project): void;
  /** Writes the latest state now if it needs saving (page hidden or closing); resolves when done. */
  flush(): Promise<void>;
  dispose(): void;
}

export function createAutoSaveController(options: AutoSaveControllerOptions): AutoSaveController {
  const { source, storage } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string, error: unknown) => console.warn(message, error));

  let state: AutoSaveState = { status: "idle", warning: null, savedAt: null };
  const listeners = new Set<() => void>();
  let baseline: Project = options.baseline ?? source.getState();
  let pending: Project | null = null;
  let inFlight: Project | null = null;
  let paused = options.paused ?? false;
  let writing: Promise<void> | null = null;
  let debounceTimer: ReturnType<typeof setTimeout> | undefined;
  let savedTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  function set(next: Partial<AutoSaveState>) {
    const merged = { ...state, ...next };
    if (merged.status === state.status && merged.warning === state.warning && merged.savedAt === state.savedAt) return;
    state = merged;
    listeners.forEach((listener) => listener());
  }

  function clearCycleTimers() {
    clearTimeout(savedTimer);
    clearTimeout(idleTimer);
    savedTimer = idleTimer = undefined;
  }

  function needsSaving(project: Project): boolean {
    return project !== baseline && !isDefaultProject(project);
  }

  // Identity, not content: the store's state is immutable, so an unchanged project is the same
  // object and a keystroke costs one comparison instead of stringifying megabytes of images.
  function onChange() {
    if (disposed || paused) return;
    const project = source.getState();
    if (!needsSaving(project)) {
      pending = null;
      clearTimeout(debounceTimer);
      debounceTimer = undefined;
      if (state.status === "saving" && !writing) set({ status: "idle" });
      return;
    }
    if (project === pending) return;
    pending = project;
    clearCycleTimers();
    set({ status: "saving" });
    clearTimeout(debounceTimer);
    debounceTimer = setTimeout(() => {
      debounceTimer = undefined;
      void drain();
    }, AUTO_SAVE_DEBOUNCE_MS);
  }

  async function writeOne(project: Project): Promise<boolean> {
    // User Timing marks around each write: `npm run bench` sums the main thread's work between them.
    performance.mark("jf-autosave-start");
    try {
      await storage.write({ project, timestamp: now() });
      performance.mark("jf-autosave-end");
      baseline = project;
      set({ warning: null, savedAt: now() });
      return true;
    } catch (error) {
      const kind = classifyStorageError(error);
      const detail = error instanceof Error ? error.message : String(error);
      log(`Auto-save failed (${kind}): ${detail}`, error);
      set({ warning: { kind, message: AUTO_SAVE_WARNINGS[kind], detail } });
      return false;
    }
  }

  // Writes one snapshot at a time; a change made during a write waits for its own quiet period
  // and is written next, so the stored record ends up as the latest state and writes never race.
  function drain(): Promise<void> {
    if (writing) return writing;
    writing = (async () => {
      let attempted = false;
      let ok = true;
      while (pending && !paused && !disposed && debounceTimer === undefined) {
        const project = pending;
        pending = null;
        attempted = true;
        inFlight = project;
        ok = await writeOne(project);
        inFlight = null;
        if (!ok) break;
      }
      writing = null;
      if (!attempted || disposed || pending || debounceTimer !== undefined) return;
      if (!ok) {
        set({ status: "idle" });
        return;
      }
      clearCycleTimers();
      savedTimer = setTimeout(() => {
        set({ status: "saved" });
        idleTimer = setTimeout(() => set({ status: "idle" }), AUTO_SAVE_IDLE_DELAY_MS);
      }, AUTO_SAVE_SAVED_DELAY_MS);
    })();
    return writing;
  }

  const unsubscribe = source.subscribe(onChange);

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
    pause() {
      paused = true;
      clearTimeout(debounceTimer);
      debounceTimer = undefined;
      if (state.status === "saving" && !writing) set({ status: "idle" });
    },
    resume() {
      if (!paused) return;
      paused = false;
      pending = null;
      onChange();
    },
    setBaseline(project) {
      baseline = project;
      if (pending === project) pending = null;
    },
    async flush() {
      if (disposed || paused) return;
      // held typing first: its change notice schedules a debounced write, which this flush replaces
      source.flushPending?.();
      clearTimeout(debounceTimer);
      debounceTimer = undefined;
      const project = source.getState();
      if (needsSaving(project) && project !== inFlight) {
        pending = project;
        if (state.status !== "saving") set({ status: "saving" });
      }
      await drain();
    },
    dispose() {
      disposed = true;
      unsubscribe();
      clearTimeout(debounceTimer);
      clearCycleTimers();
      listeners.clear();
    },
  };
}
