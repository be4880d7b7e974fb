// Set Dollars: add, subtract, set or multiply money. Returned as `dollars` in calculate (so the
// game shows the $ message and fires money_altered); applied with ease_dollars in use/redeem/apply.
import { lua, type Expr } from "../../lua";
import { numberSpec, param, selectSpec } from "../lib";
import { Unsupported, type EffectDef } from "../types";

const { bin, path, doCall } = lua;

export const setDollars: EffectDef = {
  id: "set_dollars",
  label: "Edit Dollars",
  objects: ["joker", "card", "consumable", "voucher", "deck"],
  params: [selectSpec("operation", "Operation", ["add", "subtract", "set", "multiply"].map((v) => ({ value: v, label: v })), "add"), numberSpec("value", "Amount", 5)],
  generate(params, ctx) {
    const limits = param(params, "limit_dollars");
    if (Array.isArray(limits) && limits.some(Boolean)) throw new Unsupported("limited earnings have no generator yet");
    const value = ctx.value(params.value, "amount");
    const money = path("G.GAME.dollars");
    const op = String(param(params, "operation") ?? "add");
    let change: Expr;
    switch (op) {
      case "add": change = value; break;
      case "subtract": change = lua.neg(value); break;
      case "set": change = bin("-", value, money); break;
      case "multiply": change = bin("*", money, bin("-", value, lua.num(1))); break;
      case "divide": change = bin("-", bin("/", money, value), money); break;
      default: throw new Unsupported(`money operation '${op}' is unknown`);
    }
    if (ctx.mode === "calculate") return { fields: [["dollars", change]] };
    return { stmts: [doCall("ease_dollars", change)] };
  },
};
