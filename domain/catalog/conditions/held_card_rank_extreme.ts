// Lowest/Highest Held Card: the trigger's card is THE lowest (or highest) ranked card held in hand,
// as Raised Fist picks it: the rightmost among equal ranks, and never a card without a rank
// (Stone Cards). Only one card of the hand passes.
import { lua } from "../../lua";
import { areaCards, iife } from "../gameVars/reads";
import { cardOf } from "../lib";
import { opts, p } from "../schema";
import { defineCondition } from "../types";
import { JOKER_AND_CARDS } from "./shared";

const { and, bin, call, index, name, num, local, forIn, ifThen, assign, ret, not } = lua;

export default defineCondition({
  id: "held_card_rank_extreme",
  label: "Lowest/Highest Held Card",
  description: "The card is the lowest (or highest) ranked card held in hand; the rightmost one among equal ranks.",
  category: "Card",
  objectTypes: JOKER_AND_CARDS,
  triggers: ["card_held_in_hand", "card_held_in_hand_end_of_round"],
  needs: ["card"],
  params: [p.select("extreme", "Which", opts(["lowest", "The lowest ranked"], ["highest", "The highest ranked"]), "lowest")],
  summary: (v) => `if it is the ${v.extreme} ranked card held in hand`,
  generate(v, ctx) {
    const card = cardOf(ctx);
    const lowest = v.extreme !== "highest";
    const id = index(index(name("c"), "base"), "id");
    // the game's walk (Raised Fist): keep the last card whose rank is at most (at least) the best so far
    const found = iife([
      local("best_id", num(lowest ? 15 : 0)),
      local("best", lua.nil),
      forIn(["_", "c"], [call("ipairs", areaCards("hand"))], [
        ifThen(and(bin(lowest ? ">=" : "<=", name("best_id"), id), not(call("SMODS.has_no_rank", name("c")))), [
          assign(name("best_id"), id),
          assign(name("best"), name("c")),
        ]),
      ]),
      ret(name("best")),
    ]);
    return and(card, bin("==", found, card));
  },
});
