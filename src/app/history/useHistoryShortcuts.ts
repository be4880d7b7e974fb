// Ctrl+Z undo, Ctrl+Shift+Z and Ctrl+Y redo (Cmd on a Mac). Not while a text field has focus:
// there the browser's own text undo is what the person expects, and their typing burst is a
// single project undo step once they leave the field anyway.
import { useEffect } from "react";
import { projectStore } from "../../store/storeCore";
import { isTextEditingTarget } from "./textField";

export type HistoryAction = "undo" | "redo";

/** The parts of a KeyboardEvent the shortcut reads (so it can be tested without a DOM). */
export interface KeyLike {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

// The letter typed, by layout (so QWERTZ's Z works), else by physical key (non-Latin layouts).
function letterOf(event: KeyLike): string {
  if (event.key.length === 1 && /[a-z]/i.test(event.key)) return event.key.toLowerCase();
  const match = /^Key([A-Z])$/.exec(event.code ?? "");
  return match ? match[1].toLowerCase() : "";
}

export function historyActionForKey(event: KeyLike, mac: boolean): HistoryAction | null {
  const modifier = mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  if (!modifier || event.altKey) return null;
  const letter = letterOf(event);
  if (letter === "z") return event.shiftKey ? "redo" : "undo";
  if (letter === "y" && !event.shiftKey) return "redo";
  return null;
}

export function isMacPlatform(): boolean {
  if (typeof navigator === "undefined") return false;
  return /Mac|iPhone|iPad|iPod/i.test(navigator.platform || navigator.userAgent);
}

/** Listens for the shortcuts on `target`; returns the function that stops listening. */
export function installHistoryShortcuts(target: EventTarget, actions: Record<HistoryAction, () => void>, mac: boolean): () => void {
  const onKeyDown = (event: Event) => {
    const key = event as Event & KeyLike & { isComposing?: boolean };
    if (event.defaultPrevented || key.isComposing || typeof key.key !== "string") return;
    const action = historyActionForKey(key, mac);
    if (!action || isTextEditingTarget(event.target)) return;
    event.preventDefault();
    actions[action]();
  };
  target.addEventListener("keydown", onKeyDown);
  return () => target.removeEventListener("keydown", onKeyDown);
}

/** Installs the shortcuts on the window for as long as the calling component is mounted. */
export function useHistoryShortcuts(): void {
  useEffect(() => installHistoryShortcuts(window, {
    undo: () => projectStore.undo(),
    redo: () => projectStore.redo(),
  }, isMacPlatform()), []);
}
