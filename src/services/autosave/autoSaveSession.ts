// The app's one auto-save: the controller on the project store with IndexedDB behind it, the
// first-load restore question, and the flush when the page is hidden or closed.
//
// Flushing on visibilitychange/pagehide is best effort: the IndexedDB transaction is started and
// explicitly committed before the handler's microtasks end (a reload in Chromium keeps it, see
// e2e/autosave.spec.ts), but a browser may tear a closing tab down before the commit lands, and
// a huge project takes longer to clone. The 500 ms debounce keeps that window small; the normal
// path never depends on it.
import { projectStore } from "../../store/projectStore";
import { showToast } from "../../components/toast/toastStore";
import type { AutoSaveStart } from "./autoSaveTrigger";
import { createAutoSaveController, type AutoSaveController, type AutoSaveState } from "./controller";
import { editorLock, type EditorAccess, type EditorLock } from "./editorLock";
import { createIndexedDbStorage } from "./indexedDbStorage";
import type { SnapshotStorage } from "./snapshotStorage";
import { restoreGate } from "./restoreGate";
import { checkStoredRecord, type RestoreOffer } from "./storedRecord";

export const PROJECT_RESTORED = { title: "Project Restored", message: "Your auto-saved project has been restored successfully!" } as const;
export const RESTORE_FAILED = {
  title: "Restore Failed",
  message: "The auto-saved data is corrupted and could not be restored. Starting a fresh project.",
} as const;

export type RestorePhase = "loading" | "asking" | "ready";

export const EDITING_HERE = { title: "Editing Here", message: "This tab now edits the project." } as const;
export const EDITING_HERE_LOADED = { title: "Editing Here", message: "This tab now edits the project, with the other tab's latest auto-save loaded." } as const;

export interface AutoSaveSessionState extends AutoSaveState {
  phase: RestorePhase;
  offer: RestoreOffer | null;
  /** Whether this tab edits or another one does (editorLock.ts). */
  access: EditorAccess;
  takingOver: boolean;
}

type Listener = () => void;

/** Keys of parts or blobs the stored head lists but storage lacks (snapshotLayout.ts). */
function missingOf(record: unknown): string[] {
  const missing = typeof record === "object" && record !== null ? (record as { missing?: unknown }).missing : undefined;
  return Array.isArray(missing) ? missing.map(String) : [];
}

const log = (message: string, error?: unknown) => console.warn(`[auto-save] ${message}`, error ?? "");

export interface AutoSaveSession {
  getState(): AutoSaveSessionState;
  subscribe(listener: Listener): () => void;
  /**
   * Reads the stored snapshot and starts watching the project; safe to call more than once.
   * `how` comes from the startup probe (autoSaveTrigger.ts): the session may start after the first
   * change, so it saves relative to the startup project, and skips the read when the probe found none.
   */
  start(how?: AutoSaveStart): void;
  restore(): Promise<void>;
  startFresh(): Promise<void>;
  /** Makes this tab the editing one: the other tab hands over, then the latest save is loaded. */
  takeOver(): Promise<void>;
  /** Stops watching (tests; the app's session lives as long as the page). */
  dispose(): void;
}

export function createAutoSaveSession(storage: SnapshotStorage = createIndexedDbStorage(), lock: EditorLock = editorLock()): AutoSaveSession {
  const listeners = new Set<Listener>();
  let phase: RestorePhase = "loading";
  let offer: RestoreOffer | null = null;
  let offered: unknown = null;
  let offeredMissing: string[] = [];
  let controller: AutoSaveController | null = null;
  let state: AutoSaveSessionState = { status: "idle", warning: null, savedAt: null, phase, offer, access: lock.getAccess(), takingOver: false };
  let unsubscribeLock: (() => void) | null = null;

  function emit() {
    const saving = controller?.getState() ?? state;
    state = { status: saving.status, warning: saving.warning, savedAt: saving.savedAt, phase, offer, access: lock.getAccess(), takingOver: lock.isTakingOver() };
    listeners.forEach((listener) => listener());
  }

  /** Only the editing tab writes (a browser without Web Locks counts as editing). */
  const editsHere = () => lock.getAccess() === "editing";
  const editedElsewhere = () => lock.getAccess() === "elsewhere" || lock.getAccess() === "taken";

  function ready() {
    phase = "ready";
    offer = null;
    offered = null;
    emit();
    restoreGate.open();
    if (editsHere()) controller?.resume();
    // The tab went to the background while this code was still loading (the first change shows
    // "Auto-saving..." at once, before the session listens): the hide was missed, so write now.
    if (editsHere() && typeof document !== "undefined" && document.visibilityState === "hidden") flush();
  }

  function onLockChange() {
    if (editedElsewhere()) controller?.pause();
    else if (phase === "ready") controller?.resume();
    emit();
  }

  // Before another tab takes over: no more edits here, and the last change is written first.
  async function handOver() {
    projectStore.setReadOnly(true);
    await controller?.flush();
    controller?.pause();
  }

  // After taking over: the other tab's latest save becomes this tab's project.
  async function takenOver() {
    controller?.pause();
    const before = storage.revision?.();
    let record: unknown;
    try {
      record = await storage.read();
    } catch (error) {
      log("could not read the auto-save after taking over", error);
    }
    const check = checkStoredRecord(record);
    const changed = before === undefined || storage.revision?.() !== before;
    let loaded = false;
    if (check.kind === "offer" && changed && missingOf(record).length === 0) {
      const { restoreStoredProject } = await import("./restoreProject");
      const result = restoreStoredProject(check.project);
      if (result.ok) {
        projectStore.setReadOnly(false);
        projectStore.dispatch({ type: "project/import", project: result.project, from: "auto-save", at: Date.now() });
        controller?.setBaseline(projectStore.getState());
        loaded = true;
      } else {
        log(`the auto-save could not be loaded after taking over: ${result.reason}`);
      }
    }
    projectStore.setReadOnly(false);
    showToast({ type: "success", ...(loaded ? EDITING_HERE_LOADED : EDITING_HERE) });
    phase = "ready";
    offer = null;
    offered = null;
  }

  async function deleteStored(why: string) {
    try {
      await storage.clear();
    } catch (error) {
      log(`could not delete the auto-save (${why})`, error);
    }
  }

  async function load() {
    let record: unknown;
    try {
      record = await storage.read();
    } catch (error) {
      // Unreadable storage: nothing to offer; the first write will show the warning if it fails too.
      log("could not read the auto-save", error);
      ready();
      return;
    }
    const check = checkStoredRecord(record);
    if (check.kind === "invalid") {
      log(`deleting an unusable auto-save: ${check.reason}`);
      await deleteStored(check.reason);
    }
    if (check.kind !== "offer") {
      ready();
      return;
    }
    // Asking: the controller stays paused, so the empty project never replaces the snapshot.
    phase = "asking";
    offer = check.offer;
    offered = check.project;
    offeredMissing = missingOf(record);
    emit();
  }

  const flush = () => { void controller?.flush(); };
  const onVisibility = () => { if (document.visibilityState === "hidden") flush(); };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
    start(how) {
      if (controller) return;
      controller = createAutoSaveController({ source: projectStore, storage, paused: true, log, baseline: how?.since });
      controller.subscribe(emit);
      lock.setHandlers({ onYield: handOver, onAcquire: takenOver });
      unsubscribeLock = lock.subscribe(onLockChange);
      if (typeof document !== "undefined") document.addEventListener("visibilitychange", onVisibility);
      if (typeof window !== "undefined") window.addEventListener("pagehide", flush);
      if (editedElsewhere()) {
        // Another tab edits: no restore question here (Start Fresh would delete its work).
        storage.connect?.().catch(() => {});
        ready();
      } else if (how?.stored === "none") {
        // Nothing was stored at startup: no question to ask, even if another tab has written since.
        // A failed connect needs no report here: the first write retries it and shows the warning.
        storage.connect?.().catch(() => {});
        ready();
      } else {
        void load();
      }
    },
    async restore() {
      if (phase !== "asking") return;
      phase = "loading";
      emit();
      const missing = offeredMissing;
      const result = missing.length > 0
        ? { ok: false as const, reason: `records missing from storage: ${missing.slice(0, 3).join(", ")}${missing.length > 3 ? ` (and ${missing.length - 3} more)` : ""}` }
        : await import("./restoreProject")
        .then(({ restoreStoredProject }) => restoreStoredProject(offered))
        .catch((error: unknown) => ({ ok: false as const, reason: `could not load the restore code: ${String(error)}` }));
      if (result.ok) {
        projectStore.dispatch({ type: "project/import", project: result.project, from: "auto-save", at: Date.now() });
        // Storage already holds this project: no rewrite (and no 'Auto-saving...') right after.
        controller?.setBaseline(projectStore.getState());
        if (result.repairs.length > 0) log(`restored with repairs: ${result.repairs.join("; ")}`);
        showToast({ type: "success", ...PROJECT_RESTORED });
      } else {
        log(`the auto-save is corrupt: ${result.reason}`);
        await deleteStored("corrupt");
        showToast({ type: "error", ...RESTORE_FAILED });
      }
      ready();
    },
    async startFresh() {
      if (phase !== "asking") return;
      phase = "loading";
      emit();
      // The delete is awaited before auto-save resumes, so it can never remove a newer snapshot.
      await deleteStored("start fresh");
      ready();
    },
    takeOver: () => lock.takeOver(),
    dispose() {
      unsubscribeLock?.();
      lock.setHandlers({});
      controller?.dispose();
      if (typeof document !== "undefined") document.removeEventListener("visibilitychange", onVisibility);
      if (typeof window !== "undefined") window.removeEventListener("pagehide", flush);
      listeners.clear();
    },
  };
}

let session: AutoSaveSession | null = null;

/** The app's session, created on first use (so tests and the CLI never open IndexedDB). */
export function autoSaveSession(): AutoSaveSession {
  session ??= createAutoSaveSession();
  return session;
}
