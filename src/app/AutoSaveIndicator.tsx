// The auto-save session and what only it can show: the failure warning, the first-load restore
// dialog and the notice that another tab edits. Loaded by AutoSaveSlot once auto-save is needed;
// the slot draws the status pill from the session's state.
import { lazy, Suspense, useState } from "react";
import { Icon } from "../components/icons/Icon";
import { autoSaveSession, type AutoSaveSessionState } from "../services/autosave/autoSaveSession";
import type { AutoSaveStart } from "../services/autosave/autoSaveTrigger";
import type { AutoSaveWarning } from "../services/autosave/controller";

// Only a visit with a stored snapshot needs the dialog (and its modal), so it loads on demand.
const RestoreDialog = lazy(() => import("./restore/RestoreDialog").then((m) => ({ default: m.RestoreDialog })));
// Only a second tab needs the notice that another tab edits.
const EditorLockNotice = lazy(() => import("./restore/EditorLockNotice").then((m) => ({ default: m.EditorLockNotice })));

/** Starts the app's session (before the indicator renders, so a pagehide flush never waits on React). */
export function startAutoSave(how: AutoSaveStart): void {
  autoSaveSession().start(how);
}

/** The session's state, for the slot's useSyncExternalStore (stable functions: no resubscribing). */
export const subscribeSession = (listener: () => void): (() => void) => autoSaveSession().subscribe(listener);
export const sessionState = (): AutoSaveSessionState => autoSaveSession().getState();

/**
 * The dialogs the session may ask for: the notice that another tab edits, and the restore question.
 * The slot draws the corner and its pill itself (first-load bundle), so this chunk imports nothing
 * back from the entry's own modules (the bundler would split React out of the first-load chunk).
 */
export function AutoSaveDialogs({ state }: { state: AutoSaveSessionState }) {
  // Opened once per load, so the age badge is computed once rather than ticking.
  const [openedAt] = useState(() => Date.now());
  const session = autoSaveSession();
  return (
    <>
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
export function AutoSaveWarningCard({ warning }: { warning: AutoSaveWarning }) {
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
