// Joker is Flipped: the other joker (evaluated or triggered), or the selected joker, is face down.
import { defineCondition } from "../types";
import { flippedTest, otherJoker } from "./shared";

export default defineCondition({
  id: "joker_flipped",
  label: "Joker is Flipped",
  description: "The other joker (or the selected joker, for a consumable) is face down.",
  category: "Jokers",
  objectTypes: ["joker", "consumable"],
  triggers: ["joker_evaluated", "joker_triggered", "card_used"],
  params: [],
  summary: () => "if the other (or selected) joker is face down",
  generate: (_, ctx) => flippedTest(otherJoker(ctx)),
});
