// When the auto-save session has to be loaded: at once when a snapshot is stored (the restore
// question), otherwise on the first change of the project (there is nothing to save before it).
// The 500 ms debounce leaves the session plenty of time to load before its first write.
import type { Project } from "../../../domain/model";
import type { ProjectSource } from "./controller";
import type { SnapshotPresence } from "./snapshotProbe";

/** How the session starts: what the probe found and the project as it was at startup. */
export interface AutoSaveStart {
  stored: SnapshotPresence;
  /** The project at startup: what is "already saved" (the empty default), so the first change is written. */
  since: Project;
}

/**
 * Calls `start` once, when auto-save is needed; returns the function that stops waiting.
 * A change before the probe answers waits for the answer, so a stored snapshot is still offered.
 */
export function whenAutoSaveNeeded(source: ProjectSource, probe: Promise<SnapshotPresence>, start: (how: AutoSaveStart) => void): () => void {
  const since = source.getState();
  let stored: SnapshotPresence | null = null;
  let changed = false;
  let done = false;

  function decide() {
    if (done || stored === null || (stored !== "found" && !changed)) return;
    stop();
    start({ stored, since });
  }

  const unsubscribe = source.subscribe(() => {
    if (source.getState() === since) return;
    changed = true;
    decide();
  });
  function stop() {
    done = true;
    unsubscribe();
  }

  void probe.then((presence) => {
    stored = presence;
    decide();
  });
  return stop;
}
