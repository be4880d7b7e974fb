// The focus session that ends a typing burst. Every burst key the app sends ends with the
// current session number ("jokers:<id>:name@3"); the number moves on whenever focus leaves an
// element (focusout) and when an editor closes (`endBursts`), so the next edit of the same field
// is a new undo step, however soon it comes. commands/history.ts groups by key alone (no time
// window), and the key travels in the command, so a replayed log groups as the live session did.

import { projectStore } from "../../store/storeCore";

let session = 0;
let listening = false;

function listen(): void {
  if (listening || typeof document === "undefined") return;
  listening = true;
  // Typing held for the next paint (the store's dispatchSoon) is applied before the field's own
  // blur handler runs, so a field that drops its draft on blur shows the stored value at once.
  document.addEventListener("focusout", () => { projectStore.flushPending(); session++; }, true);
}

/** Ends every open burst (an editor closed, a dialog saved). */
export function endBursts(): void {
  session++;
}

/** `base` made into a burst key of the current focus session. */
export function burstKey(base: string): string {
  listen();
  return `${base}@${session}`;
}
