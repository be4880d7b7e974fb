// Hand Size: the number of cards the hand holds when full (G.hand.config.card_limit).
import { areaLimit } from "../gameVars/reads";
import { ALL_TYPES, defineCondition } from "../types";
import { comparison } from "../words";
import { comparisonParams, compareTo } from "./shared";

export default defineCondition({
  id: "hand_size",
  label: "Hand Size",
  description: "Compares the hand size with a number.",
  category: "Player Resources",
  objectTypes: ALL_TYPES,
  params: comparisonParams("value", "Hand size", 8, { min: 0, integer: true }),
  summary: (v) => `if the hand size ${comparison(v.operator, v.value)}`,
  generate: (v, ctx) => compareTo(v.operator, areaLimit("hand"), ctx.value(v.value)),
});
