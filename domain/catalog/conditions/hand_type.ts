// Hand Type: the played hand contains / is a poker hand (smods.md 3.3: context.poker_hands,
// context.scoring_name). Most/least played hands are computed from G.GAME.hands.
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { HAND_OPTIONS } from "../options";
import { defineCondition } from "../types";
import { choice } from "../words";
import { handExpr } from "./shared";

const { and, bin, call, index, path } = lua;

export default defineCondition({
  id: "hand_type",
  label: "Hand Type",
  description: "The played poker hand contains, or is exactly, a given hand.",
  category: "Hand",
  objectTypes: ["joker", "enhancement", "seal", "edition"],
  needs: ["scoring"],
  params: [
    p.select("operator", "Test", opts(["contains", "contains"], ["equals", "is exactly"]), "contains"),
    p.selectOrVar("value", "Poker hand", [...HAND_OPTIONS, ...opts(["most_played_hand", "Most played hand"], ["least_played_hand", "Least played hand"])], ["pokerhand"], "Pair"),
  ],
  summary: (v) => `if the played hand ${v.operator === "equals" ? "is exactly" : "contains"} ${v.value === "most_played_hand" ? "the most played hand" : v.value === "least_played_hand" ? "the least played hand" : choice(v.value, (h) => `a ${h}`)}`,
  generate(v, ctx) {
    const hand = handExpr(ctx, v.value);
    if (v.operator === "equals") return bin("==", path("context.scoring_name"), hand);
    // poker_hands maps every hand name to the groups of cards forming it (empty when absent)
    const groups = index(path("context.poker_hands"), hand);
    return and(path("context.poker_hands"), groups, call("next", groups));
  },
});
