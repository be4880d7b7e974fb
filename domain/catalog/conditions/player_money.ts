import { lua } from "../../lua";
import { COMPARISONS } from "../options";
import { compare } from "../lib";
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
  generate: (v, ctx) => compare(v.operator, lua.path("G.GAME.dollars"), ctx.value(v.value)),
});
