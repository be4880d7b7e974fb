// Shared by the effects that change a suit, rank or poker-hand variable: a random value, one of
// a list, a specific one (or another variable's value).
import { lua, type Expr } from "../../lua";
import { isVarRef, type VarRef } from "../schema";
import type { GenContext } from "../types";

const { str, call, list } = lua;

/** A seeded random pick from constant values. */
export function randomPick(ctx: GenContext, values: readonly string[], purpose: string): Expr {
  return call("pseudorandom_element", list(values.map(str)), call("pseudoseed", str(ctx.seed(purpose))));
}

/** A specific value (already in the variable's spelling) or another variable of the item. */
export function specificValue(ctx: GenContext, value: string | VarRef, spell: (v: string) => string): Expr {
  return isVarRef(value) ? ctx.variable(value.variable) : str(spell(value));
}
