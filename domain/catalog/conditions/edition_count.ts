// Edition Count: how many played (or scoring) cards have an edition.
import { p } from "../schema";
import { defineCondition } from "../types";
import { comparison, keyWords } from "../words";
import { ANY, CARD_SCOPES, JOKER_AND_CARDS, SCOPE_WORDS, cardsOf, comparisonParams, compareTo, countCards, editionTest } from "./shared";

export default defineCondition({
  id: "edition_count",
  label: "Edition Count",
  description: "Compares how many played or scoring cards have a given edition (or any) with a number.",
  category: "Hand",
  objectTypes: JOKER_AND_CARDS,
  needs: ["scoring"],
  params: [
    p.select("card_scope", "Cards", CARD_SCOPES, "scoring"),
    p.select("edition", "Edition", { source: "editions", extra: ANY }, "any"),
    ...comparisonParams("value", "Count", 1, { min: 0, integer: true }, "greater_equals"),
  ],
  summary: (v) => `if the number of ${SCOPE_WORDS[v.card_scope]} ${v.edition === "any" ? "with an edition" : `that are ${keyWords(v.edition)}`} ${comparison(v.operator, v.value)}`,
  generate: (v, ctx) => compareTo(v.operator, countCards(cardsOf(v.card_scope), (c) => editionTest(c, v.edition)), ctx.value(v.value)),
});
