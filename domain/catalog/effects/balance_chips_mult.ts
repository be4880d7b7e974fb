// Balance Chips and Mult: chips and Mult both become their average, as the Plasma
// Deck does; returned as `balance` so Steamodded applies it in order with the other effects.
import { lua } from "../../lua";
import { SCORE_TRIGGERS } from "../triggers/ids";
import { defineEffect } from "../types";
import { JOKER_AND_CARDS } from "./shared";

export default defineEffect({
  id: "balance_chips_mult",
  label: "Balance Chips and Mult",
  description: "Chips and Mult both become their average (like the Plasma Deck).",
  category: "Scoring",
  // a deck balances at the final scoring step, as the Plasma Deck does
  objectTypes: [...JOKER_AND_CARDS, "deck"],
  triggers: [...SCORE_TRIGGERS, "final_scoring_step"],
  params: [],
  summary: () => "Balance Chips and Mult",
  generate: () => ({ fields: [["balance", lua.TRUE]] }),
});
