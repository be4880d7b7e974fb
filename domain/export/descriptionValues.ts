// What the game's collection shows for each #n# of an item's description, for the editor's card
// preview: the values the exported loc_vars returns, worked out from the very expressions the
// exporter writes (locVarsField) and the config the item is exported with, outside a run (no
// card in play, as in the collection). A value only a run knows (a game value, odds read from the
// run) is null: the preview leaves its #n# as written.
//
// A small evaluator of the exporter's own syntax tree, not of Lua in general: literals, names,
// tables, indexing, and/or/not, arithmetic, `localize` of suits, ranks and poker hands, and
// SMODS.get_probability_vars. Anything else is unknown, never guessed.
import type { Expr, Stmt } from "../lua";

/** One #n#'s text as the game formats it, or null when only a run knows it. */
export type DescriptionValue = string | null;

const UNKNOWN = Symbol("unknown");
type Table = Map<string | number, Value>;
type Value = number | string | boolean | null | Table | typeof UNKNOWN;
type Scope = Map<string, Value>;

const SUITS_SINGULAR: Record<string, string> = { Spades: "Spade", Hearts: "Heart", Clubs: "Club", Diamonds: "Diamond" };
const RANKS = new Set(["2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Queen", "King", "Ace"]);
const POKER_HANDS = new Set(["High Card", "Pair", "Two Pair", "Three of a Kind", "Straight", "Flush", "Full House", "Four of a Kind", "Straight Flush", "Five of a Kind", "Flush House", "Flush Five"]);

function truthy(value: Value): boolean | typeof UNKNOWN {
  if (value === UNKNOWN) return UNKNOWN;
  return value !== null && value !== false;
}

function dotted(expr: Expr): string | undefined {
  if (expr.kind === "name") return expr.name;
  if (expr.kind === "index" && expr.key.kind === "string") {
    const object = dotted(expr.object);
    return object === undefined ? undefined : `${object}.${expr.key.value}`;
  }
  return undefined;
}

function arithmetic(op: string, a: number, b: number): Value {
  switch (op) {
    case "+": return a + b;
    case "-": return a - b;
    case "*": return a * b;
    case "/": return a / b;
    case "%": return a - Math.floor(a / b) * b;
    case "^": return a ** b;
    default: return UNKNOWN;
  }
}

/** The values of a call (several for SMODS.get_probability_vars). */
function callValues(expr: Extract<Expr, { kind: "call" }>, scope: Scope): Value[] {
  const callee = dotted(expr.callee);
  const args = expr.args.map((a) => evaluate(a, scope));
  if (callee === "localize" && typeof args[0] === "string" && typeof args[1] === "string") {
    const [key, set] = args as [string, string];
    if (set === "suits_singular") return [SUITS_SINGULAR[key] ?? UNKNOWN];
    if (set === "suits_plural") return [key in SUITS_SINGULAR ? key : UNKNOWN];
    if (set === "ranks") return [RANKS.has(key) ? key : UNKNOWN];
    if (set === "poker_hands") return [POKER_HANDS.has(key) ? key : UNKNOWN];
    return [UNKNOWN];
  }
  // outside a run the odds are the base ones (no Oops! All 6s to double them)
  if (callee === "SMODS.get_probability_vars" && typeof args[1] === "number" && typeof args[2] === "number") return [args[1], args[2]];
  return [UNKNOWN];
}

function evaluate(expr: Expr, scope: Scope): Value {
  switch (expr.kind) {
    case "nil": return null;
    case "boolean": case "number": case "string": return expr.value;
    case "name": return scope.has(expr.name) ? scope.get(expr.name)! : UNKNOWN;
    case "paren": return evaluate(expr.expr, scope);
    case "index": {
      const object = evaluate(expr.object, scope);
      const key = evaluate(expr.key, scope);
      if (!(object instanceof Map) || (typeof key !== "string" && typeof key !== "number")) return UNKNOWN;
      return object.has(key) ? object.get(key)! : null;
    }
    case "table": {
      const table: Table = new Map();
      let position = 1;
      for (const field of expr.fields) {
        if (field.kind === "item") table.set(position++, evaluate(field.value, scope));
        else if (field.kind === "field") table.set(field.key, evaluate(field.value, scope));
        else {
          const key = evaluate(field.key, scope);
          if (typeof key === "string" || typeof key === "number") table.set(key, evaluate(field.value, scope));
        }
      }
      return table;
    }
    case "binary": {
      if (expr.op === "and" || expr.op === "or") {
        const left = evaluate(expr.left, scope);
        const test = truthy(left);
        if (test === UNKNOWN) return UNKNOWN;
        if (expr.op === "and") return test ? evaluate(expr.right, scope) : left;
        return test ? left : evaluate(expr.right, scope);
      }
      const left = evaluate(expr.left, scope);
      const right = evaluate(expr.right, scope);
      if (expr.op === "..") {
        const text = (v: Value) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : undefined);
        const a = text(left);
        const b = text(right);
        return a !== undefined && b !== undefined ? a + b : UNKNOWN;
      }
      return typeof left === "number" && typeof right === "number" ? arithmetic(expr.op, left, right) : UNKNOWN;
    }
    case "unary": {
      const operand = evaluate(expr.operand, scope);
      if (expr.op === "not") {
        const test = truthy(operand);
        return test === UNKNOWN ? UNKNOWN : !test;
      }
      if (expr.op === "-") return typeof operand === "number" ? -operand : UNKNOWN;
      return UNKNOWN;
    }
    case "call": return callValues(expr, scope)[0] ?? null;
    default: return UNKNOWN;
  }
}

/** Runs `local` statements; anything else leaves the names it would set unknown. */
function run(statements: readonly Stmt[], scope: Scope): void {
  for (const statement of statements) {
    if (statement.kind === "local") {
      const values: Value[] = [];
      statement.values.forEach((expr, i) => {
        if (i === statement.values.length - 1 && expr.kind === "call") values.push(...callValues(expr, scope));
        else values.push(evaluate(expr, scope));
      });
      statement.names.forEach((n, i) => scope.set(n, i < values.length ? values[i] : null));
    } else if (statement.kind === "origin" || statement.kind === "do") {
      run(statement.body, scope);
    }
  }
}

/**
 * A number as the game's descriptions print it (number_format): whole numbers with thousands
 * separators, others to two decimals below 10 and one below 100, without trailing zeros.
 */
export function gameNumber(value: number): string {
  if (!Number.isFinite(value)) return value > 0 ? "inf" : value < 0 ? "-inf" : "nan";
  const sign = value < 0 ? "-" : "";
  const size = Math.abs(value);
  if (size >= 1e11) return sign + size.toExponential(3).replace("e+", "e");
  if (size !== Math.floor(size) && size < 100) {
    if (size < 0.01) return sign + String(size);
    return sign + size.toFixed(size >= 10 ? 1 : 2).replace(/\.?0+$/, "");
  }
  return sign + Math.round(size).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

function shown(value: Value): DescriptionValue {
  if (typeof value === "number") return gameNumber(value);
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return String(value);
  return null;
}

/**
 * The values of `vars` after `prelude`, in the loc_vars of an item exported with `config`, where
 * `locals` are the loc_vars' own locals (e.g. `extra`), evaluated outside a run: `card` and `back`
 * are nil, so every read falls back to the prototype's config.
 */
export function describedValues(config: Expr, locals: readonly Stmt[], vars: readonly Expr[]): DescriptionValue[] {
  const scope: Scope = new Map<string, Value>([["card", null], ["back", null], ["info_queue", new Map()]]);
  scope.set("self", new Map<string | number, Value>([["config", evaluate(config, scope)]]));
  run(locals, scope);
  return vars.map((expr) => shown(evaluate(expr, scope)));
}
