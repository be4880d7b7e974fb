// The focus session that ends a typing burst. Every burst key the app sends ends with the
// current session number ("jokers:<id>:name@3"); the number moves on whenever focus leaves an
// element (focusout) and when an editor closes (`endBursts`), so the next edit of the same field
// is a new undo step, however soon it comes. commands/history.ts groups by key alone (no time
// window), and the key travels in the command, so a replayed log groups as the live session did.

let session = 0;
let listening = false;

function listen(): void {
  if (listening || typeof document === "undefined") return;
  listening = true;
  document.addEventListener("focusout", () => { session++; }, true);
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
