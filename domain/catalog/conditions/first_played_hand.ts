// First Played Hand: no hand has been played yet this round (the first hand is still scoring).
import { lua } from "../../lua";
import { defineCondition } from "../types";
import { JOKER_AND_CARDS } from "./shared";

export default defineCondition({
  id: "first_played_hand",
  label: "First Played Hand",
  description: "It is the first hand of the round.",
  category: "Game State",
  objectTypes: JOKER_AND_CARDS,
  triggers: ["hand_played", "card_scored", "card_held_in_hand", "card_discarded", "hand_discarded", "after_hand_played", "before_hand_played", "joker_evaluated"],
  params: [],
  summary: () => "if it is the first hand of the round",
  // the game counts a hand once it has scored
  generate: () => lua.bin("==", lua.path("G.GAME.current_round.hands_played"), lua.num(0)),
});
