// Building blocks shared by generators: comparisons, queued events, option lists, params.
import { lua, type Expr, type Stmt } from "../lua";
import type { Params } from "../model";
import { Unsupported, type GenContext, type ParamOption, type ParamSpec } from "./types";
import { unwrap } from "./values";
import { POKER_HANDS, RANK_IDS, RANK_KEYS, SUIT_KEYS, VANILLA_EDITIONS, VANILLA_ENHANCEMENTS, VANILLA_SEALS } from "./vanillaKeys";

const { bin, path, name, str, num, fn, ret, call, method, record } = lua;

export const COMPARISONS: readonly ParamOption[] = [
  { value: "equals", label: "equals" },
  { value: "not_equals", label: "does not equal" },
  { value: "greater_than", label: "greater than" },
  { value: "less_than", label: "less than" },
  { value: "greater_equals", label: "greater than or equal to" },
  { value: "less_equals", label: "less than or equal to" },
];

const OPS: Record<string, "==" | "~=" | ">" | "<" | ">=" | "<="> = {
  equals: "==", not_equals: "~=", greater_than: ">", less_than: "<", greater_equals: ">=", less_equals: "<=",
  not_equal: "~=", equal: "==",
};

export function compare(operator: unknown, left: Expr, right: Expr): Expr {
  const op = OPS[String(operator ?? "equals")];
  if (!op) throw new Unsupported(`comparison '${String(operator)}' is unknown`);
  return bin(op, left, right);
}

/** `G.E_MANAGER:add_event(Event({ func = function() ... return true end }))`: the func must return true or it re-runs forever. */
export function event(body: Stmt[], options: { trigger?: string; delay?: number } = {}): Stmt {
  return lua.callStmt(method(path("G.E_MANAGER"), "add_event", call("Event", record([
    ["trigger", options.trigger ? str(options.trigger) : undefined],
    ["delay", options.delay !== undefined ? num(options.delay) : undefined],
    ["func", fn([], [...body, ret(lua.TRUE)])],
  ]))));
}

export function param(params: Params, key: string): unknown {
  return unwrap(params?.[key]);
}

export function text(params: Params, key: string, fallback = ""): string {
  const v = param(params, key);
  return v === undefined || v === null ? fallback : String(v);
}

export function opts(values: readonly string[]): ParamOption[] {
  return values.map((value) => ({ value, label: value }));
}

export const RANK_OPTIONS: readonly ParamOption[] = [
  ...["2", "3", "4", "5", "6", "7", "8", "9", "10"].map((v) => ({ value: v, label: v })),
  { value: "J", label: "Jack" }, { value: "Q", label: "Queen" }, { value: "K", label: "King" }, { value: "A", label: "Ace" },
];
export const SUIT_OPTIONS = opts(["Spades", "Hearts", "Diamonds", "Clubs"]);
export const HAND_OPTIONS = opts(POKER_HANDS);

const RANK_SHORT: Record<string, string> = { A: "Ace", K: "King", Q: "Queen", J: "Jack", T: "10", "1": "Ace", "11": "Jack", "12": "Queen", "13": "King", "14": "Ace" };

/** Rank key ("Ace", "10") of any spelling the project uses ("A", "ace", "14"). */
export function rankKeyOf(raw: unknown): string | undefined {
  const t = String(raw ?? "").trim();
  return RANK_SHORT[t] ?? RANK_KEYS.find((r) => r.toLowerCase() === t.toLowerCase());
}

export function rankIdOf(raw: unknown): number | undefined {
  const key = rankKeyOf(raw);
  return key ? RANK_IDS[key] : undefined;
}

export function suitOf(raw: unknown): string | undefined {
  const t = String(raw ?? "").trim().toLowerCase();
  return SUIT_KEYS.find((s) => s.toLowerCase() === t);
}

export function handOf(raw: unknown): string | undefined {
  const t = String(raw ?? "").trim().toLowerCase();
  return POKER_HANDS.find((h) => h.toLowerCase() === t);
}

/** The expression of a named user variable of the given kind, if the value names one. */
export function variableOf(ctx: GenContext, raw: unknown): Expr | undefined {
  const t = String(raw ?? "").trim();
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(t) && !rankKeyOf(t) && !suitOf(t) && !handOf(t) ? ctx.variable(t) : undefined;
}

export function numberSpec(id: string, label: string, def: number): ParamSpec {
  return { id, label, type: "number", default: def, variables: true };
}

export function selectSpec(id: string, label: string, options: readonly ParamOption[], def?: string): ParamSpec {
  return { id, label, type: "select", options, default: def ?? options[0]?.value };
}

/** The card expression a card generator works on, or Unsupported. */
export function cardOf(ctx: GenContext): Expr {
  if (!ctx.card) throw new Unsupported(`this needs a card trigger, not '${ctx.trigger}'`);
  return ctx.card;
}

/** A `pseudorandom_element({...}, pseudoseed("seed"))` pick from fixed strings. */
export function randomOf(values: readonly string[], seed: string): Expr {
  return call("pseudorandom_element", lua.list(values.map(str)), call("pseudoseed", str(seed)));
}

/**
 * The key of a modifier chosen in a rule's select: undefined for none, a seeded random vanilla one
 * (never Negative, for editions) for "random", else the vanilla or project key; Unsupported if unknown.
 */
export function centerKeyOf(ctx: GenContext, type: "enhancement" | "seal" | "edition", raw: string): Expr | undefined {
  if (!raw || raw === "none") return undefined;
  if (raw === "random") {
    const pool = type === "enhancement" ? VANILLA_ENHANCEMENTS : type === "seal" ? VANILLA_SEALS : VANILLA_EDITIONS.filter((e) => e !== "e_negative");
    return randomOf(pool, ctx.seed(type));
  }
  const key = ctx.keys.center(type, raw) ?? (type === "edition" ? ctx.keys.center(type, `e_${raw}`) : undefined);
  if (!key) throw new Unsupported(`${type} '${raw}' does not exist`);
  return str(key);
}

export { name };
