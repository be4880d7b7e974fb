// Parses a block's stored params against its entry's schema before the generator runs: checks
// types, fills defaults, resolves select options (keys get their full game form) and reports
// every problem on the param at fault. Project files hold a param as {value, valueType} or, in
// older files, as the bare value; numbers may be literals, numeric text, a user variable's name,
// a game variable ("GAMEVAR:id|multiplier|offset") or a range ("RANGE:min|max").
import { isGameVariable } from "./gameVars";
import { resolveOption } from "./options";
import { isShown, type MultiParam, type NumberParam, type NumberValue, type ParamSpec, type ParamsOf, type SelectParam, type VarRef, type VariableKind, type VariableParam } from "./schema";
import type { KeyResolver } from "./types";

export interface ParamProblem {
  /** The param at fault. */
  param: string;
  message: string;
  /** An error keeps the block out of the export; a warning is shown but the block exports. */
  severity: "error" | "warning";
}

export interface ParseScope {
  readonly keys: KeyResolver;
  /** The item's declared user variables by name. */
  readonly variables: ReadonlyMap<string, VariableKind>;
}

export interface ParsedParams<S extends readonly ParamSpec[]> {
  values: ParamsOf<S>;
  problems: ParamProblem[];
  /** Variables the block uses without the item declaring them (a number starts at 0). */
  undeclared: string[];
  /** The kind of an undeclared variable that is not a number (it starts at its kind's first value). */
  undeclaredKinds?: Record<string, VariableKind>;
}

/** A stored param's plain value: `{value, valueType}` unwrapped; `valueType` kept apart. */
export function unwrap(param: unknown): { value: unknown; valueType?: string; present: boolean } {
  if (param && typeof param === "object" && !Array.isArray(param) && ("value" in param || "valueType" in param)) {
    const { value, valueType } = param as { value?: unknown; valueType?: unknown };
    return { value, valueType: typeof valueType === "string" ? valueType : undefined, present: value !== undefined && value !== null };
  }
  return { value: param, present: param !== undefined && param !== null };
}

const NUMBER = /^\s*-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i;
const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Reads the number forms project files use; undefined for anything else. */
export function readNumberValue(raw: unknown, valueType?: string): NumberValue | { error: string } | undefined {
  if (typeof raw === "number") return Number.isFinite(raw) ? { kind: "literal", value: raw } : { error: "is not a finite number" };
  if (typeof raw !== "string") return undefined;
  const text = raw.trim();
  if (NUMBER.test(text)) return { kind: "literal", value: Number(text) };
  if (text.startsWith("GAMEVAR:")) {
    const [id, multiplier = "1", offset = "0"] = text.slice("GAMEVAR:".length).split("|");
    const m = multiplier.trim() === "" ? 1 : Number(multiplier);
    const o = offset.trim() === "" ? 0 : Number(offset);
    if (!isGameVariable(id)) return { error: `uses the game value '${id}', which does not exist` };
    if (!Number.isFinite(m) || !Number.isFinite(o)) return { error: `has a bad multiplier or offset for the game value '${id}'` };
    return { kind: "game", id, multiplier: m, offset: o };
  }
  if (text.startsWith("RANGE:")) {
    const [min, max] = text.slice("RANGE:".length).split("|").map(Number);
    if (!Number.isFinite(min) || !Number.isFinite(max)) return { error: `has a bad range '${text}'` };
    return { kind: "range", min: Math.min(min, max), max: Math.max(min, max) };
  }
  if (IDENT.test(text) || valueType === "user_var") return IDENT.test(text) ? { kind: "variable", name: text } : { error: `'${text}' is not a variable name` };
  return undefined;
}

function parseNumber(spec: NumberParam, stored: ReturnType<typeof unwrap>, scope: ParseScope, out: ParsedParams<readonly ParamSpec[]>): NumberValue {
  const fallback: NumberValue = { kind: "literal", value: spec.default };
  const problem = (message: string, severity: ParamProblem["severity"] = "error") => {
    out.problems.push({ param: spec.id, message: `${spec.label} ${message}`, severity });
  };
  if (!stored.present) return fallback;
  if (typeof stored.value === "string" && stored.value.trim() === "") {
    problem("is empty");
    return fallback;
  }
  let read = readNumberValue(stored.value, stored.valueType);
  // a declared variable whose name is not a Lua identifier (names are free text) is still a variable
  if ((!read || "error" in read) && typeof stored.value === "string" && scope.variables.has(stored.value)) read = { kind: "variable", name: stored.value };
  if (!read) { problem(`'${String(stored.value)}' is not a number`); return fallback; }
  if ("error" in read) { problem(read.error); return fallback; }
  if (read.kind !== "literal" && spec.dynamic === false) { problem("must be a plain number"); return fallback; }
  if (read.kind === "variable") {
    const kind = scope.variables.get(read.name);
    if (kind === undefined) {
      if (!out.undeclared.includes(read.name)) out.undeclared.push(read.name);
      problem(`uses the variable '${read.name}', which the item does not declare (it starts at 0)`, "warning");
    } else if (kind !== "number") {
      problem(`uses '${read.name}', a ${kind} variable, where a number is needed`);
      return fallback;
    }
  }
  // A param with both bounds (a count the generated code loops over, a rank step...) is exported
  // within them: a huge count would freeze the game in the loop. One with a single bound only warns
  // (a comparison with a number below it still means something).
  const bounded = spec.min !== undefined && spec.max !== undefined;
  const within = (value: number) => (bounded ? Math.min(spec.max!, Math.max(spec.min!, value)) : value);
  const uses = (value: number) => (bounded ? `; the export uses ${within(value)}` : "");
  if (read.kind === "literal") {
    if (spec.integer && !Number.isInteger(read.value)) problem(`should be a whole number (it is ${read.value})`, "warning");
    if (spec.min !== undefined && read.value < spec.min) problem(`is below its minimum of ${spec.min}${uses(read.value)}`, "warning");
    if (spec.max !== undefined && read.value > spec.max) problem(`is above its maximum of ${spec.max}${uses(read.value)}`, "warning");
    if (within(read.value) !== read.value) return { kind: "literal", value: within(read.value) };
  }
  if (read.kind === "range" && bounded && (within(read.min) !== read.min || within(read.max) !== read.max)) {
    problem(`has a range beyond ${spec.min} to ${spec.max}; the export uses ${within(read.min)} to ${within(read.max)}`, "warning");
    return { kind: "range", min: within(read.min), max: within(read.max) };
  }
  return read;
}

function variableOfKind(scope: ParseScope, raw: string, kinds: readonly VariableKind[] | undefined): VarRef | undefined {
  if (!kinds || kinds.length === 0) return undefined;
  const kind = scope.variables.get(raw);
  return kind !== undefined && kinds.includes(kind) ? { variable: raw } : undefined;
}

function parseSelect(spec: SelectParam, stored: ReturnType<typeof unwrap>, scope: ParseScope, out: ParsedParams<readonly ParamSpec[]>): string | VarRef {
  const problem = (message: string) => { out.problems.push({ param: spec.id, message, severity: "error" }); };
  const fromDefault = () => resolveOption(spec.options, spec.default, scope.keys) ?? spec.default;
  if (!stored.present || stored.value === "") return fromDefault();
  const raw = typeof stored.value === "number" || typeof stored.value === "boolean" ? String(stored.value) : stored.value;
  if (typeof raw !== "string") { problem(`${spec.label} is not a choice`); return fromDefault(); }
  const text = raw.trim();
  const asVariable = () => variableOfKind(scope, text, spec.variables);
  if (stored.valueType === "user_var" && asVariable()) return asVariable()!;
  const resolved = resolveOption(spec.options, text, scope.keys);
  if (resolved !== undefined) return resolved;
  const variable = asVariable();
  if (variable) return variable;
  problem(`${spec.label}: '${raw}' does not exist`);
  return fromDefault();
}

/** What an undeclared variable starts as, by kind (words for the warning). */
const VARIABLE_STARTS: Record<VariableKind, string> = { number: "0", suit: "Spades", rank: "Ace", pokerhand: "High Card", text: "an empty text", key: "an empty key" };

const TRUTHY = new Set(["true", "y", "yes", "1", "on"]);
const FALSY = new Set(["false", "n", "no", "0", "off", "nil", ""]);

function parseMulti(spec: MultiParam, stored: ReturnType<typeof unwrap>, scope: ParseScope, out: ParsedParams<readonly ParamSpec[]>): readonly string[] {
  if (!stored.present || !Array.isArray(stored.value)) return spec.default;
  const list = stored.value as unknown[];
  const options = Array.isArray(spec.options) ? (spec.options as readonly { value: string }[]).map((o) => o.value) : undefined;
  // the original stored checkbox pools as booleans aligned with the options
  if (options && list.every((v) => typeof v === "boolean")) return options.filter((_, i) => list[i] === true);
  const values: string[] = [];
  for (const v of list) {
    const resolved = typeof v === "string" ? resolveOption(spec.options, v, scope.keys) : undefined;
    if (resolved === undefined) {
      out.problems.push({ param: spec.id, message: `${spec.label}: '${String(v)}' does not exist`, severity: "error" });
    } else if (!values.includes(resolved)) values.push(resolved);
  }
  return values;
}

function parseVariable(spec: VariableParam, stored: ReturnType<typeof unwrap>, scope: ParseScope, out: ParsedParams<readonly ParamSpec[]>): string {
  const name = typeof stored.value === "string" ? stored.value.trim() : "";
  const chosen = name || spec.default;
  if (!chosen && spec.optional) return "";
  if (!chosen) {
    out.problems.push({ param: spec.id, message: `${spec.label}: no variable chosen`, severity: "error" });
    return "";
  }
  const kind = scope.variables.get(chosen);
  if (kind === undefined) {
    if (spec.kinds.includes("number") && IDENT.test(chosen)) {
      if (!out.undeclared.includes(chosen)) out.undeclared.push(chosen);
      out.problems.push({ param: spec.id, message: `${spec.label}: the variable '${chosen}' is not declared (it starts at 0)`, severity: "warning" });
      return chosen;
    }
    // a suit, rank, poker-hand, text or key variable the item does not declare is created too
    const own = spec.kinds[0];
    if (own && IDENT.test(chosen)) {
      if (!out.undeclared.includes(chosen)) out.undeclared.push(chosen);
      out.undeclaredKinds = { ...out.undeclaredKinds, [chosen]: own };
      out.problems.push({ param: spec.id, message: `${spec.label}: the ${own} variable '${chosen}' is not declared (it starts as ${VARIABLE_STARTS[own]})`, severity: "warning" });
      return chosen;
    }
    out.problems.push({ param: spec.id, message: `${spec.label}: the variable '${chosen}' does not exist`, severity: "error" });
    return chosen;
  }
  if (!spec.kinds.includes(kind)) {
    out.problems.push({ param: spec.id, message: `${spec.label}: '${chosen}' is a ${kind} variable, not ${spec.kinds.join(" or ")}`, severity: "error" });
  }
  return chosen;
}

/** Parses every param of the schema; values are always filled (defaults where absent or wrong). */
export function parseParams<S extends readonly ParamSpec[]>(schema: S, stored: unknown, scope: ParseScope): ParsedParams<S> {
  const raw = stored && typeof stored === "object" && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const values: Record<string, unknown> = {};
  const each = new Map<string, ParsedParams<readonly ParamSpec[]>>();
  for (const spec of schema) {
    const stored1 = unwrap(Object.prototype.hasOwnProperty.call(raw, spec.id) ? raw[spec.id] : undefined);
    const out: ParsedParams<readonly ParamSpec[]> = { values: {}, problems: [], undeclared: [] };
    each.set(spec.id, out);
    switch (spec.type) {
      case "number": values[spec.id] = parseNumber(spec, stored1, scope, out); break;
      case "select": values[spec.id] = parseSelect(spec, stored1, scope, out); break;
      case "text": {
        const v = stored1.value;
        const text = typeof v === "string" ? v : typeof v === "number" || typeof v === "boolean" ? String(v) : spec.default;
        if (spec.maxLength !== undefined && text.length > spec.maxLength) {
          out.problems.push({ param: spec.id, message: `${spec.label} is longer than ${spec.maxLength} characters`, severity: "error" });
        }
        values[spec.id] = text;
        break;
      }
      case "toggle": {
        const v = stored1.value;
        const text = typeof v === "string" ? v.trim().toLowerCase() : String(v);
        values[spec.id] = typeof v === "boolean" ? v : TRUTHY.has(text) ? true : FALSY.has(text) ? false : spec.default;
        break;
      }
      case "multi": values[spec.id] = parseMulti(spec, stored1, scope, out); break;
      case "variable": values[spec.id] = parseVariable(spec, stored1, scope, out); break;
    }
  }
  // a hidden param (its `when` unmet) keeps its value but reports nothing
  const result: ParsedParams<readonly ParamSpec[]> = { values: values as ParamsOf<readonly ParamSpec[]>, problems: [], undeclared: [] };
  for (const spec of schema) {
    if (!isShown(spec, values)) continue;
    const out = each.get(spec.id)!;
    result.problems.push(...out.problems);
    for (const name of out.undeclared) if (!result.undeclared.includes(name)) result.undeclared.push(name);
    if (out.undeclaredKinds) result.undeclaredKinds = { ...result.undeclaredKinds, ...out.undeclaredKinds };
  }
  return result as unknown as ParsedParams<S>;
}

/**
 * The stored form of a schema's defaults: what a new block starts with, each as
 * `{value, valueType}` the way project files hold it (numbers "number", text "text", the rest
 * "unknown", the original's type for a plain option value), so a saved block imports unchanged.
 */
export function defaultParams(schema: readonly ParamSpec[], variables: readonly { name: string; type?: string }[] = []): Record<string, { value: unknown; valueType: string }> {
  const out: Record<string, { value: unknown; valueType: string }> = {};
  for (const spec of schema) {
    let value: unknown = spec.type === "multi" ? [...spec.default] : spec.default;
    // a variable param names the item's first variable of its kinds, not a name it does not declare
    if (spec.type === "variable" && !variables.some((v) => v.name === spec.default)) {
      const first = variables.find((v) => (spec.kinds as readonly string[]).includes(v.type ?? "number"));
      if (first) value = first.name;
    }
    const valueType = spec.type === "number" && typeof value === "number" ? "number" : spec.type === "text" ? "text" : "unknown";
    out[spec.id] = { value, valueType };
  }
  return out;
}
