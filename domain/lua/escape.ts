// The only way text reaches generated Lua: a double-quoted literal. Lua 5.1 and LuaJIT strings
// are 8-bit clean, so printable non-ASCII text is written as its raw UTF-8 bytes and a translator
// reads "Café" in localization/en-us.lua, not `Caf\195\169`. What an editor would not show, or
// would show as a line break, is a decimal escape of its UTF-8 bytes instead: C0 controls and DEL,
// and every hidden character (isHiddenCodePoint). Lua 5.1's `\ddd` takes up to three digits, so
// each escape is padded to three to keep a following digit from joining it. A lone UTF-16
// surrogate has no UTF-8 form; it is written as the escaped bytes of U+FFFD, the same character
// TextEncoder puts in its place everywhere else.
import { isHiddenCodePoint } from "./hiddenCharacters";

const encoder = new TextEncoder();

const NAMED: Record<number, string> = {
  0x5c: "\\\\", // backslash
  0x22: "\\\"", // double quote
  0x0a: "\\n",
  0x0d: "\\r",
  0x09: "\\t",
};

/** Printable ASCII without quote or backslash: the common case, needing no escapes at all. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

const REPLACEMENT = decimalBytes("\ufffd");

export function luaStringLiteral(text: string): string {
  if (PLAIN.test(text)) return `"${text}"`;
  let out = "\"";
  let run = 0; // start of the current run of characters written as they are
  for (let i = 0; i < text.length;) {
    const codePoint = text.codePointAt(i)!;
    const width = codePoint > 0xffff ? 2 : 1;
    const escaped = escapeOf(codePoint);
    if (escaped !== undefined) {
      out += text.slice(run, i) + escaped;
      run = i + width;
    }
    i += width;
  }
  return `${out}${text.slice(run)}"`;
}

/** The escape a code point needs inside a Lua string, or undefined when it is written raw. */
function escapeOf(codePoint: number): string | undefined {
  if (codePoint < 0x80) {
    const named = NAMED[codePoint];
    if (named !== undefined) return named;
    return codePoint < 0x20 || codePoint === 0x7f ? `\\${pad(codePoint)}` : undefined;
  }
  // codePointAt returns a surrogate only when it is unpaired
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return REPLACEMENT;
  return isHiddenCodePoint(codePoint) ? decimalBytes(String.fromCodePoint(codePoint)) : undefined;
}

function decimalBytes(character: string): string {
  return Array.from(encoder.encode(character), (byte) => `\\${pad(byte)}`).join("");
}

function pad(byte: number): string {
  return byte.toString().padStart(3, "0");
}
