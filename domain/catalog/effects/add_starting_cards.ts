// Add Starting Cards: the deck starts the run with more cards (of a rank, a suit, modifiers).
import { lua } from "../../lua";
import { defineEffect } from "../types";
import { CARD_COUNT_PARAMS, cardsWords } from "./create_playing_cards";
import { addPlayingCard, rankValue, suitValue } from "./support/cards";
import { onStartingDeck } from "./support/deck";

export default defineEffect({
  id: "add_starting_cards",
  label: "Add Starting Cards",
  description: "The deck starts with more cards.",
  category: "Deck Card Modifications",
  objectTypes: ["deck"],
  triggers: ["card_used"],
  params: CARD_COUNT_PARAMS,
  summary: (v) => cardsWords(v, "starting deck"),
  generate: (v, ctx) => ({
    stmts: onStartingDeck([lua.forNum(ctx.local("i"), lua.num(1), ctx.value(v.count), addPlayingCard(ctx, {
      area: "deck", rank: rankValue(ctx, v.rank, v.rank_pool), suit: suitValue(ctx, v.suit, v.suit_pool),
      enhancement: v.enhancement, seal: v.seal, edition: v.edition,
    }))]),
  }),
});
