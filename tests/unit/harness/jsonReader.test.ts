// The check harness reads the mod's manifest with its own JSON reader (src/cli/harness/json.lua).
// Issue 13 item 6: a DEL byte (0x7F) in the description made it loop forever, and `check` then
// blamed the mod. Fuzzed here in real LuaJIT: on any bytes it must end with a value or a refusal
// (never an endless loop, never a raw Lua error), and on text JSON.parse reads it must read the
// same value; on text JSON.parse refuses it must refuse too.
import { spawnSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findLuajit } from "../../../src/cli/checkMod";

const here = dirname(fileURLToPath(import.meta.url));
const harnessDir = resolve(here, "../../../src/cli/harness");
const driver = resolve(here, "jsonDriver.lua");
const SEED = Number(process.env.FUZZ_SEED ?? 13);

type Outcome = { kind: "V"; value: unknown } | { kind: "E" | "X"; message: string } | { kind: "H" };

/** Decodes every input in one LuaJIT run; each gets an instruction budget instead of a clock. */
function decodeAll(inputs: Uint8Array[]): Outcome[] {
  const chunks: Buffer[] = [];
  for (const bytes of inputs) chunks.push(Buffer.from(`${bytes.length}\n`), Buffer.from(bytes));
  const run = spawnSync(findLuajit(), [driver, harnessDir], { input: Buffer.concat(chunks), maxBuffer: 256 * 1024 * 1024, timeout: 120_000 });
  expect(run.stderr.toString()).toBe("");
  expect(run.status).toBe(0);
  const lines = run.stdout.toString().split("\n").slice(0, -1);
  expect(lines).toHaveLength(inputs.length);
  return lines.map((line) => {
    const kind = line[0] as Outcome["kind"];
    if (kind === "V") return { kind, value: JSON.parse(line.slice(2)) };
    if (kind === "H") return { kind };
    return { kind, message: line.slice(2) };
  });
}

/** A JS string's code units as WTF-8 bytes (a lone surrogate keeps its own 3 bytes, as \uD800 decodes in Lua). */
function wtf8Hex(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    let code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      code = 0x10000 + (code - 0xd800) * 0x400 + (next - 0xdc00);
      i += 1;
    }
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
  }
  return Buffer.from(bytes).toString("hex");
}

function luaNumber(text: string): number {
  if (text === "inf") return Infinity;
  if (text === "-inf") return -Infinity;
  return Number(text);
}

/** JSON.parse's value in the driver's form (numbers compared separately, as Lua prints them). */
function sameValue(lua: unknown, js: unknown): boolean {
  if (js === null || typeof js === "boolean") return lua === js;
  if (typeof js === "number") return typeof lua === "string" && lua.startsWith("n:") && Object.is(luaNumber(lua.slice(2)), js);
  if (typeof js === "string") return lua === `s:${wtf8Hex(js)}`;
  if (Array.isArray(js)) return Array.isArray(lua) && lua.length === js.length && js.every((v, i) => sameValue(lua[i], v));
  if (typeof lua !== "object" || lua === null || !("o" in lua)) return false;
  const entries = (lua as { o: [string, unknown][] }).o;
  const jsEntries = Object.entries(js as Record<string, unknown>);
  if (entries.length !== jsEntries.length) return false;
  const byKey = new Map(entries.map(([k, v]) => [k, v]));
  return jsEntries.every(([k, v]) => byKey.has(wtf8Hex(k)) && sameValue(byKey.get(wtf8Hex(k)), v));
}

const utf8 = new TextEncoder();
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

function jsParse(bytes: Uint8Array): { ok: true; value: unknown } | { ok: false } | undefined {
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    return undefined; // not UTF-8: JSON.parse has no opinion on these bytes
  }
  if (text.startsWith("\uFEFF")) return undefined; // the reader skips a BOM as Steamodded's decoder does
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function show(bytes: Uint8Array): string {
  return JSON.stringify(Buffer.from(bytes).toString("latin1"));
}

/** Every input ends with a value or a refusal; where JSON.parse has an opinion, the reader shares it. */
function expectAgreement(inputs: Uint8Array[]): { values: number; refusals: number } {
  const outcomes = decodeAll(inputs);
  let values = 0;
  let refusals = 0;
  outcomes.forEach((outcome, i) => {
    const input = show(inputs[i]);
    expect(outcome.kind, `${input}: ${outcome.kind === "X" ? outcome.message : outcome.kind}`).not.toBe("H");
    expect(outcome.kind === "X" ? outcome.message : "", input).toBe("");
    if (outcome.kind === "V") values += 1;
    else refusals += 1;
    const js = jsParse(inputs[i]);
    if (!js) return;
    if (js.ok) {
      expect(outcome, `JSON.parse reads ${input}`).toMatchObject({ kind: "V" });
      expect(sameValue((outcome as { value: unknown }).value, js.value), `same value for ${input}: ${JSON.stringify((outcome as { value: unknown }).value)}`).toBe(true);
    } else {
      expect(outcome.kind, `JSON.parse refuses ${input}`).toBe("E");
    }
  });
  return { values, refusals };
}

const jsonText = fc.tuple(
  fc.oneof(fc.jsonValue({ maxDepth: 4, stringUnit: "binary" }), fc.jsonValue({ maxDepth: 4, stringUnit: fc.constantFrom("a", "\u007f", "\u0000", "\u001f", "\"", "\\", "\ud800", "\udc00", "é", "😀") })),
  fc.constantFrom(undefined, 0, 1, 2, "\t", " \r\n "),
).map(([value, indent]) => JSON.stringify(value, null, indent as string | number | undefined));

// Texts made of JSON's own pieces and the bytes that trip readers up: most are broken JSON.
const piece = fc.constantFrom(
  "{", "}", "[", "]", ",", ":", '"', "\\", "\\u", "\\ud83d", "\\ude00", "\\n", "\\x", "u", "00e9", "0", "1", "9", "-", "+",
  ".", "e", "E", "true", "false", "null", "tru", " ", "\n", "\t", "\r", "\u007f", "\u0000", "\u0001", "\u001f", "a", "é", "😀", '"k":',
);
const jsonish = fc.array(piece, { maxLength: 30 }).map((parts) => parts.join(""));

describe("harness JSON reader (json.lua)", () => {
  it("reads a manifest whose description holds DEL and other bytes above the controls", () => {
    const manifest = { id: "x", description: "a\u007fb\u0080c", tags: ["\u007f"] };
    const [outcome] = decodeAll([utf8.encode(JSON.stringify(manifest))]);
    expect(outcome.kind).toBe("V");
    expect(sameValue((outcome as { value: unknown }).value, manifest)).toBe(true);
  });

  it("refuses what JSON.parse refuses in the usual hard cases, and never as a Lua error", () => {
    const texts = ["[1-2]", "[1.e5]", "01", "-", "1.", "1e", "1e+", ".5", "+1", "[1,]", '{"a":1,}', '"\\u12"', '"\\', '"a\tb"', "nul", "[1 2]", "", "  "];
    const outcomes = decodeAll(texts.map((t) => utf8.encode(t)));
    outcomes.forEach((o, i) => expect(o.kind, texts[i]).toBe("E"));
  });

  it("ends with an error message when nesting is deeper than any manifest (1000 levels)", () => {
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    const ok = "[".repeat(1000) + "]".repeat(1000);
    const [tooDeep, fine] = decodeAll([utf8.encode(deep), utf8.encode(ok)]);
    expect(tooDeep).toEqual({ kind: "E", message: "line 1: nested more than 1000 deep" });
    expect(fine.kind).toBe("V");
  });

  it("agrees with JSON.parse on valid JSON (any Unicode, lone surrogates, DEL, every number form)", () => {
    const texts = fc.sample(jsonText, { seed: SEED, numRuns: 1500 });
    const { refusals } = expectAgreement(texts.map((t) => utf8.encode(t)));
    expect(refusals).toBe(0);
  });

  it("ends on random JSON-ish text, agreeing with JSON.parse on what it accepts and refuses", () => {
    const texts = fc.sample(jsonish, { seed: SEED, numRuns: 3000 });
    const { values, refusals } = expectAgreement(texts.map((t) => utf8.encode(t)));
    expect(values).toBeGreaterThan(50); // the generator does make some valid JSON
    expect(refusals).toBeGreaterThan(1000);
  });

  it("ends on random bytes with a value or a refusal", () => {
    const bytes = fc.sample(fc.uint8Array({ maxLength: 64 }), { seed: SEED, numRuns: 2000 });
    const withQuotes = bytes.map((b) => Uint8Array.from([0x22, ...b, 0x22])); // inside a string too
    expectAgreement([...bytes, ...withQuotes]);
  });
});
