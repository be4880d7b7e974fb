// Played Hand Most Played: the poker hand being played has now been played more times this run
// than every other (visible) poker hand; a tie is not enough. As Obelisk tests it: the game counts
// the hand in `played` before the hand scores, so the first hand of a run already holds.
import { lua } from "../../lua";
import { defineCondition } from "../types";
import { iife } from "../gameVars/reads";

const { and, or, bin, index, path, name, local, forIn, call, ifThen, ret, num } = lua;

export default defineCondition({
  id: "played_hand_most_played",
  label: "Played Hand Is Most Played",
  description: "The played poker hand has been played more often than any other hand (ties do not count).",
  category: "Hand",
  objectTypes: ["joker"],
  needs: ["scoring"],
  params: [],
  summary: () => "if the played hand is now played more often than any other hand",
  generate() {
    const hands = path("G.GAME.hands");
    const mine = index(index(hands, path("context.scoring_name")), "played");
    return and(path("context.scoring_name"), index(hands, path("context.scoring_name")), iife([
      local("mine", or(mine, num(0))),
      forIn(["k", "v"], [call("pairs", hands)], [
        ifThen(and(bin("~=", name("k"), path("context.scoring_name")), path("v.visible"), bin(">=", or(path("v.played"), num(0)), name("mine"))), [ret(lua.FALSE)]),
      ]),
      ret(lua.TRUE),
    ]));
  },
});
