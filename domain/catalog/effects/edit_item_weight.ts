// Edit Card Weight: cards of a set appear more (or less) often in the shop: the run's
// G.GAME.<set>_rate (Tarot Merchant raises tarot_rate; a deck can make Spectral cards appear).
import { lua } from "../../lua";
import { p } from "../schema";
import { ALL_TYPES, defineEffect } from "../types";
import { ALL_OPERATIONS, amountCode, changeWords } from "./support/amounts";

const { index, path, str, assign, bin, or, num, call } = lua;

export default defineEffect({
  id: "edit_item_weight",
  label: "Edit Shop Card Weight",
  description: "Makes cards of a set appear more or less often in the shop.",
  category: "Shop",
  objectTypes: ALL_TYPES,
  passive: true,
  params: [p.select("key", "Cards", { source: "shop_sets" }, "tarot"), p.select("operation", "Operation", ALL_OPERATIONS, "multiply"), p.number("value", "Value", 2)],
  summary: (v) => changeWords(v.operation, v.value, `the shop weight of ${v.key.replace(/_/g, " ")} cards`),
  generate(v, ctx) {
    const rate = index(path("G.GAME"), str(`${v.key.toLowerCase()}_rate`));
    return amountCode(ctx, v.operation, ctx.value(v.value), {
      current: () => or(rate, num(0)),
      // a weight below 0 would break the shop's roll
      apply: (d) => [assign(rate, call("math.max", num(0), bin("+", or(rate, num(0)), d)))],
    });
  },
});
