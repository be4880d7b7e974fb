// Swap Chips and Mult: the hand's chips and Mult trade places; returned as `swap` so Steamodded
// applies it in order with the other effects.
import { lua } from "../../lua";
import { SCORE_TRIGGERS } from "../triggers/ids";
import { defineEffect } from "../types";
import { JOKER_AND_CARDS } from "./shared";

export default defineEffect({
  id: "swap_chips_mult",
  label: "Swap Chips and Mult",
  description: "The hand's chips and Mult trade places.",
  category: "Scoring",
  objectTypes: JOKER_AND_CARDS,
  triggers: SCORE_TRIGGERS,
  params: [],
  summary: () => "Swap Chips and Mult",
  generate: () => ({ fields: [["swap", lua.TRUE]] }),
});
