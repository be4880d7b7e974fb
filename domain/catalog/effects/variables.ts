// Effects that change the item's own variables (card.ability.extra.<name> and friends).
import { lua, type Expr, type Stmt } from "../../lua";
import { handOf, numberSpec, param, randomOf, rankKeyOf, suitOf, text } from "../lib";
import { Unsupported, type EffectDef } from "../types";
import { POKER_HANDS, RANK_KEYS, SUIT_KEYS } from "../vanillaKeys";

const { bin, assign, call, ifThen, num, str } = lua;

export const modifyInternalVariable: EffectDef = {
  id: "modify_internal_variable",
  label: "Modify Number Variable",
  objects: ["joker", "card", "consumable", "voucher", "deck"],
  params: [{ id: "variable_name", label: "Variable", type: "select" }, { id: "operation", label: "Operation", type: "select", default: "increment" }, numberSpec("value", "Value", 1)],
  generate(params, ctx) {
    const target = ctx.variable(params.variable_name);
    const op = text(params, "operation", "increment");
    const value = () => ctx.value(params.value, "value");
    const set = (e: Expr): Stmt[] => [assign(target, e)];
    let stmts: Stmt[];
    switch (op) {
      case "set": stmts = set(value()); break;
      case "increment": case "add": stmts = set(bin("+", target, value())); break;
      case "decrement": case "subtract": stmts = set(bin("-", target, value())); break;
      case "multiply": stmts = set(bin("*", target, value())); break;
      case "divide": {
        // never divide by zero: the variable keeps its value
        const divisor = ctx.local("divisor");
        stmts = [lua.local(divisor, value()), ifThen(bin("~=", lua.name(divisor), num(0)), set(bin("/", target, lua.name(divisor))))];
        break;
      }
      case "power": stmts = set(bin("^", target, value())); break;
      case "absolute": case "abs": stmts = set(call("math.abs", target)); break;
      case "floor": stmts = set(call("math.floor", target)); break;
      case "ceil": stmts = set(call("math.ceil", target)); break;
      case "round": stmts = set(call("math.floor", bin("+", target, num(0.5)))); break;
      case "sqrt": stmts = set(call("math.sqrt", call("math.max", target, num(0)))); break;
      case "min": stmts = set(call("math.min", target, value())); break;
      case "max": stmts = set(call("math.max", target, value())); break;
      default: throw new Unsupported(`variable operation '${op}' has no generator yet`);
    }
    return { stmts };
  },
};

function changeVariable(id: string, label: string, values: readonly string[], normalise: (raw: unknown) => string | undefined, specificKey: string): EffectDef {
  return {
    id, label,
    objects: ["joker", "card"],
    params: [{ id: "variable_name", label: "Variable", type: "select" }, { id: "change_type", label: "Change", type: "select", default: "random" }],
    generate(params, ctx) {
      const target = ctx.variable(params.variable_name);
      const type = text(params, "change_type", "random");
      if (type === "random") return { stmts: [assign(target, randomOf(values, ctx.seed(id)))] };
      if (type === "specific") {
        const value = normalise(param(params, specificKey));
        if (!value) throw new Unsupported(`'${String(param(params, specificKey))}' is not a valid value`);
        return { stmts: [assign(target, str(value))] };
      }
      throw new Unsupported(`change '${type}' has no generator yet`);
    },
  };
}

export const changeRankVariable = changeVariable("change_rank_variable", "Change Rank Variable", RANK_KEYS, rankKeyOf, "specific_rank");
export const changeSuitVariable = changeVariable("change_suit_variable", "Change Suit Variable", SUIT_KEYS, suitOf, "specific_suit");
export const changePokerhandVariable = changeVariable("change_pokerhand_variable", "Change Poker Hand Variable", POKER_HANDS, handOf, "specific_pokerhand");
