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
  generate: () => lua.bin("==", lua.path("G.STATE"), lua.path("G.STATES.SELECTING_HAND")),
});
