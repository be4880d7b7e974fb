// Edit Rarity Weight: jokers of a rarity appear more (or less) often: Steamodded multiplies each
// rarity's weight by G.GAME.<rarity>_mod when it rolls a rarity.
import { lua } from "../../lua";
import { p } from "../schema";
import { ALL_TYPES, defineEffect } from "../types";
import { ALL_OPERATIONS, amountCode, changeWords } from "./support/amounts";

const { index, path, str, assign, bin, or, num } = lua;

export default defineEffect({
  id: "edit_rarity_weight",
  label: "Edit Rarity Weight",
  description: "Makes jokers of a rarity appear more or less often.",
  category: "Shop",
  objectTypes: ALL_TYPES,
  passive: true,
  params: [p.select("key", "Rarity", { source: "rarities" }, "Rare"), p.select("operation", "Operation", ALL_OPERATIONS, "multiply"), p.number("value", "Value", 2)],
  summary: (v) => changeWords(v.operation, v.value, `the chance of ${v.key} jokers`),
  generate(v, ctx) {
    const mod = index(path("G.GAME"), str(`${v.key.toLowerCase()}_mod`));
    return amountCode(ctx, v.operation, ctx.value(v.value), {
      current: () => or(mod, num(1)),
      apply: (d) => [assign(mod, bin("+", or(mod, num(1)), d))],
    });
  },
});
