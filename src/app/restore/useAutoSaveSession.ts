import { useSyncExternalStore } from "react";
import { autoSaveSession, type AutoSaveSessionState } from "../../services/autosave/autoSaveSession";

/** The auto-save status, warning and restore question, for the indicator and the dialog. */
export function useAutoSaveSession(): AutoSaveSessionState {
  const session = autoSaveSession();
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
