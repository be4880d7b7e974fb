// The value a text field shows while someone types in another field: the value it had, until
// typing pauses (afterTyping) or the focus moves. For fields another one fills in (the metadata
// page's Mod ID, Prefix and Display Name follow the Mod Name).
//
// Why: Chromium ends the typing step of the field in focus whenever a script writes the value of
// any text field, so a field filled in on every key of the name split the name's typing into one
// Ctrl+Z per character.
//
// The held value is written the moment focus leaves the field being typed in, before it lands
// anywhere: written later, as the held field itself takes focus, it would replace the selection
// that focus made (Tab selects the whole text) with a caret at the end, and what was typed next
// was added to the old text instead of replacing it. It is written to the element directly, at
// once (React, rendering afterwards, finds the element already showing it).
import { useEffect, useState, type RefObject } from "react";
import { afterTyping } from "../motion/typingRest";

/** `value`, or while `focused` is false and someone types elsewhere, the value shown before. */
export function useValueHeldWhileTyping(value: string, focused: boolean, field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>): string {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (shown === value) return;
    if (focused) {
      setShown(value);
      return;
    }
    let done = false;
    const show = () => {
      if (done) return;
      done = true;
      const element = field.current;
      if (element && element.value !== value) {
        // a selection of the whole old text (made before the focus lands) covers the new one
        const all = element.value.length > 0 && element.selectionStart === 0 && element.selectionEnd === element.value.length;
        element.value = value;
        if (all) element.setSelectionRange(0, value.length);
      }
      setShown(value);
    };
    const cancel = afterTyping(show);
    document.addEventListener("focusout", show, true);
    return () => {
      cancel();
      document.removeEventListener("focusout", show, true);
    };
  }, [value, shown, focused, field]);
  return focused ? value : shown;
}
