// Joker Count: how many jokers are owned (of a rarity, or any).
import { areaCards, areaCount } from "../gameVars/reads";
import { p } from "../schema";
import { COMPARISONS } from "../options";
import { ALL_TYPES, defineCondition } from "../types";
import { comparison } from "../words";
import { ANY, compareTo, countCards, rarityTest } from "./shared";

export default defineCondition({
  id: "joker_count",
  label: "Joker Count",
  description: "Compares the number of jokers owned (of a rarity, or any) with a number.",
  category: "Jokers",
  objectTypes: ALL_TYPES,
  params: [
    p.select("operator", "Comparison", COMPARISONS, "greater_equals"),
    p.select("rarity", "Rarity", { source: "rarities", extra: ANY }, "any"),
    p.number("value", "Jokers", 1, { min: 0, integer: true }),
  ],
  summary: (v) => `if the number of ${v.rarity === "any" ? "" : `${v.rarity} `}jokers ${comparison(v.operator, v.value)}`,
  generate(v, ctx) {
    const count = v.rarity === "any" ? areaCount("jokers") : countCards(areaCards("jokers"), (c) => rarityTest(c, v.rarity));
    return compareTo(v.operator, count, ctx.value(v.value));
  },
});
