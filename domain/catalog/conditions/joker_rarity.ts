// Joker Rarity: the other joker (being evaluated, or that just triggered) is of a rarity.
import { lua } from "../../lua";
import { p } from "../schema";
import { defineCondition } from "../types";
import { otherJoker, rarityTest } from "./shared";

export default defineCondition({
  id: "joker_rarity",
  label: "Joker Rarity",
  description: "The other joker is of a given rarity.",
  category: "Jokers",
  objectTypes: ["joker"],
  triggers: ["joker_evaluated", "joker_triggered"],
  params: [p.select("rarity", "Rarity", { source: "rarities" }, "common")],
  summary: (v) => `if the other joker is ${v.rarity}`,
  generate(v, ctx) {
    const joker = otherJoker(ctx);
    return lua.and(joker, rarityTest(joker, v.rarity));
  },
});
