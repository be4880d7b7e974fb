// Edit Sell Value: raises, lowers or sets the sell value of a joker (this one, a neighbour, the
// first / last / a random one), of every joker, or of every joker and consumable, through the
// game's extra_value (as Egg and Gift Card do) and set_cost.
import { lua, type Expr, type Stmt } from "../../lua";
import { opts, p } from "../schema";
import { defineEffect } from "../types";
import { num } from "../words";
import { ALL_TYPES, jokerAt } from "./shared";

const { assign, index, or, bin, ifThen, name, num: n, forIn, call, path, callStmt, method, str } = lua;

const TARGETS = opts(["specific", "One joker"], ["all_jokers", "Every joker"], ["all", "Every joker and consumable"]);
const WHICH = opts(["self", "This joker"], ["right", "The joker to the right"], ["left", "The joker to the left"], ["first", "The first joker"], ["last", "The last joker"], ["random", "A random joker"]);

export default defineEffect({
  id: "set_sell_value",
  label: "Edit Sell Value",
  description: "Raises, lowers or sets the sell value of jokers (and consumables).",
  category: "Economy",
  objectTypes: ALL_TYPES,
  params: [
    p.select("target", "Whose", TARGETS, "specific"),
    p.select("specific_target", "Which joker", WHICH, "self", { when: { param: "target", is: ["specific"] } }),
    p.select("operation", "Operation", opts(["add", "Add"], ["subtract", "Subtract"], ["set", "Set to"]), "add"),
    p.number("value", "Amount ($)", 1, { min: 0 }),
  ],
  summary(v) {
    const who = v.target === "specific" ? (WHICH.find((o) => o.value === v.specific_target)?.label.toLowerCase() ?? "a joker") : v.target === "all" ? "every joker and consumable" : "every joker";
    const amount = `$${num(v.value)}`;
    return v.operation === "set" ? `Set the sell value of ${who} to ${amount}` : `${v.operation === "subtract" ? "-" : "+"}${amount} sell value for ${who}`;
  },
  generate(v, ctx) {
    const value = ctx.value(v.value);
    const change = (card: Expr): Stmt[] => {
      const extra = index(index(card, "ability"), "extra_value");
      const next = v.operation === "set"
        // the value that makes the sell cost exactly the amount
        ? bin("-", value, bin("-", index(card, "sell_cost"), or(extra, n(0))))
        : bin(v.operation === "subtract" ? "-" : "+", or(extra, n(0)), value);
      return [assign(extra, next), callStmt(method(card, "set_cost"))];
    };
    const message: [string, Expr][] = [["message", call("localize", str("k_val_up"))]];
    if (v.target === "specific") {
      const target = ctx.local("target_joker");
      return { stmts: [...jokerAt(ctx, v.specific_target, target), ifThen(name(target), change(name(target)))], fields: message };
    }
    const areas = v.target === "all" ? [path("G.jokers"), path("G.consumeables")] : [path("G.jokers")];
    return {
      stmts: areas.map((area) => forIn(["_", "other"], [call("ipairs", index(area, "cards"))], change(name("other")))),
      fields: message,
    };
  },
});
