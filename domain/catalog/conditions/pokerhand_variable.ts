// Check Poker Hand Variable: one of the item's poker hand variables holds a given hand, or the
// most / least played hand.
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { HAND_OPTIONS } from "../options";
import { ALL_TYPES, defineCondition } from "../types";
import { handExpr, playedHandExpr } from "./shared";

export default defineCondition({
  id: "pokerhand_variable",
  label: "Check Poker Hand Variable",
  description: "One of the item's poker hand variables holds a given hand, or the most or least played one.",
  category: "Variables",
  objectTypes: ALL_TYPES,
  params: [
    p.variable("variable_name", "Variable", ["pokerhand"], "poker_hand"),
    p.select("check_type", "Holds", opts(["specific", "A given hand"], ["most_played", "The most played hand"], ["least_played", "The least played hand"]), "specific"),
    p.select("specific_pokerhand", "Poker hand", HAND_OPTIONS, "High Card", { when: { param: "check_type", is: ["specific"] } }),
  ],
  summary: (v) => `if ${v.variable_name} is ${v.check_type === "most_played" ? "the most played hand" : v.check_type === "least_played" ? "the least played hand" : `${v.specific_pokerhand}`}`,
  generate(v, ctx) {
    const hand = v.check_type === "most_played" ? playedHandExpr(true) : v.check_type === "least_played" ? playedHandExpr(false) : handExpr(ctx, v.specific_pokerhand);
    return lua.bin("==", ctx.variable(v.variable_name), hand);
  },
});
