import { useSyncExternalStoreWithSelector } from "use-sync-external-store/shim/with-selector";
import type { Project } from "../../domain/model";
import { projectStore } from "./projectStore";

/** Reads a slice of the project; re-renders only when the selected value changes. */
export function useProject<T>(selector: (project: Project) => T, isEqual?: (a: T, b: T) => boolean): T {
  return useSyncExternalStoreWithSelector(projectStore.subscribe, projectStore.getState, projectStore.getState, selector, isEqual);
}

export const dispatch = projectStore.dispatch;
