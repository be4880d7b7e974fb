// The project store with its commands (see storeCore.ts for the store itself). Modules that
// dispatch import the store from here, so the command engine is loaded and installed before
// any of their edits; the app shell imports storeCore.ts and stays without the reducer.
import { emptyProject } from "../../domain/model/defaults";
import type { Project } from "../../domain/model/project";
import { commandEngine } from "./commandEngine";
import { createStoreWith, projectStore, type ProjectStore } from "./storeCore";

export { markJsonClean, projectStore, type HistoryFlags, type ProjectStore } from "./storeCore";

export function createProjectStore(initial: Project = emptyProject()): ProjectStore {
  return createStoreWith(initial, () => commandEngine);
}

/** Applies a command to the app's store (see ProjectStore.dispatch). */
export const dispatch = (command: Parameters<ProjectStore["dispatch"]>[0]): string | null => projectStore.dispatch(command);
