import { useSyncExternalStore } from "react";
import { useSyncExternalStoreWithSelector } from "use-sync-external-store/with-selector";
import type { Project } from "../../domain/model";
import { projectStore, type HistoryFlags } from "./storeCore";

/** Reads a slice of the project; re-renders only when the selected value changes. */
export function useProject<T>(selector: (project: Project) => T, isEqual?: (a: T, b: T) => boolean): T {
  return useSyncExternalStoreWithSelector(projectStore.subscribe, projectStore.getState, projectStore.getState, selector, isEqual);
}

/** Whether undo and redo are possible; re-renders only when one of them flips. */
export function useHistoryState(): HistoryFlags {
  return useSyncExternalStore(projectStore.subscribe, projectStore.getHistoryState, projectStore.getHistoryState);
}

/** Undo and redo for buttons and shortcuts; `at` defaults to now (it only dates the log entry). */
export const undo = (): boolean => projectStore.undo();
export const redo = (): boolean => projectStore.redo();
