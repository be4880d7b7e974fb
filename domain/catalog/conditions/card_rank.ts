// Card Rank: the trigger's card has a rank (or is a face / even / odd card).
import { cardOf } from "../lib";
import { defineCondition } from "../types";
import { article } from "../words";
import { JOKER_AND_CARDS, rankChoiceParams, rankChoiceTest, rankChoiceWords } from "./shared";

export default defineCondition({
  id: "card_rank",
  label: "Card Rank",
  description: "The card is of a given rank, or a face, even or odd card.",
  category: "Card",
  objectTypes: JOKER_AND_CARDS,
  needs: ["card"],
  params: rankChoiceParams,
  summary: (v) => `if the card is ${article(rankChoiceWords(v))}`,
  generate: (v, ctx) => rankChoiceTest(ctx, cardOf(ctx), v),
});
