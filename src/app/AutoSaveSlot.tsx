// The auto-save slot: the bottom-right status indicator, the first-load restore dialog and the
// notice that another tab edits the project. Only the snapshot probe and the editor lock load
// with the page; the session and its indicator load when there is a snapshot to offer, once the
// project first changes (see autoSaveTrigger.ts), or at once when another tab is editing. Before
// that the indicator would be idle and empty, so nothing is missing from the page meanwhile.
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { Icon } from "../components/icons/Icon";
import { whenAutoSaveNeeded, type AutoSaveStart } from "../services/autosave/autoSaveTrigger";
import { editorLock } from "../services/autosave/editorLock";
import { restoreGate } from "../services/autosave/restoreGate";
import { probeStoredSnapshot, type SnapshotPresence } from "../services/autosave/snapshotProbe";
import { projectStore } from "../store/storeCore";

const loadIndicator = () => import("./AutoSaveIndicator");
const AutoSaveIndicator = lazy(() => loadIndicator().then((m) => ({ default: m.AutoSaveIndicator })));

// One probe per page load, also across StrictMode's double effect.
let probe: Promise<SnapshotPresence> | null = null;
// Links that edit the project as the page loads wait until the restore question is settled
// (restoreGate.ts): held from the app's start, before any page renders.
restoreGate.hold();

export function AutoSaveSlot() {
  const [started, setStarted] = useState(false);
  // The project changed and nothing stored asks a question: the save is under way as far as the
  // person can tell, though the session's code is still loading (spec: the status becomes saving).
  const [savingSoon, setSavingSoon] = useState(false);

  useEffect(() => {
    const lock = editorLock();
    const since = projectStore.getState();
    let begun = false;
    const begin = (how: AutoSaveStart) => {
      if (begun) return;
      begun = true;
      if (how.stored !== "found" && projectStore.getState() !== since) setSavingSoon(true);
      loadIndicator().then(({ startAutoSave }) => {
        startAutoSave(how);
        setStarted(true);
      }, (error: unknown) => {
        console.warn("[auto-save] could not load auto-save", error);
        // no question can be asked: the links need not wait for one
        restoreGate.open();
      });
    };
    // Only the editing tab takes edits. Another tab edits: the notice saying so loads at once.
    const onAccess = () => {
      const access = lock.getAccess();
      projectStore.setReadOnly(access !== "editing");
      if (access === "elsewhere" || access === "taken") begin({ stored: "unknown", since });
    };
    const unsubscribe = lock.subscribe(onAccess);
    onAccess();
    probe ??= probeStoredSnapshot();
    // Nothing stored (or storage unreadable): no question comes. A found snapshot opens the gate
    // once the session has it answered (autoSaveSession's ready).
    void probe.then((presence) => { if (presence !== "found") restoreGate.open(); });
    const stop = whenAutoSaveNeeded(projectStore, probe, begin);
    return () => {
      unsubscribe();
      stop();
    };
  }, []);

  const early = savingSoon ? <AutoSaveCorner><AutoSaveStatusPill saving /></AutoSaveCorner> : null;
  return started ? <Suspense fallback={early}><AutoSaveIndicator Corner={AutoSaveCorner} Pill={AutoSaveStatusPill} /></Suspense> : early;
}

// The status pill and the corner that holds it, here in the first-load bundle: the slot shows
// "Auto-saving..." the moment the project first changes, while the session and its indicator
// (AutoSaveIndicator.tsx, which is handed them to draw) are still on their way.
export function AutoSaveCorner({ children }: { children: ReactNode }) {
  return (
    <div data-autosave-corner="" className="pointer-events-none fixed bottom-3 right-3 z-[55] flex max-w-[min(24rem,calc(100vw-1.5rem))] flex-col items-end gap-2">
      {children}
    </div>
  );
}

export function AutoSaveStatusPill({ saving }: { saving: boolean }) {
  return (
    <div role="status" data-testid="autosave-status"
      className={`jf-panel flex items-center gap-2 border-l-[6px] bg-felt-dark px-3 py-2 text-sm font-bold text-white ${saving ? "border-chips" : "border-green"}`}>
      {saving
        ? <Icon name="spinner" className="h-4 w-4 jf-spin text-chips" />
        : <Icon name="check" className="h-4 w-4 text-green" />}
      {saving ? "Auto-saving..." : "Auto-saved"}
    </div>
  );
}
