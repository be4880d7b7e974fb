// The card a shop effect puts on sale: random (nil: the game picks), a chosen key, or the key a
// variable holds (checked at run time, so a key that names nothing adds nothing).
import { lua, type Expr } from "../../../lua";
import type { GenContext } from "../../types";

export function shopKey(ctx: GenContext, method: string, specific: string, variable: string): { expr: Expr; guard?: Expr } {
  if (method === "specific") return { expr: lua.str(specific) };
  if (method === "key_var") {
    const key = ctx.variable(variable);
    return { expr: key, guard: lua.index(lua.path("G.P_CENTERS"), key) };
  }
  return { expr: lua.nil };
}
