// Rank Count: how many of the played (or scoring) cards are of a rank or rank group.
import { p } from "../schema";
import { defineCondition } from "../types";
import { CARD_SCOPES, JOKER_AND_CARDS, SCOPE_WORDS, cardsOf, quantified, quantifierParams, quantifierWords, rankChoiceParams, rankChoiceTest, rankChoiceWords } from "./shared";

export default defineCondition({
  id: "rank_count",
  label: "Rank Count",
  description: "How many of the played or scoring cards are of a rank or a rank group: all, none, or a number.",
  category: "Hand",
  objectTypes: JOKER_AND_CARDS,
  needs: ["scoring"],
  params: [p.select("card_scope", "Cards", CARD_SCOPES, "scoring"), ...rankChoiceParams, ...quantifierParams],
  summary: (v) => `if ${quantifierWords(v)} of the ${SCOPE_WORDS[v.card_scope]} are ${rankChoiceWords(v)}s`,
  generate: (v, ctx) => quantified(ctx, v, cardsOf(v.card_scope), (c) => rankChoiceTest(ctx, c, v)),
});
