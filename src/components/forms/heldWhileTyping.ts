// The value a text field shows while someone types in another field: the value it had, until
// typing pauses (afterTyping). For fields another one fills in (the metadata page's Mod ID, Prefix
// and Display Name follow the Mod Name).
//
// Why: Chromium ends the typing step of the field in focus whenever a script writes the value of
// any text field, so a field filled in on every key of the name split the name's typing into one
// Ctrl+Z per character. The field in focus always shows its own value at once.
import { useEffect, useState } from "react";
import { afterTyping } from "../motion/typingRest";

/** `value`, or while `focused` is false and someone types elsewhere, the value shown before. */
export function useValueHeldWhileTyping(value: string, focused: boolean): string {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (shown === value) return;
    if (focused) {
      setShown(value);
      return;
    }
    return afterTyping(() => setShown(value));
  }, [value, shown, focused]);
  return focused ? value : shown;
}
