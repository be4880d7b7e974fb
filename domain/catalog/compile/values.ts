// A parsed number param as a Lua expression.
import { lua, type Expr } from "../../lua";
import { gameVariable } from "../gameVars";
import type { NumberValue } from "../schema";
import { Unsupported } from "../types";

export interface ValueScope {
  variable(name: string): Expr;
  seed(purpose: string): string;
  /** The object's own card (`card`, `back` for decks) for game values about it; `card` when absent. */
  self?: Expr;
  /** True inside calculate, where game values may read `context`. */
  context?: boolean;
}

export function numberExpr(value: NumberValue, scope: ValueScope): Expr {
  switch (value.kind) {
    case "literal": return lua.num(value.value);
    case "variable": return scope.variable(value.name);
    case "game": {
      const expr = gameVariable(value.id, { self: scope.self ?? lua.name("card"), context: scope.context ?? false });
      if (!expr) throw new Unsupported(`the game value '${value.id}' does not exist`);
      let out = value.multiplier === 1 ? expr : lua.bin("*", expr, lua.num(value.multiplier));
      if (value.offset !== 0) out = lua.bin("+", lua.num(value.offset), out);
      return out;
    }
    case "range": {
      const seed = lua.str(scope.seed("range"));
      if (Number.isInteger(value.min) && Number.isInteger(value.max)) return lua.call("pseudorandom", seed, lua.num(value.min), lua.num(value.max));
      return lua.bin("+", lua.num(value.min), lua.bin("*", lua.call("pseudorandom", seed), lua.num(value.max - value.min)));
    }
  }
}

/** Plain words for a number param ("8", "x", "the ante × 2", "1 to 5"). */
export function numberWords(value: NumberValue): string {
  switch (value.kind) {
    case "literal": return String(value.value);
    case "variable": return value.name;
    case "game": {
      const base = value.id.replace(/_/g, " ");
      const times = value.multiplier === 1 ? base : `${value.multiplier} × ${base}`;
      return value.offset === 0 ? times : `${value.offset} + ${times}`;
    }
    case "range": return `${value.min} to ${value.max}`;
  }
}
