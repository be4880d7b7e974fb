// The focus session that ends a typing burst. Every burst key the app sends ends with the
// current session number ("jokers:<id>:name@3"); the number moves on whenever focus leaves an
// element (focusout) and when an editor closes (`endBursts`), so the next edit of the same field
// is a new undo step, however soon it comes. commands/history.ts groups by key alone (no time
// window), and the key travels in the command, so a replayed log groups as the live session did.

import { projectStore } from "../../store/storeCore";
import { isTextEditingTarget } from "./textField";

let session = 0;
let listening = false;

function listen(): void {
  if (listening || typeof document === "undefined") return;
  listening = true;
  // Typing held for the next paint (the store's dispatchSoon) is applied before the field's own
  // blur handler runs, so a field that drops its draft on blur shows the stored value at once.
  document.addEventListener("focusout", () => { projectStore.flushPending(); session++; }, true);
}

/** Ends every open burst (an editor closed, a dialog saved); what was typed is applied now. */
export function endBursts(): void {
  projectStore.flushPending();
  session++;
}

/**
 * Whether the focused element is a field someone types text into (a textarea, a text or number
 * input). Such a field shows its own draft, so its edits may wait until typing rests
 * (the store's dispatchSoon "rest"); a select, a colour picker or a slider shows the project's
 * value and is applied after the next paint.
 */
export function typingInTextField(): boolean {
  if (typeof document === "undefined") return false;
  const el = document.activeElement as (Element & { readOnly?: boolean }) | null;
  return isTextEditingTarget(el) && el?.readOnly !== true;
}

/** `base` made into a burst key of the current focus session. */
export function burstKey(base: string): string {
  listen();
  return `${base}@${session}`;
}
