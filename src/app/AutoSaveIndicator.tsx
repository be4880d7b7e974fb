// The auto-save indicator: the bottom-right status pill, the failure warning and the first-load
// restore dialog, with the session behind them. Loaded by AutoSaveSlot once auto-save is needed.
import { lazy, Suspense, useState } from "react";
import { Icon } from "../components/icons/Icon";
import { autoSaveSession } from "../services/autosave/autoSaveSession";
import type { AutoSaveStart } from "../services/autosave/autoSaveTrigger";
import type { AutoSaveWarning } from "../services/autosave/controller";
import type { AutoSaveCorner, AutoSaveStatusPill } from "./AutoSaveSlot";
import { useAutoSaveSession } from "./restore/useAutoSaveSession";

// Only a visit with a stored snapshot needs the dialog (and its modal), so it loads on demand.
const RestoreDialog = lazy(() => import("./restore/RestoreDialog").then((m) => ({ default: m.RestoreDialog })));
// Only a second tab needs the notice that another tab edits.
const EditorLockNotice = lazy(() => import("./restore/EditorLockNotice").then((m) => ({ default: m.EditorLockNotice })));

/** Starts the app's session (before the indicator renders, so a pagehide flush never waits on React). */
export function startAutoSave(how: AutoSaveStart): void {
  autoSaveSession().start(how);
}

/**
 * The pill and its corner come from the slot (first-load bundle), which draws them before this
 * chunk arrives: passed in rather than imported, so this chunk imports nothing back from the
 * entry's own modules (the bundler would split React out of the first-load chunk for it).
 */
export function AutoSaveIndicator({ Corner, Pill }: { Corner: typeof AutoSaveCorner; Pill: typeof AutoSaveStatusPill }) {
  const state = useAutoSaveSession();
  // Opened once per load, so the age badge is computed once rather than ticking.
  const [openedAt] = useState(() => Date.now());

  const session = autoSaveSession();
  return (
    <>
      <Corner>
        {state.warning && <AutoSaveWarningCard warning={state.warning} />}
        {state.status !== "idle" && <Pill saving={state.status === "saving"} />}
      </Corner>
      {(state.access === "elsewhere" || state.access === "taken") && (
        <Suspense fallback={null}>
          <EditorLockNotice access={state.access} takingOver={state.takingOver} onTakeOver={() => { void session.takeOver(); }} />
        </Suspense>
      )}
      {state.phase === "asking" && state.offer && state.access !== "elsewhere" && state.access !== "taken" && (
        <Suspense fallback={null}>
          <RestoreDialog offer={state.offer} now={openedAt}
            onRestore={() => { void session.restore(); }}
            onStartFresh={() => { void session.startFresh(); }} />
        </Suspense>
      )}
    </>
  );
}

/** Stays up until a later write succeeds; offers the file save that keeps the work safe meanwhile. */
function AutoSaveWarningCard({ warning }: { warning: AutoSaveWarning }) {
  const save = async () => (await import("./actions/projectActions")).saveProjectAction();
  return (
    <div role="alert" data-testid="autosave-warning" data-warning-kind={warning.kind} title={warning.detail}
      className="jf-panel pointer-events-auto flex items-start gap-3 border-l-[6px] border-attention bg-felt-dark p-3">
      <Icon name="warning" className="mt-0.5 h-5 w-5 shrink-0 text-attention" />
      <div className="min-w-0 flex-1">
        <p className="text-sm text-white">{warning.message}</p>
        <button type="button" className="jf-button jf-button-orange mt-2 px-3 py-1 text-sm" onClick={() => { void save(); }}>
          Save Mod
        </button>
      </div>
    </div>
  );
}
