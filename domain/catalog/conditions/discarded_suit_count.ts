// Discarded Suit Count: how many discarded cards are of a suit or colour.
import { lua } from "../../lua";
import { defineCondition } from "../types";
import { JOKER_AND_CARDS, quantified, quantifierParams, quantifierWords, suitChoiceParams, suitChoiceTest, suitChoiceWords } from "./shared";

export default defineCondition({
  id: "discarded_suit_count",
  label: "Discarded Suit Count",
  description: "How many of the discarded cards are of a suit or colour: all, none, or a number.",
  category: "Hand",
  objectTypes: JOKER_AND_CARDS,
  triggers: ["card_discarded", "hand_discarded"],
  params: [...suitChoiceParams, ...quantifierParams],
  summary: (v) => `if ${quantifierWords(v)} of the discarded cards are ${suitChoiceWords(v)}s`,
  generate: (v, ctx) => quantified(ctx, v, lua.path("context.full_hand"), (c) => suitChoiceTest(ctx, c, v)),
});
