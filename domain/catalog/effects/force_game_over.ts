// Force Game Over: the run is lost, as when the hand runs out of cards.
import { lua } from "../../lua";
import { event } from "../lib";
import { defineEffect } from "../types";

export default defineEffect({
  id: "force_game_over",
  label: "Force Game Over",
  description: "Ends the run as a loss.",
  category: "Blind & Ante",
  objectTypes: ["joker", "consumable", "enhancement", "seal", "edition", "voucher", "deck"],
  // a voucher that loses the run when redeemed, a deck that loses it when the run starts: no
  except: [["voucher", "card_used"], ["deck", "card_used"]],
  params: [],
  summary: () => "End the run (game over)",
  generate: () => ({ stmts: [event([lua.assign(lua.path("G.STATE"), lua.path("G.STATES.GAME_OVER")), lua.assign(lua.path("G.STATE_COMPLETE"), lua.FALSE)])] }),
});
