// Text from a project, a mod or the command line, made safe to print on a terminal: control
// characters (C0 with line breaks and tabs, DEL, C1), lone surrogates and the characters that
// show nothing or reorder text (bidi overrides, zero-width and line separators:
// domain/lua/hiddenCharacters) are written as escapes, so a name can neither run terminal
// commands (ESC sequences), cut a line short (NUL), nor print a line that looks like the
// command's own (line breaks). Every value a CLI command prints that did not come from the
// command itself goes through here.
import { isHiddenCodePoint } from "../../domain/lua/hiddenCharacters";

const NAMED: Record<number, string> = { 0x09: "\\t", 0x0a: "\\n", 0x0d: "\\r" };
/** Printable ASCII only: nothing to escape (the common case, checked first). */
const PLAIN = /^[\x20-\x7e]*$/;

export function isUnprintable(cp: number): boolean {
  return cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) || (cp >= 0xd800 && cp <= 0xdfff) || isHiddenCodePoint(cp);
}

/** `text` with every control or hidden character written as \n, \t, \r, \xNN or \u{N}. */
export function printable(text: unknown): string {
  const value = String(text);
  if (PLAIN.test(value)) return value;
  let out = "";
  for (const ch of value) {
    const cp = ch.codePointAt(0)!;
    if (!isUnprintable(cp)) out += ch;
    else if (NAMED[cp]) out += NAMED[cp];
    else out += cp <= 0xff ? `\\x${cp.toString(16).padStart(2, "0")}` : `\\u{${cp.toString(16)}}`;
  }
  return out;
}

/** A copy of a plain value (objects, arrays, strings) with every string made printable. */
export function printableDeep<T>(value: T): T {
  if (typeof value === "string") return printable(value) as T;
  if (Array.isArray(value)) return value.map((v) => printableDeep(v)) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [printable(k), printableDeep(v)])) as T;
  }
  return value;
}

/**
 * JSON safe for a terminal: JSON.stringify already escapes C0 controls and lone surrogates; this
 * also writes DEL, C1 and hidden characters as \uXXXX, so the text still parses to the same value.
 */
export function printableJson(value: unknown): string {
  const json = JSON.stringify(value);
  if (PLAIN.test(json)) return json;
  let out = "";
  for (const ch of json) {
    const cp = ch.codePointAt(0)!;
    if (!isUnprintable(cp)) out += ch;
    else for (let i = 0; i < ch.length; i += 1) out += `\\u${ch.charCodeAt(i).toString(16).padStart(4, "0")}`;
  }
  return out;
}
