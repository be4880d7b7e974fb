// Discarded Card Count: how many cards the discard holds (context.full_hand of the discard).
import { lua } from "../../lua";
import { defineCondition } from "../types";
import { comparison } from "../words";
import { JOKER_AND_CARDS, comparisonParams, compareTo } from "./shared";

export default defineCondition({
  id: "discarded_card_count",
  label: "Discarded Card Count",
  description: "Compares how many cards are being discarded with a number.",
  category: "Hand",
  objectTypes: JOKER_AND_CARDS,
  triggers: ["card_discarded", "hand_discarded"],
  params: comparisonParams("value", "Count", 5, { min: 0, integer: true }),
  summary: (v) => `if the number of discarded cards ${comparison(v.operator, v.value)}`,
  generate: (v, ctx) => compareTo(v.operator, lua.len(lua.or(lua.path("context.full_hand"), lua.table([]))), ctx.value(v.value)),
});
