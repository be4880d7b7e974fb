// The auto-save slot: the bottom-right status indicator, the first-load restore dialog and the
// notice that another tab edits the project. Only the snapshot probe and the editor lock load
// with the page; the session and its indicator load when there is a snapshot to offer, once the
// project first changes (see autoSaveTrigger.ts), or at once when another tab is editing. Before
// that the indicator would be idle and empty, so nothing is missing from the page meanwhile.
import { useEffect, useState, useSyncExternalStore } from "react";
import { Icon } from "../components/icons/Icon";
import { whenAutoSaveNeeded, type AutoSaveStart } from "../services/autosave/autoSaveTrigger";
import { editorLock } from "../services/autosave/editorLock";
import { restoreGate } from "../services/autosave/restoreGate";
import type { AutoSaveSessionState } from "../services/autosave/autoSaveSession";
import { probeStoredSnapshot, type SnapshotPresence } from "../services/autosave/snapshotProbe";
import { projectStore } from "../store/storeCore";

const loadIndicator = () => import("./AutoSaveIndicator");
type Indicator = Awaited<ReturnType<typeof loadIndicator>>;
const noSubscribe = () => () => {};
const noState = (): AutoSaveSessionState | null => null;

// One probe per page load, also across StrictMode's double effect.
let probe: Promise<SnapshotPresence> | null = null;
// Links that edit the project as the page loads wait until the restore question is settled
// (restoreGate.ts): held from the app's start, before any page renders.
restoreGate.hold();

export function AutoSaveSlot() {
  // the session's module, once loaded and started
  const [indicator, setIndicator] = useState<Indicator | null>(null);
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
      loadIndicator().then((loaded) => {
        loaded.startAutoSave(how);
        setIndicator(loaded);
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

  const state = useSyncExternalStore(indicator?.subscribeSession ?? noSubscribe, indicator?.sessionState ?? noState, indicator?.sessionState ?? noState);
  const status = state ? state.status : savingSoon ? "saving" : "idle";
  // The corner and its pill stay in the page from the first render on, and only change: the pill
  // is hidden when idle, not removed. Chromium ends the typing step of the field in focus when a
  // node is removed anywhere in the page, so a pill swapped while someone typed (the early pill
  // for the session's, or going idle) split their typing in two for Ctrl+Z in that field.
  return (
    <>
      <div data-autosave-corner="" data-session={indicator ? "started" : "not-started"} className="pointer-events-none fixed bottom-3 right-3 z-[55] flex max-w-[min(24rem,calc(100vw-1.5rem))] flex-col items-end gap-2">
        {indicator && state?.warning ? <indicator.AutoSaveWarningCard warning={state.warning} /> : null}
        <AutoSaveStatusPill status={status} />
      </div>
      {indicator && state ? <indicator.AutoSaveDialogs state={state} /> : null}
    </>
  );
}

/** "Auto-saving..." or "Auto-saved"; hidden when idle (see AutoSaveSlot). */
function AutoSaveStatusPill({ status }: { status: AutoSaveSessionState["status"] }) {
  const saving = status === "saving";
  return (
    <div role="status" data-testid="autosave-status"
      className={`jf-panel ${status === "idle" ? "hidden" : "flex"} items-center gap-2 border-l-[6px] bg-felt-dark px-3 py-2 text-sm font-bold text-white ${saving ? "border-chips" : "border-green"}`}>
      {saving
        ? <Icon name="spinner" className="h-4 w-4 jf-spin text-chips" />
        : <Icon name="check" className="h-4 w-4 text-green" />}
      {saving ? "Auto-saving..." : "Auto-saved"}
    </div>
  );
}
