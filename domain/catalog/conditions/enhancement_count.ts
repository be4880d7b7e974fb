// Enhancement Count: how many played (or scoring) cards have an enhancement.
import { p } from "../schema";
import { defineCondition } from "../types";
import { comparison, keyWords } from "../words";
import { ANY, CARD_SCOPES, JOKER_AND_CARDS, SCOPE_WORDS, cardsOf, comparisonParams, compareTo, countCards, enhancementTest } from "./shared";

export default defineCondition({
  id: "enhancement_count",
  label: "Enhancement Count",
  description: "Compares how many played or scoring cards have a given enhancement (or any) with a number.",
  category: "Hand",
  objectTypes: JOKER_AND_CARDS,
  needs: ["scoring"],
  params: [
    p.select("card_scope", "Cards", CARD_SCOPES, "scoring"),
    p.select("enhancement", "Enhancement", { source: "enhancements", extra: ANY }, "any"),
    ...comparisonParams("value", "Count", 1, { min: 0, integer: true }, "greater_equals"),
  ],
  summary: (v) => `if the number of ${SCOPE_WORDS[v.card_scope]} ${v.enhancement === "any" ? "that are enhanced" : `that are ${keyWords(v.enhancement)} cards`} ${comparison(v.operator, v.value)}`,
  generate: (v, ctx) => compareTo(v.operator, countCards(cardsOf(v.card_scope), (c) => enhancementTest(c, v.enhancement)), ctx.value(v.value)),
});
