// Remaining Discards: the discards left this round.
import { lua } from "../../lua";
import { ALL_TYPES, defineCondition } from "../types";
import { comparison } from "../words";
import { comparisonParams, compareTo } from "./shared";

export default defineCondition({
  id: "remaining_discards",
  label: "Remaining Discards",
  description: "Compares the discards left this round with a number.",
  category: "Player Resources",
  objectTypes: ALL_TYPES,
  params: comparisonParams("value", "Discards", 1, { min: 0, integer: true }),
  summary: (v) => `if discards left ${comparison(v.operator, v.value)}`,
  generate: (v, ctx) => compareTo(v.operator, lua.path("G.GAME.current_round.discards_left"), ctx.value(v.value)),
});
