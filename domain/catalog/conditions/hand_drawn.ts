// Hand Drawn: a hand is drawn and waiting to be played (the player is choosing cards in a blind).
import { lua } from "../../lua";
import { defineCondition } from "../types";
import { NOT_CARDS } from "./shared";

export default defineCondition({
  id: "hand_drawn",
  label: "Hand Drawn",
  description: "Cards are in hand and a hand can be played (not in the shop or a pack).",
  category: "Game State",
  objectTypes: NOT_CARDS,
  params: [],
  summary: () => "if a hand is drawn",
  // while a consumable is used or a voucher redeemed the game is in PLAY_TAROT (a voucher's
  // redeem then in Steamodded's SMODS_REDEEM_VOUCHER), and G.TAROT_INTERRUPT holds the state it
  // came from (G.FUNCS.use_card)
  generate: () => lua.or(
    lua.bin("==", lua.path("G.STATE"), lua.path("G.STATES.SELECTING_HAND")),
    lua.and(
      lua.or(lua.bin("==", lua.path("G.STATE"), lua.path("G.STATES.PLAY_TAROT")), lua.bin("==", lua.path("G.STATE"), lua.path("G.STATES.SMODS_REDEEM_VOUCHER"))),
      lua.bin("==", lua.path("G.TAROT_INTERRUPT"), lua.path("G.STATES.SELECTING_HAND")),
    ),
  ),
});
