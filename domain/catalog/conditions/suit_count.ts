// Suit Count: how many of the played (or scoring) cards are of a suit or colour.
import { p } from "../schema";
import { defineCondition } from "../types";
import { CARD_SCOPES, JOKER_AND_CARDS, SCOPE_WORDS, cardsOf, quantified, quantifierParams, quantifierWords, suitChoiceParams, suitChoiceTest, suitChoiceWords } from "./shared";

export default defineCondition({
  id: "suit_count",
  label: "Suit Count",
  description: "How many of the played or scoring cards are of a suit or colour: all, none, or a number.",
  category: "Hand",
  objectTypes: JOKER_AND_CARDS,
  needs: ["scoring"],
  params: [p.select("card_scope", "Cards", CARD_SCOPES, "scoring"), ...suitChoiceParams, ...quantifierParams],
  summary: (v) => `if ${quantifierWords(v)} of the ${SCOPE_WORDS[v.card_scope]} are ${suitChoiceWords(v)}s`,
  generate: (v, ctx) => quantified(ctx, v, cardsOf(v.card_scope), (c) => suitChoiceTest(ctx, c, v)),
});
