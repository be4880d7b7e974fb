// Reading parameter values. Project files hold a parameter as {value, valueType} or (older files)
// as the bare value; numbers may be literals, numeric text, a user variable's name, a game
// variable ("GAMEVAR:id|multiplier|startsFrom") or a range ("RANGE:min|max").
import { lua, type Expr } from "../lua";
import { gameVariable } from "./gameVars";
import { Unsupported } from "./types";

export function unwrap(param: unknown): unknown {
  if (param && typeof param === "object" && !Array.isArray(param) && ("value" in param || "valueType" in param)) {
    return (param as { value?: unknown }).value;
  }
  return param;
}

export function valueTypeOf(param: unknown): string | undefined {
  if (param && typeof param === "object" && !Array.isArray(param) && "valueType" in param) {
    const type = (param as { valueType?: unknown }).valueType;
    return typeof type === "string" ? type : undefined;
  }
  return undefined;
}

const NUMBER = /^\s*-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i;
const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;

export interface ValueScope {
  variable(name: string): Expr;
  seed(purpose: string): string;
  isVariable(name: string): boolean;
}

/** A number-valued parameter as an expression; throws Unsupported when it cannot be one. */
export function numberValue(param: unknown, what: string, scope: ValueScope): Expr {
  const raw = unwrap(param);
  const type = valueTypeOf(param);
  if (typeof raw === "number") {
    if (!Number.isFinite(raw)) throw new Unsupported(`${what} is not a finite number`);
    return lua.num(raw);
  }
  if (typeof raw === "boolean") throw new Unsupported(`${what} is not a number`);
  if (typeof raw !== "string" || raw.trim() === "") throw new Unsupported(`${what} has no value`);
  const text = raw.trim();
  if (NUMBER.test(text)) return lua.num(Number(text));
  if (text.startsWith("GAMEVAR:")) {
    const [id, multiplier = "1", startsFrom = "0"] = text.slice("GAMEVAR:".length).split("|");
    const expr = gameVariable(id);
    if (!expr) throw new Unsupported(`game variable '${id}' has no generator yet`);
    const m = Number(multiplier);
    const s = Number(startsFrom);
    if (!Number.isFinite(m) || !Number.isFinite(s)) throw new Unsupported(`game variable '${id}' has a bad multiplier`);
    let out = m === 1 ? expr : lua.bin("*", expr, lua.num(m));
    if (s !== 0) out = lua.bin("+", lua.num(s), out);
    return out;
  }
  if (text.startsWith("RANGE:")) {
    const [min, max] = text.slice("RANGE:".length).split("|").map(Number);
    if (!Number.isFinite(min) || !Number.isFinite(max)) throw new Unsupported(`${what} has a bad range '${text}'`);
    const lo = Math.min(min, max);
    const hi = Math.max(min, max);
    const seed = lua.str(scope.seed(`range_${what}`));
    if (Number.isInteger(lo) && Number.isInteger(hi)) return lua.call("pseudorandom", seed, lua.num(lo), lua.num(hi));
    return lua.bin("+", lua.num(lo), lua.bin("*", lua.call("pseudorandom", seed), lua.num(hi - lo)));
  }
  if (type === "user_var" || type === "conflicted_user_var" || scope.isVariable(text) || IDENT.test(text)) {
    return scope.variable(text);
  }
  throw new Unsupported(`${what} '${text}' is not a number`);
}

export function textValue(param: unknown, fallback = ""): string {
  const raw = unwrap(param);
  if (raw === undefined || raw === null) return fallback;
  return typeof raw === "string" ? raw : typeof raw === "number" || typeof raw === "boolean" ? String(raw) : fallback;
}
