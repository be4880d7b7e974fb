// Effect custom messages (spec section 5): "no quotes, backticks or line breaks; a lone backslash
// refused; at most 100 characters". They are emitted inside a Lua string literal.
import { fail, ok, type TextCheck } from "./textResult";

export const MESSAGE_MAX = 100;

export const MESSAGE_MESSAGES = {
  quotes: "Message cannot contain quotation marks",
  backticks: "Message cannot contain backticks",
  lineBreaks: "Message cannot contain line breaks",
  backslash: "Unescaped backslashes may cause issues",
  length: `Message must be ${MESSAGE_MAX} characters or less`,
} as const;

/** A backslash not doubled ("\\" is an escaped backslash and allowed). */
function hasLoneBackslash(text: string): boolean {
  return /\\/.test(text.replace(/\\\\/g, ""));
}

export function validateMessage(text: string): TextCheck {
  if (/["']/.test(text)) return fail(MESSAGE_MESSAGES.quotes);
  if (text.includes("`")) return fail(MESSAGE_MESSAGES.backticks);
  if (/[\r\n]/.test(text)) return fail(MESSAGE_MESSAGES.lineBreaks);
  if (hasLoneBackslash(text)) return fail(MESSAGE_MESSAGES.backslash);
  if (text.length > MESSAGE_MAX) return fail(MESSAGE_MESSAGES.length);
  return ok;
}

/** A custom message's problem in the spec's words, or null ("" takes the message away: no problem). */
export function messageProblem(text: string): string | null {
  return text === "" ? null : validateMessage(text).error ?? null;
}
