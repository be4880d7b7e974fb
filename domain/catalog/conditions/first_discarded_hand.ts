// First Discarded Hand: no discard has been used yet this round (the first one is happening).
import { lua } from "../../lua";
import { defineCondition } from "../types";
import { JOKER_AND_CARDS } from "./shared";

export default defineCondition({
  id: "first_discarded_hand",
  label: "First Discarded Hand",
  description: "It is the first discard of the round.",
  category: "Game State",
  objectTypes: JOKER_AND_CARDS,
  triggers: ["card_discarded", "hand_discarded"],
  params: [],
  summary: () => "if it is the first discard of the round",
  // the game counts a discard once its cards have gone
  generate: () => lua.bin("==", lua.path("G.GAME.current_round.discards_used"), lua.num(0)),
});
