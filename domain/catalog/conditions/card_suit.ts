// Card Suit: the trigger's card is of a suit (is_suit: Wild cards count) or of a colour.
import { cardOf } from "../lib";
import { defineCondition } from "../types";
import { article } from "../words";
import { JOKER_AND_CARDS, suitChoiceParams, suitChoiceTest, suitChoiceWords } from "./shared";

export default defineCondition({
  id: "card_suit",
  label: "Card Suit",
  description: "The card is of a given suit, or red or black.",
  category: "Card",
  objectTypes: JOKER_AND_CARDS,
  needs: ["card"],
  params: suitChoiceParams,
  summary: (v) => `if the card is ${article(suitChoiceWords(v))}`,
  generate: (v, ctx) => suitChoiceTest(ctx, cardOf(ctx), v),
});
