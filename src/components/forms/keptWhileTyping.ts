// Messages under a field someone types into (its errors, warnings, a problem): a message that goes
// while they type stays in the page, hidden, until typing pauses (afterTyping).
//
// Why: Chromium ends the typing step of the field in focus whenever a node is removed anywhere in
// the page, so a message leaving on the key that fixed it split what was typed in two for Ctrl+Z
// (the metadata page's Mod ID emptied, "Ab1 x" typed: one Ctrl+Z left "A"). Changing a node's
// attributes, class or text does not end it, and adding one does not either. So a message that
// goes only turns hidden (and loses its role, test id and id, so no screen reader, test or
// aria-describedby finds it), a new one is added after those drawn, and what was drawn is never
// moved (a moved node is removed first). Once typing pauses, the hidden ones leave.
import { useEffect, useState } from "react";
import { afterTyping } from "../motion/typingRest";

/** A message to draw: `shown` false for one that went while someone typed (drawn hidden). */
export interface KeptMessage {
  text: string;
  shown: boolean;
}

const NONE: readonly string[] = [];

/** The messages as one message or none. */
export function messageList(message: string | null | undefined | false): readonly string[] {
  return message ? [message] : NONE;
}

/**
 * What to draw after `drawn`, when `live` are the messages now: every message drawn, in its place
 * (hidden when no longer live, shown again when live again), then the new ones in their order.
 * Each text once (a message's text is its key).
 */
export function keepMessages(drawn: readonly KeptMessage[], live: readonly string[]): KeptMessage[] {
  const now = new Set(live);
  const out = drawn.map((message) => ({ text: message.text, shown: now.has(message.text) }));
  const had = new Set(drawn.map((message) => message.text));
  for (const text of live) {
    if (had.has(text)) continue;
    had.add(text);
    out.push({ text, shown: true });
  }
  return out;
}

/** Only the live messages, in their order: what to draw once typing has paused. */
export function liveMessages(live: readonly string[]): KeptMessage[] {
  return keepMessages([], live);
}

function same(a: readonly KeptMessage[], b: readonly KeptMessage[]): boolean {
  return a.length === b.length && a.every((message, i) => message.text === b[i].text && message.shown === b[i].shown);
}

/**
 * `live` as drawn: a message that went while someone typed stays, hidden, until typing pauses;
 * then only the live ones remain, in their own order.
 */
export function useKeptWhileTyping(live: readonly string[]): readonly KeptMessage[] {
  const [drawn, setDrawn] = useState<readonly KeptMessage[]>(() => liveMessages(live));
  const next = keepMessages(drawn, live);
  // the state follows this render's messages at once (React renders again before committing)
  if (!same(next, drawn)) setDrawn(next);
  const kept = next.some((message) => !message.shown);
  const liveKey = live.join("\u0000");
  useEffect(() => {
    if (!kept) return;
    return afterTyping(() => setDrawn(liveMessages(liveKey === "" ? NONE : liveKey.split("\u0000"))));
  }, [kept, liveKey]);
  return next;
}
