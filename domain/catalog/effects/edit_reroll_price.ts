// Edit Reroll Price: rerolling the shop costs less (Reroll Surplus) or more, from now on.
import { lua } from "../../lua";
import { p } from "../schema";
import { ALL_TYPES, defineEffect } from "../types";
import { ADD_SUB_SET, amountCode, changeWords } from "./support/amounts";

const { path, assign, bin, call, num } = lua;

export default defineEffect({
  id: "edit_reroll_price",
  label: "Edit Reroll Price",
  description: "Makes rerolling the shop cheaper or dearer.",
  category: "Shop",
  objectTypes: ALL_TYPES,
  passive: true,
  params: [p.select("operation", "Operation", ADD_SUB_SET, "subtract"), p.number("value", "Dollars", 2)],
  summary: (v) => changeWords(v.operation, v.value, "reroll price ($)"),
  generate: (v, ctx) => amountCode(ctx, v.operation, ctx.value(v.value), {
    current: () => path("G.GAME.round_resets.reroll_cost"),
    // as Reroll Surplus: the base price and the price right now
    apply: (d) => [
      assign(path("G.GAME.round_resets.reroll_cost"), bin("+", path("G.GAME.round_resets.reroll_cost"), d)),
      assign(path("G.GAME.current_round.reroll_cost"), call("math.max", num(0), bin("+", path("G.GAME.current_round.reroll_cost"), d))),
    ],
  }),
});
