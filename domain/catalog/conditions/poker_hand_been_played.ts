// Poker Hand Been Played: the played poker hand was already played this round (Card Sharp).
import { lua } from "../../lua";
import { defineCondition } from "../types";
import { JOKER_AND_CARDS } from "./shared";

const { and, bin, index, path } = lua;

export default defineCondition({
  id: "poker_hand_been_played",
  label: "Poker Hand Been Played",
  description: "The played poker hand was already played earlier this round.",
  category: "Hand",
  objectTypes: JOKER_AND_CARDS,
  needs: ["scoring"],
  params: [],
  summary: () => "if this poker hand was already played this round",
  generate() {
    // the game counts the hand in played_this_round before it scores
    const hand = index(path("G.GAME.hands"), path("context.scoring_name"));
    return and(path("context.scoring_name"), hand, bin(">", index(hand, "played_this_round"), lua.num(1)));
  },
});
