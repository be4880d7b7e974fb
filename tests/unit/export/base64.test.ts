// Data URL bytes are the same in Node (Buffer fast path) and in a browser worker (no Buffer: atob,
// or the table decoder): the same bytes for every text, valid or not, and the same refusals.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { dataUrlHasBytes, decodeBase64, parseDataUrl } from "../../../domain/export/images/base64";

let workerDecode: typeof decodeBase64;

beforeAll(async () => {
  vi.stubGlobal("Buffer", undefined);
  vi.resetModules();
  workerDecode = (await import("../../../domain/export/images/base64")).decodeBase64;
  vi.unstubAllGlobals();
});

afterAll(() => vi.unstubAllGlobals());

function outcome(decode: (text: string) => Uint8Array, text: string): number[] | "refused" {
  try {
    return Array.from(decode(text));
  } catch {
    return "refused";
  }
}

describe("base64 decoding", () => {
  it("decodes canonical base64 of any bytes back to those bytes, with and without Buffer", () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
      const text = Buffer.from(bytes).toString("base64");
      expect(Array.from(decodeBase64(text))).toEqual(Array.from(bytes));
      expect(Array.from(workerDecode(text))).toEqual(Array.from(bytes));
    }), { numRuns: 300 });
  });

  it("treats odd spellings (no padding, whitespace, base64url, stray characters) the same with and without Buffer", () => {
    const alphabet = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".split(""), "=", " ", "\n", "-", "_", "!", "é");
    fc.assert(fc.property(fc.array(alphabet, { maxLength: 40 }).map((chars) => chars.join("")), (text) => {
      expect(outcome(decodeBase64, text)).toEqual(outcome(workerDecode, text));
    }), { numRuns: 1000 });
    expect(Array.from(decodeBase64("aGk"))).toEqual([104, 105]);
    expect(Array.from(decodeBase64("a-_b"))).toEqual(Array.from(workerDecode("a-_b")));
  });

  it("knows whether a data URL gives bytes without decoding it, exactly as decoding it would (the live Lua's sounds)", () => {
    const alphabet = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".split(""), "=", " ", "\n", "-", "_", "!", "é");
    const header = fc.constantFrom("data:audio/ogg;base64,", "data:;base64,", "DATA:audio/ogg;codecs=vorbis;BASE64,", "data:audio/ogg,", "audio/ogg;base64,");
    fc.assert(fc.property(header, fc.array(alphabet, { maxLength: 12 }).map((chars) => chars.join("")), (head, body) => {
      const url = head + body;
      expect(dataUrlHasBytes(url), url).toBe((parseDataUrl(url)?.bytes.length ?? 0) > 0);
    }), { numRuns: 2000 });
    expect(dataUrlHasBytes("data:audio/ogg;base64,T2dn")).toBe(true);
    expect(dataUrlHasBytes("data:audio/ogg;base64,")).toBe(false);
    expect(dataUrlHasBytes(42)).toBe(false);
  });
});
