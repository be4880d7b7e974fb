// Seal Count: how many played (or scoring) cards have a seal.
import { p } from "../schema";
import { defineCondition } from "../types";
import { comparison, keyWords } from "../words";
import { ANY, CARD_SCOPES, JOKER_AND_CARDS, SCOPE_WORDS, cardsOf, comparisonParams, compareTo, countCards, sealTest } from "./shared";

export default defineCondition({
  id: "seal_count",
  label: "Seal Count",
  description: "Compares how many played or scoring cards have a given seal (or any) with a number.",
  category: "Hand",
  objectTypes: JOKER_AND_CARDS,
  needs: ["scoring"],
  params: [
    p.select("card_scope", "Cards", CARD_SCOPES, "scoring"),
    p.select("seal", "Seal", { source: "seals", extra: ANY }, "any"),
    ...comparisonParams("value", "Count", 1, { min: 0, integer: true }, "greater_equals"),
  ],
  summary: (v) => `if the number of ${SCOPE_WORDS[v.card_scope]} ${v.seal === "any" ? "with a seal" : `with a ${keyWords(v.seal)} Seal`} ${comparison(v.operator, v.value)}`,
  generate: (v, ctx) => compareTo(v.operator, countCards(cardsOf(v.card_scope), (c) => sealTest(c, v.seal)), ctx.value(v.value)),
});
