// Card Debuffed: the trigger's playing card is debuffed (by a Boss Blind, a Perishable's end...).
// Vanilla jokers leave debuffed cards alone in their own way: Mail-In Rebate pays nothing for a
// debuffed discard, the Castle does not grow on one; negate this condition to do the same.
import { lua } from "../../lua";
import { cardOf } from "../lib";
import { defineCondition } from "../types";

export default defineCondition({
  id: "card_debuffed",
  label: "Card Debuffed",
  description: "The card is debuffed.",
  category: "Card",
  objectTypes: ["joker"],
  // Steamodded's eval_card never asks a joker about a debuffed playing card (context.other_card)
  // unless the context says so, and of the card triggers only the discard does
  // (ignore_other_debuff): under Card Scored or Held in Hand the card is never debuffed there
  triggers: ["card_discarded"],
  needs: ["card"],
  params: [],
  summary: () => "if the card is debuffed",
  generate: (_v, ctx) => lua.bin("==", lua.index(cardOf(ctx), "debuff"), lua.TRUE),
});
