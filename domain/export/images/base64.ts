// Base64 decoding that gives the same bytes in a worker and in Node: Node's Buffer for canonical
// base64 (what browsers write into data URLs; checked by encoding back), else the platform atob when
// the text is plain base64 (much faster than JS), else a table decoder that also reads base64url
// and whitespace.
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const LOOKUP = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i += 1) LOOKUP[ALPHABET.charCodeAt(i)] = i;
LOOKUP["-".charCodeAt(0)] = 62; // base64url spellings decode too
LOOKUP["_".charCodeAt(0)] = 63;

const nativeAtob = (globalThis as { atob?: (data: string) => string }).atob;

interface NodeBufferLike extends Uint8Array { toString(encoding?: "base64"): string }
const nodeBuffer = (globalThis as { Buffer?: { from(text: string, encoding: "base64"): NodeBufferLike } }).Buffer;

/** Decodes base64 (natively when the platform can), ignoring whitespace and padding. */
export function decodeBase64(text: string): Uint8Array {
  if (nodeBuffer) {
    // Buffer skips characters it does not know, so its bytes count only when they encode back to the very text
    const bytes = nodeBuffer.from(text, "base64");
    if (bytes.toString("base64") === text) return new Uint8Array(bytes);
  }
  if (nativeAtob && /^[A-Za-z0-9+/]*={0,2}$/.test(text)) {
    try {
      const binary = nativeAtob(text);
      const out = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
      return out;
    } catch {
      // fall through to the portable decoder, which reports bad data itself
    }
  }
  return decodePortable(text);
}

function decodePortable(text: string): Uint8Array {
  const out = new Uint8Array(Math.floor((text.length * 3) / 4) + 3);
  let length = 0;
  let buffer = 0;
  let bits = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 61 || code === 32 || code === 10 || code === 13 || code === 9) continue; // = and whitespace
    const value = code < 128 ? LOOKUP[code] : -1;
    if (value < 0) throw new Error("Invalid base64 data");
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[length] = (buffer >> bits) & 0xff;
      length += 1;
    }
  }
  return out.slice(0, length);
}

export interface DataUrl { mime: string; bytes: Uint8Array }

/** Parses a base64 `data:` URL; undefined for anything else (site paths, empty strings, bad data). */
export function parseDataUrl(url: unknown): DataUrl | undefined {
  if (typeof url !== "string") return undefined;
  const match = /^data:([^;,]*)((?:;[^;,]*)*);base64,/i.exec(url);
  if (!match) return undefined;
  try {
    return { mime: match[1].toLowerCase(), bytes: decodeBase64(url.slice(match[0].length)) };
  } catch {
    return undefined;
  }
}

/**
 * Whether `parseDataUrl(url)` would give at least one byte, without decoding: the body holds only
 * characters the decoders read (base64 and base64url letters, padding, whitespace) and at least
 * two letters (six bits each, so one whole byte). For what only needs to know that audio is there
 * (the builder's live Lua), megabytes of audio are never decoded.
 */
export function dataUrlHasBytes(url: unknown): boolean {
  if (typeof url !== "string") return false;
  const match = /^data:([^;,]*)((?:;[^;,]*)*);base64,/i.exec(url);
  if (!match) return false;
  const body = url.slice(match[0].length);
  if (!/^[A-Za-z0-9+/_\-=\s]*$/.test(body)) return false;
  let letters = 0;
  for (let i = 0; i < body.length && letters < 2; i += 1) {
    const c = body.charCodeAt(i);
    if (c !== 61 && c !== 32 && c !== 10 && c !== 13 && c !== 9) letters += 1;
  }
  return letters >= 2;
}
