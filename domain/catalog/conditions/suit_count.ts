// Suit Count: how many of the played (or scoring, or held in hand) cards are of a suit or colour.
import { areaCards } from "../gameVars/reads";
import { opts, p } from "../schema";
import { defineCondition } from "../types";
import { CARD_SCOPES, JOKER_AND_CARDS, SCOPE_WORDS, cardsOf, quantified, quantifierParams, quantifierWords, suitChoiceParams, suitChoiceTest, suitChoiceWords } from "./shared";

export default defineCondition({
  id: "suit_count",
  label: "Suit Count",
  description: "How many of the played, scoring or held cards are of a suit or colour: all, none, or a number.",
  category: "Hand",
  objectTypes: JOKER_AND_CARDS,
  needs: ["scoring"],
  params: [p.select("card_scope", "Cards", [...CARD_SCOPES, ...opts(["held", "Cards held in hand"])], "scoring"), ...suitChoiceParams, ...quantifierParams],
  summary: (v) => `if ${quantifierWords(v)} of the ${v.card_scope === "held" ? "cards held in hand" : SCOPE_WORDS[v.card_scope]} are ${suitChoiceWords(v)}s`,
  // held: the cards still in hand while the played hand scores (Blackboard)
  generate: (v, ctx) => quantified(ctx, v, v.card_scope === "held" ? areaCards("hand") : cardsOf(v.card_scope), (c) => suitChoiceTest(ctx, c, v)),
});
