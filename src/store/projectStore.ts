// The project store: folds commands through the reducer and notifies subscribers.
// React reads it through use-sync-external-store (see useProject).
import { emptyProject, type Project } from "../../domain/model";
import { reduce } from "../../commands/reducer";
import type { Command } from "../../commands/types";

type Listener = () => void;

export interface ProjectStore {
  getState(): Project;
  dispatch(command: Command): void;
  subscribe(listener: Listener): () => void;
}

export function createProjectStore(initial: Project = emptyProject()): ProjectStore {
  let state = initial;
  const listeners = new Set<Listener>();
  return {
    getState: () => state,
    dispatch(command) {
      const next = reduce(state, command);
      if (next === state) return;
      state = next;
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const projectStore = createProjectStore();
