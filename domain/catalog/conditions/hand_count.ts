// Card Count: how many cards were played, scored, or played without scoring.
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { defineCondition } from "../types";
import { comparison } from "../words";
import { CARD_SCOPES, JOKER_AND_CARDS, SCOPE_WORDS, cardsOf, comparisonParams, compareTo } from "./shared";

export default defineCondition({
  id: "hand_count",
  label: "Card Count",
  description: "Compares how many cards were played, scored or left unscored with a number.",
  category: "Hand",
  objectTypes: JOKER_AND_CARDS,
  needs: ["scoring"],
  params: [
    p.select("card_scope", "Cards", [...CARD_SCOPES, ...opts(["unscored", "Unscored played cards"])], "scoring"),
    ...comparisonParams("value", "Count", 5, { min: 0, integer: true }),
  ],
  summary: (v) => `if the number of ${SCOPE_WORDS[v.card_scope]} ${comparison(v.operator, v.value)}`,
  generate(v, ctx) {
    const count = v.card_scope === "unscored"
      ? lua.bin("-", lua.len(cardsOf("all_played")), lua.len(cardsOf("scoring")))
      : lua.len(cardsOf(v.card_scope));
    return compareTo(v.operator, count, ctx.value(v.value));
  },
});
