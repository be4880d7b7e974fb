// Building blocks shared by generators: comparisons, queued events, random picks, rank / suit /
// hand spellings, and the playing card a generator works on.
import { lua, type Expr, type Stmt } from "../lua";
import { isVarRef, type VarRef } from "./schema";
import { Unsupported, type GenContext } from "./types";
import { POKER_HANDS, RANK_IDS, RANK_KEYS, SUIT_KEYS, VANILLA_EDITIONS, VANILLA_ENHANCEMENTS, VANILLA_SEALS } from "./vanillaKeys";

const { bin, path, str, num, fn, ret, call, method, record } = lua;

const OPS: Record<string, "==" | "~=" | ">" | "<" | ">=" | "<="> = {
  equals: "==", not_equals: "~=", greater_than: ">", less_than: "<", greater_equals: ">=", less_equals: "<=",
};

/** Whether `operator` is a comparison option compare() knows. */
export function isComparison(operator: string): boolean {
  return Object.hasOwn(OPS, operator);
}

/** `left <op> right` for a comparison option (equals, greater_than, ...). */
export function compare(operator: string, left: Expr, right: Expr): Expr {
  const op = OPS[operator];
  if (!op) throw new Unsupported(`comparison '${operator}' is unknown`);
  return bin(op, left, right);
}

/**
 * The player's money counting what is on its way: ease_dollars pays in a queued event, and the
 * game's jokers keep what they gave and is not yet paid in G.GAME.dollar_buffer (Bull and
 * Bootstraps read it so).
 */
export function moneyNow(): Expr {
  return bin("+", lua.or(path("G.GAME.dollars"), num(0)), lua.paren(lua.or(path("G.GAME.dollar_buffer"), num(0))));
}

/** `G.E_MANAGER:add_event(Event({ func = function() ... return true end }))`: the func must return true or it re-runs forever. */
export function event(body: Stmt[], options: { trigger?: string; delay?: number } = {}): Stmt {
  return lua.callStmt(method(path("G.E_MANAGER"), "add_event", call("Event", record([
    ["trigger", options.trigger ? str(options.trigger) : undefined],
    ["delay", options.delay !== undefined ? num(options.delay) : undefined],
    ["func", fn([], [...body, ret(lua.TRUE)])],
  ]))));
}

const RANK_SHORT: Record<string, string> = { A: "Ace", K: "King", Q: "Queen", J: "Jack", T: "10", "1": "Ace", "11": "Jack", "12": "Queen", "13": "King", "14": "Ace" };

/** Rank key ("Ace", "10") of any spelling ("A", "ace", "14"). */
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

/** A select value that may be a user variable: the variable's expression, or the option as a string. */
export function optionOrVariable(ctx: GenContext, value: string | VarRef, option: (v: string) => Expr): Expr {
  return isVarRef(value) ? ctx.variable(value.variable) : option(value);
}

/** The card expression a card generator works on, or Unsupported. */
export function cardOf(ctx: GenContext): Expr {
  if (!ctx.card) throw new Unsupported(`this needs a trigger about one playing card, not '${ctx.trigger}'`);
  return ctx.card;
}

/** A `pseudorandom_element({...}, pseudoseed("seed"))` pick from fixed strings. */
export function randomOf(values: readonly string[], seed: string): Expr {
  return call("pseudorandom_element", lua.list(values.map(str)), call("pseudoseed", str(seed)));
}

/**
 * The key of a modifier chosen in a select (already resolved to the game's key by the parser):
 * undefined for none, a seeded random vanilla one (never Negative, for editions) for "random".
 */
export function modifierKey(ctx: GenContext, type: "enhancement" | "seal" | "edition", value: string): Expr | undefined {
  if (!value || value === "none" || value === "remove") return undefined;
  if (value === "random") {
    const pool = type === "enhancement" ? VANILLA_ENHANCEMENTS : type === "seal" ? VANILLA_SEALS : VANILLA_EDITIONS.filter((e) => e !== "e_negative");
    return randomOf(pool, ctx.seed(type));
  }
  // an enhancement that keeps the card's rank and suit (never Stone), as Familiar, Grim and Incantation give
  if (value === "random_ranked" && type === "enhancement") return randomOf(VANILLA_ENHANCEMENTS.filter((e) => e !== "m_stone"), ctx.seed(type));
  return str(value);
}
