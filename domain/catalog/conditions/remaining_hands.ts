// Remaining Hands: the hands left this round.
import { lua } from "../../lua";
import { ALL_TYPES, defineCondition } from "../types";
import { comparison } from "../words";
import { comparisonParams, compareTo } from "./shared";

export default defineCondition({
  id: "remaining_hands",
  label: "Remaining Hands",
  description: "Compares the hands left this round with a number.",
  category: "Player Resources",
  objectTypes: ALL_TYPES,
  params: comparisonParams("value", "Hands", 1, { min: 0, integer: true }),
  summary: (v) => `if hands left ${comparison(v.operator, v.value)}`,
  generate: (v, ctx) => compareTo(v.operator, lua.path("G.GAME.current_round.hands_left"), ctx.value(v.value)),
});
