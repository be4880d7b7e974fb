// Retrigger: the trigger's playing card scores (or acts) again, Red Seal / Hack style. Returned
// as `repetitions` under the trigger's repetition context (smods.md 3.4), where Steamodded adds
// the "Again!" message; the rule decides it when the card scores, and the repetition step, which
// Steamodded runs after the card's first pass, takes that decision (compile/rule.ts marks the
// card). Steamodded queues one scoring step per repetition (SMODS.insert_repetitions
// loops `for h = 1, repetitions`), so a huge count would freeze the game: at most 100, a literal
// above is written as 100 (the param's bounds) and any other value is capped where it is read.
import { lua } from "../../lua";
import { p } from "../schema";
import { defineEffect } from "../types";
import { num } from "../words";
import { MOST_RETRIGGERS } from "../../model/limits";

export default defineEffect({
  id: "retrigger_playing_card",
  label: "Retrigger Card",
  description: "The card triggers again, like a Red Seal.",
  category: "Card Effects",
  objectTypes: ["joker", "enhancement", "seal", "edition"],
  // card_discarded has no repetition context in the game
  triggers: ["card_scored", "card_held_in_hand", "card_held_in_hand_end_of_round"],
  needs: ["card"],
  params: [p.number("repetitions", "Times", 1, { min: 1, max: MOST_RETRIGGERS })],
  summary: (v) => (v.repetitions.kind === "literal" && v.repetitions.value === 1 ? "Retrigger the card" : `Retrigger the card ${num(v.repetitions)} times`),
  generate: (v, ctx) => ({
    phase: "repetition",
    fields: [["repetitions", v.repetitions.kind === "literal" ? ctx.value(v.repetitions) : lua.call("math.min", ctx.value(v.repetitions), lua.num(MOST_RETRIGGERS))]],
  }),
});
