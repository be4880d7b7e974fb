import { COMPARISONS } from "../options";
import { compare, moneyNow } from "../lib";
import { p } from "../schema";
import { ALL_TYPES, defineCondition } from "../types";
import { comparison } from "../words";

export default defineCondition({
  id: "player_money",
  label: "Player Money",
  description: "Compares the player's money with a value.",
  category: "Player Resources",
  objectTypes: ALL_TYPES,
  params: [p.select("operator", "Comparison", COMPARISONS, "greater_equals"), p.number("value", "Dollars", 10)],
  summary: (v) => `if money ${comparison(v.operator, v.value).replace(/(\d+)$/, "$$$1")}`,
  // money on its way counts (G.GAME.dollar_buffer), as the game's jokers count it
  generate: (v, ctx) => compare(v.operator, moneyNow(), ctx.value(v.value)),
});
