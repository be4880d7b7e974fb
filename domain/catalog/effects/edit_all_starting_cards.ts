// Edit All Starting Cards: every card of the starting deck gets an enhancement, seal, edition,
// suit or rank (a random choice is rolled for each card).
import { p } from "../schema";
import { defineEffect } from "../types";
import { editCard, eachCard, modifierWords, rankChoiceWords, rankValue, suitChoiceWords, suitValue } from "./support/cards";
import { onStartingDeck, RANKS_OR_RANDOM, STARTING_EDITION, STARTING_ENHANCEMENT, STARTING_SEAL, SUITS_OR_RANDOM } from "./support/deck";
import { lua } from "../../lua";

export default defineEffect({
  id: "edit_all_starting_cards",
  label: "Edit All Starting Cards",
  description: "Every card of the starting deck gets a modifier, suit or rank.",
  category: "Deck Card Modifications",
  objectTypes: ["deck"],
  triggers: ["card_used"],
  params: [
    p.select("enhancement", "Enhancement", STARTING_ENHANCEMENT, "none"),
    p.select("seal", "Seal", STARTING_SEAL, "none"),
    p.select("edition", "Edition", STARTING_EDITION, "none"),
    p.select("suit", "Suit", SUITS_OR_RANDOM, "none"),
    p.select("rank", "Rank", RANKS_OR_RANDOM, "none"),
  ],
  summary(v) {
    const changes = [modifierWords(v.enhancement, "enhancement"), modifierWords(v.seal, "seal"), modifierWords(v.edition, "edition"),
      v.suit === "none" ? undefined : suitChoiceWords(v.suit), v.rank === "none" ? undefined : rankChoiceWords(v.rank)].filter(Boolean);
    return changes.length > 0 ? `Every starting card gets: ${changes.join(", ")}` : "The starting cards are left as they are";
  },
  generate: (v, ctx) => ({
    stmts: onStartingDeck([eachCard(lua.path("G.playing_cards"), (c) => editCard(ctx, c, {
      enhancement: v.enhancement, seal: v.seal, edition: v.edition, suit: suitValue(ctx, v.suit), rank: rankValue(ctx, v.rank),
    }))]),
  }),
});
