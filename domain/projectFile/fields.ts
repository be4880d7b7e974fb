// Field-by-field normalisation. A rule with a default fills a missing or invalid field; a rule
// without one is optional: kept when valid, removed when invalid. Valid values are always kept,
// including 0, false and "" (the original's `||` turned a volume of 0 into 0.6).
import type { NormaliseContext } from "./context";
import { hasOwn, isFiniteNumber, isPlainObject, type JsonObject } from "./plain";

export type FieldRule =
  | { kind: "string"; def?: string; media?: "image" | "audio" }
  /** `min` and `integer` reject numbers the game cannot use (a count of -1 or 2.5 cards). */
  | { kind: "number"; def?: number; min?: number; integer?: boolean }
  | { kind: "boolean"; def?: boolean }
  /** Without `def`, a value not in `values` is removed. */
  | { kind: "enum"; values: readonly string[]; def?: string }
  | { kind: "stringOrFalse"; def?: string | false }
  | { kind: "stringList"; def?: readonly string[] }
  | { kind: "record"; fields: FieldRules; def?: () => JsonObject }
  | { kind: "objectList"; def?: readonly never[] }
  /**
   * A list of small records: each entry normalised by `fields`, every one of which it must have
   * (an entry missing one, or not an object, is removed with a repair note).
   */
  | { kind: "recordList"; fields: FieldRules }
  | { kind: "numberPair"; def: readonly [number, number] }
  | { kind: "rarity" };

export type FieldRules = Record<string, FieldRule>;

/**
 * Embedded media must be inline data of the right kind or a path on this site; anything else
 * (http: would fetch from a stranger's server, javascript: is never an image) is dropped.
 */
export function isSafeMedia(value: string, media: "image" | "audio"): boolean {
  if (value === "") return true;
  if (value.startsWith("/") && !value.startsWith("//")) return true;
  const lower = value.slice(0, 32).toLowerCase();
  return media === "image" ? lower.startsWith("data:image/") : lower.startsWith("data:audio/") || lower.startsWith("data:application/ogg");
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "string") return value.length > 40 ? "text" : JSON.stringify(value);
  if (typeof value === "object") return "an object";
  return String(value);
}

/** The valid value for `rule`, or undefined when `raw` cannot be used as is or converted. */
function accept(rule: FieldRule, raw: unknown, where: string, ctx: NormaliseContext): { value: unknown } | undefined {
  switch (rule.kind) {
    case "string":
      if (typeof raw === "number" && !rule.media) return { value: String(raw) };
      if (typeof raw !== "string") return undefined;
      return rule.media && !isSafeMedia(raw, rule.media) ? undefined : { value: raw };
    case "number": {
      const n = isFiniteNumber(raw) ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw) : NaN;
      if (!Number.isFinite(n) || (rule.integer && !Number.isInteger(n)) || (rule.min !== undefined && n < rule.min)) return undefined;
      // -0 (a "-0" in the file) is 0: JSON writes it as 0, so a save would not read back the same
      return { value: n === 0 ? 0 : n };
    }
    case "boolean":
      return typeof raw === "boolean" ? { value: raw } : undefined;
    case "enum":
      return typeof raw === "string" && rule.values.includes(raw) ? { value: raw } : undefined;
    case "stringOrFalse":
      return typeof raw === "string" || raw === false ? { value: raw } : undefined;
    case "stringList": {
      if (!Array.isArray(raw)) return undefined;
      const kept = raw.flatMap((entry) => (typeof entry === "string" ? [entry] : isFiniteNumber(entry) ? [String(entry)] : []));
      if (kept.length !== raw.length) ctx.repair(`${where}: entries that were not text removed`);
      return { value: kept };
    }
    case "record":
      return isPlainObject(raw) ? { value: normaliseFields(raw, rule.fields, where, ctx) } : undefined;
    case "objectList":
      // Entries are checked where the list is used; here only the list itself.
      return Array.isArray(raw) ? { value: raw } : undefined;
    case "recordList": {
      if (!Array.isArray(raw)) return undefined;
      const kept = raw.flatMap((entry) => {
        if (!isPlainObject(entry)) return [];
        const out = normaliseFields(entry, rule.fields, `${where}[]`, ctx);
        return Object.keys(rule.fields).every((k) => hasOwn(out, k)) ? [out] : [];
      });
      if (kept.length !== raw.length) ctx.repair(`${where}: ${raw.length - kept.length} unusable entr${raw.length - kept.length === 1 ? "y" : "ies"} removed`);
      return { value: kept };
    }
    case "numberPair":
      return Array.isArray(raw) && raw.length === 2 && raw.every(isFiniteNumber) ? { value: [raw[0], raw[1]] } : undefined;
    case "rarity":
      if (isFiniteNumber(raw)) return { value: raw };
      if (typeof raw === "string" && /^[1-4]$/.test(raw)) return { value: Number(raw) };
      return typeof raw === "string" && raw !== "" ? { value: raw } : undefined;
  }
}

function defaultOf(rule: FieldRule): unknown {
  switch (rule.kind) {
    case "record": return rule.def ? normaliseFieldsSilently(rule.def(), rule.fields) : undefined;
    case "stringList": case "objectList": return rule.def ? [...rule.def] : undefined;
    case "numberPair": return [...rule.def];
    case "rarity": return 1;
    case "recordList": return undefined;
    default: return rule.def;
  }
}

function normaliseFieldsSilently(raw: JsonObject, rules: FieldRules): JsonObject {
  const out: JsonObject = { ...raw };
  for (const [key, rule] of Object.entries(rules)) {
    const value = defaultOf(rule);
    if (!hasOwn(out, key) && value !== undefined) out[key] = value;
  }
  return out;
}

/** One field of `raw` by `rule`; returns undefined to leave the field out. */
export function normaliseField(raw: JsonObject, key: string, rule: FieldRule, where: string, ctx: NormaliseContext): unknown {
  const present = hasOwn(raw, key) && raw[key] !== undefined;
  const fallback = defaultOf(rule);
  if (!present) {
    if (fallback !== undefined) ctx.repair(`${where}.${key}: missing, default used`);
    return fallback;
  }
  const value = raw[key];
  const accepted = accept(rule, value, `${where}.${key}`, ctx);
  if (accepted) {
    if (!Object.is(accepted.value, value) && typeof value !== "object") ctx.repair(`${where}.${key}: ${describe(value)} converted`);
    return accepted.value;
  }
  ctx.repair(`${where}.${key}: invalid value ${describe(value)}, ${fallback === undefined ? "removed" : "default used"}`);
  return fallback;
}

/** Every ruled field of `raw` normalised, in rule order, then the other fields kept verbatim. */
export function normaliseFields(raw: JsonObject, rules: FieldRules, where: string, ctx: NormaliseContext, skip: ReadonlySet<string> = new Set()): JsonObject {
  const out: JsonObject = {};
  for (const [key, rule] of Object.entries(rules)) {
    const value = normaliseField(raw, key, rule, where, ctx);
    if (value !== undefined) out[key] = value;
  }
  for (const key of Object.keys(raw)) {
    if (!hasOwn(rules, key) && !skip.has(key) && raw[key] !== undefined) out[key] = raw[key];
  }
  return out;
}

/**
 * Why `value` is not exactly a valid value for `rule` (no conversion, no repair), or null. Edits
 * are held to this: the app only ever stores valid values, and a log read back from a file must
 * not smuggle in what an import would have to repair.
 */
export function strictFieldProblem(rule: FieldRule, value: unknown): string | null {
  switch (rule.kind) {
    case "string":
      if (typeof value !== "string") return "must be text";
      return rule.media && !isSafeMedia(value, rule.media) ? `must be ${rule.media === "image" ? "an image" : "audio"} as inline data or a site path` : null;
    case "number":
      if (!isFiniteNumber(value)) return "must be a number";
      if (rule.integer && !Number.isInteger(value)) return "must be a whole number";
      return rule.min !== undefined && value < rule.min ? `must be at least ${rule.min}` : null;
    case "boolean":
      return typeof value === "boolean" ? null : "must be true or false";
    case "enum":
      return typeof value === "string" && rule.values.includes(value) ? null : `must be one of ${rule.values.join(", ")}`;
    case "stringOrFalse":
      return typeof value === "string" || value === false ? null : "must be text or false";
    case "stringList":
      return Array.isArray(value) && value.every((v) => typeof v === "string") ? null : "must be a list of text";
    case "record":
      return isPlainObject(value) ? strictRecordProblem(value, rule.fields, false) : "must be an object";
    case "objectList":
      return Array.isArray(value) && value.every(isPlainObject) ? null : "must be a list of objects";
    case "recordList":
      if (!Array.isArray(value)) return "must be a list";
      for (const entry of value) {
        if (!isPlainObject(entry)) return "must be a list of objects";
        const problem = strictRecordProblem(entry, rule.fields, true);
        if (problem) return problem;
      }
      return null;
    case "numberPair":
      return Array.isArray(value) && value.length === 2 && value.every(isFiniteNumber) ? null : "must be two numbers";
    case "rarity":
      return isFiniteNumber(value) || (typeof value === "string" && value !== "") ? null : "must be a number or a key";
  }
}

/** A record held strictly to `fields`: no field of another name, each one valid (and present when `complete`). */
function strictRecordProblem(value: JsonObject, fields: FieldRules, complete: boolean): string | null {
  for (const [key, entry] of Object.entries(value)) {
    if (!hasOwn(fields, key)) return `has an unknown field ${JSON.stringify(key)}`;
    const problem = strictFieldProblem(fields[key], entry);
    if (problem) return `${key} ${problem}`;
  }
  if (complete) for (const key of Object.keys(fields)) if (!hasOwn(value, key)) return `misses ${key}`;
  return null;
}
