// Create Playing Card: one new playing card of a chosen (or random) rank and suit, with optional
// enhancement, seal and edition, joins the deck or the hand (Marble Joker, Certificate style).
import { RANK_OPTIONS, SUIT_OPTIONS } from "../options";
import { opts, p } from "../schema";
import { defineEffect } from "../types";
import { addPlayingCard, EDITION_NEW, ENHANCEMENT_NEW, modifierWords, queued, rankChoiceWords, rankValue, SEAL_NEW, suitChoiceWords, suitValue } from "./support/cards";

export default defineEffect({
  id: "create_playing_card",
  label: "Create Playing Card",
  description: "Adds a new playing card to the deck or the hand.",
  category: "Card Effects",
  objectTypes: ["joker", "consumable", "enhancement", "seal", "edition", "voucher", "deck"],
  // adding a card fires "a playing card is added" again: that would never end
  except: [["joker", "playing_card_added"]],
  params: [
    p.select("location", "Add to", opts(["deck", "Deck"], ["hand", "Hand"]), "deck"),
    p.selectOrVar("suit", "Suit", [...opts(["random", "Random"]), ...SUIT_OPTIONS], ["suit"], "random"),
    p.selectOrVar("rank", "Rank", [...opts(["random", "Random"]), ...RANK_OPTIONS], ["rank"], "random"),
    p.selectOrVar("enhancement", "Enhancement", ENHANCEMENT_NEW, ["key"], "none"),
    p.selectOrVar("seal", "Seal", SEAL_NEW, ["key"], "none"),
    p.selectOrVar("edition", "Edition", EDITION_NEW, ["key"], "none"),
  ],
  summary(v) {
    const extras = [modifierWords(v.enhancement, "enhancement"), modifierWords(v.seal, "seal"), modifierWords(v.edition, "edition")].filter(Boolean);
    return `Add a ${rankChoiceWords(v.rank)} of ${suitChoiceWords(v.suit)}${extras.length > 0 ? ` (${extras.join(", ")})` : ""} to the ${v.location}`;
  },
  generate(v, ctx) {
    const card = addPlayingCard(ctx, {
      area: v.location === "hand" ? "hand" : "deck", rank: rankValue(ctx, v.rank), suit: suitValue(ctx, v.suit),
      enhancement: v.enhancement, seal: v.seal, edition: v.edition,
    });
    return { stmts: queued(card) };
  },
});
