// The auto-save slot: the bottom-right status indicator and the first-load restore dialog.
// Only the snapshot probe loads with the page; the session and its indicator load when there is
// a snapshot to offer or once the project first changes (see autoSaveTrigger.ts). Before that the
// indicator would be idle and empty, so nothing is missing from the page meanwhile.
import { lazy, Suspense, useEffect, useState } from "react";
import { whenAutoSaveNeeded } from "../services/autosave/autoSaveTrigger";
import { probeStoredSnapshot, type SnapshotPresence } from "../services/autosave/snapshotProbe";
import { projectStore } from "../store/projectStore";

const loadIndicator = () => import("./AutoSaveIndicator");
const AutoSaveIndicator = lazy(() => loadIndicator().then((m) => ({ default: m.AutoSaveIndicator })));

// One probe per page load, also across StrictMode's double effect.
let probe: Promise<SnapshotPresence> | null = null;

export function AutoSaveSlot() {
  const [started, setStarted] = useState(false);

  useEffect(() => whenAutoSaveNeeded(projectStore, probe ??= probeStoredSnapshot(), (how) => {
    loadIndicator().then(({ startAutoSave }) => {
      startAutoSave(how);
      setStarted(true);
    }, (error: unknown) => console.warn("[auto-save] could not load auto-save", error));
  }), []);

  return started && <Suspense fallback={null}><AutoSaveIndicator /></Suspense>;
}
