// The only way text reaches generated Lua: a double-quoted literal in which every byte that is
// not printable ASCII is a decimal escape. Lua 5.1's `\ddd` takes up to three digits, so each
// escape is padded to three to keep a following digit from joining it. Non-ASCII text goes out
// as its UTF-8 bytes, which LuaJIT hands back unchanged (strings are byte arrays).

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

export function luaStringLiteral(text: string): string {
  if (PLAIN.test(text)) return `"${text}"`;
  const bytes = encoder.encode(text);
  let out = "\"";
  let run = 0; // start of the current run of plain bytes
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i];
    const named = NAMED[byte];
    const plain = named === undefined && byte >= 0x20 && byte < 0x7f;
    if (plain) continue;
    if (run < i) out += ascii(bytes, run, i);
    out += named ?? `\\${byte.toString().padStart(3, "0")}`;
    run = i + 1;
  }
  if (run < bytes.length) out += ascii(bytes, run, bytes.length);
  return `${out}"`;
}

/** Plain ASCII bytes as text, in slices small enough for fromCharCode's argument limit. */
function ascii(bytes: Uint8Array, from: number, to: number): string {
  let text = "";
  for (let i = from; i < to; i += 4096) text += String.fromCharCode(...bytes.subarray(i, Math.min(to, i + 4096)));
  return text;
}
