// Discarded Rank Count: how many discarded cards are of a rank or rank group.
import { lua } from "../../lua";
import { defineCondition } from "../types";
import { JOKER_AND_CARDS, quantified, quantifierParams, quantifierWords, rankChoiceParams, rankChoiceTest, rankChoiceWords } from "./shared";

export default defineCondition({
  id: "discarded_rank_count",
  label: "Discarded Rank Count",
  description: "How many of the discarded cards are of a rank or rank group: all, none, or a number.",
  category: "Hand",
  objectTypes: JOKER_AND_CARDS,
  triggers: ["card_discarded", "hand_discarded"],
  params: [...rankChoiceParams, ...quantifierParams],
  summary: (v) => `if ${quantifierWords(v)} of the discarded cards are ${rankChoiceWords(v)}s`,
  generate: (v, ctx) => quantified(ctx, v, lua.path("context.full_hand"), (c) => rankChoiceTest(ctx, c, v)),
});
