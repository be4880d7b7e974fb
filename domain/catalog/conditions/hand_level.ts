// Hand Level: the level of the played poker hand, of a given hand, or of any hand.
import { lua } from "../../lua";
import { handField, iife } from "../gameVars/reads";
import { opts, p } from "../schema";
import { COMPARISONS, HAND_OPTIONS } from "../options";
import { ALL_TYPES, defineCondition } from "../types";
import { choice, comparison } from "../words";
import { compareTo, currentHand, handExpr } from "./shared";

const { call, forIn, ifThen, local, name, or, path, ret } = lua;

export default defineCondition({
  id: "hand_level",
  label: "Hand Level",
  description: "Compares the level of the played hand, of a given hand, or of any hand with a number.",
  category: "Game State",
  objectTypes: ALL_TYPES,
  params: [
    p.select("operator", "Comparison", COMPARISONS, "greater_equals"),
    p.select("hand_selection", "Hand", opts(["played", "The played hand"], ["specific", "A given hand"], ["any", "Any hand"]), "any"),
    p.selectOrVar("specific_hand", "Poker hand", HAND_OPTIONS, ["pokerhand"], "Pair", { when: { param: "hand_selection", is: ["specific"] } }),
    p.number("value", "Level", 1, { min: 0, integer: true }),
  ],
  summary(v) {
    const which = v.hand_selection === "played" ? "the played hand's level" : v.hand_selection === "specific" ? `the level of ${choice(v.specific_hand)}` : "some hand's level";
    return `if ${which} ${comparison(v.operator, v.value)}`;
  },
  generate(v, ctx) {
    if (v.hand_selection === "any") {
      const target = local("target", ctx.value(v.value));
      return iife([
        target,
        forIn(["_", "h"], [call("pairs", or(path("G.GAME.hands"), lua.table([])))], [
          ifThen(compareTo(v.operator, path("h.level"), name("target")), [ret(lua.TRUE)]),
        ]),
        ret(lua.FALSE),
      ]);
    }
    // outside a played hand, "the played hand" is the last one played
    const hand = v.hand_selection === "played" ? currentHand(ctx) : handExpr(ctx, v.specific_hand);
    return compareTo(v.operator, handField(hand, "level"), ctx.value(v.value));
  },
});
