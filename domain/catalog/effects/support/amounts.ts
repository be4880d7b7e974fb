// Effects that change a number of the run (hands, slots, shop sizes, the winning ante...): the
// operations they offer, the change an operation makes, and how the change runs in each mode:
// at once (a trigger, a consumable's use, a voucher's redeem; a deck's whole rule waits for the
// run to be set up, compile/methods.ts), or always on (a joker's add_to_deck records
// the change it made, so remove_from_deck undoes exactly that, even for "set").
import { lua, type Expr, type Stmt } from "../../../lua";
import { opts, type NumberValue } from "../../schema";
import { Unsupported, type EffectCode, type GenContext } from "../../types";
import { num as words } from "../../words";

const { bin, path, str, name, assign, num, index, local, or } = lua;

export const ADD_SUB_SET = opts(["add", "Add"], ["subtract", "Subtract"], ["set", "Set to"]);
export const ALL_OPERATIONS = opts(["add", "Add"], ["subtract", "Subtract"], ["set", "Set to"], ["multiply", "Multiply by"], ["divide", "Divide by"]);

/** The change an operation makes to `current`. */
export function deltaOf(op: string, value: Expr, current: Expr): Expr {
  switch (op) {
    case "add": return value;
    case "subtract": return lua.neg(value);
    case "set": return bin("-", value, current);
    case "multiply": return bin("*", current, bin("-", value, num(1)));
    case "divide": return bin("-", bin("/", current, value), current);
    default: throw new Unsupported(`operation '${op}' is unknown`);
  }
}

/** "+1 hand size", "-2 discards", "Set the ante to 3", "Blind size ×2". */
export function changeWords(op: string, value: NumberValue, what: string): string {
  const v = words(value);
  switch (op) {
    case "add": return `+${v} ${what}`;
    case "subtract": return `-${v} ${what}`;
    case "set": return `Set ${what} to ${v}`;
    case "multiply": return `${what} ×${v}`;
    case "divide": return `${what} ÷${v}`;
    default: return `${op} ${v} ${what}`;
  }
}

export interface Amount {
  /** The value as it is now (read only for "set", "multiply" and "divide"). */
  current: () => Expr;
  /** The most the value may reach by this effect (it never takes it below 0 either); see withinTotal. */
  most?: number;
  /** Statements applying a change `d` (a local name, so it is evaluated once). */
  apply: (d: Expr) => Stmt[];
}

export { MOST_SHOP_SLOTS, MOST_SLOT_CHANGE } from "../../../model/limits";

/**
 * The change `d` cut so that `current` stays from 0 to `most`: what is left below `most` at the
 * most (nothing when the value is there already, never a cut back), and down to 0 at the least.
 */
export function withinTotal(d: Expr, current: Expr, most: number): Expr {
  return lua.call("math.max", lua.neg(lua.paren(current)), lua.call("math.min", d, lua.call("math.max", num(0), bin("-", num(most), lua.paren(current)))));
}

/** The code of an amount change in the block's mode (see the file comment). */
export function amountCode(ctx: GenContext, op: string, value: Expr, amount: Amount): EffectCode {
  const d = ctx.local("change");
  // a bounded value changes by what is left of its range (recorded so, so an always-on change undoes exactly that)
  const delta = amount.most === undefined ? deltaOf(op, value, amount.current()) : withinTotal(deltaOf(op, value, amount.current()), amount.current(), amount.most);
  if (ctx.mode === "passive") {
    const slot = index(path("card.ability"), str(`jf_${ctx.seed("applied")}`));
    return {
      passive: {
        add: [local(d, delta), assign(slot, bin("+", or(slot, num(0)), name(d))), ...amount.apply(name(d))],
        remove: [local(d, or(slot, num(0))), assign(slot, num(0)), ...amount.apply(lua.neg(name(d)))],
      },
    };
  }
  return { stmts: [local(d, delta), ...amount.apply(name(d))] };
}
