// Ante Level: the current ante.
import { lua } from "../../lua";
import { ALL_TYPES, defineCondition } from "../types";
import { comparison } from "../words";
import { comparisonParams, compareTo } from "./shared";

export default defineCondition({
  id: "ante_level",
  label: "Ante Level",
  description: "Compares the current ante with a number.",
  category: "Game State",
  objectTypes: ALL_TYPES,
  params: comparisonParams("value", "Ante", 1, { integer: true }),
  summary: (v) => `if the ante ${comparison(v.operator, v.value)}`,
  generate: (v, ctx) => compareTo(v.operator, lua.path("G.GAME.round_resets.ante"), ctx.value(v.value)),
});
