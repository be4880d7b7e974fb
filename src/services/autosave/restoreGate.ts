// Whether this page load's restore question is settled. A link that edits the project as the page
// loads (`/jokers?new=1`) waits for it: an item created while 'Restore Auto-Saved Project?' is
// still open would open its editor over the question, and Restore Project would then replace the
// project under it. The app holds the gate while it looks for a stored snapshot (AutoSaveSlot);
// it opens when none is found, or when the question is answered and the project is the one to
// edit (autoSaveSession's ready). Without the app's auto-save (a component rendered alone in a
// test) it is open.
import { useSyncExternalStore } from "react";

let held = false;
const listeners = new Set<() => void>();

export const restoreGate = {
  /** Whether links that edit the project may act now. */
  isOpen: (): boolean => !held,
  /** Closes the gate until `open` (called once, as the app loads, before anything renders). */
  hold(): void {
    held = true;
  },
  open(): void {
    if (!held) return;
    held = false;
    for (const listener of [...listeners]) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => { listeners.delete(listener); };
  },
};

export function useRestoreSettled(): boolean {
  return useSyncExternalStore(restoreGate.subscribe, restoreGate.isOpen, restoreGate.isOpen);
}
