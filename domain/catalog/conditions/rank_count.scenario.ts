import { conditionScenarios } from "./kit";

// 5♥ 5♠ K♦: the Pair of 5s scores; the King is played but does not score.
export default conditionScenarios("rank_count", {
  name: "Pair of 5s with a King",
  families: ["joker", "card"],
  steps: { joker: [{ play: ["H_5", "S_5", "D_K"] }], card: [{ play: [{ card: "H_5", self: true }, "S_5", "D_K"] }] },
  cases: [
    { params: { card_scope: "scoring", rank_type: "specific", specific_rank: "5", quantifier: "all" }, holds: true },
    { params: { card_scope: "all_played", rank_type: "group", rank_group: "face", quantifier: "exactly", count: 1 }, holds: true },
    { params: { card_scope: "scoring", rank_type: "group", rank_group: "face", quantifier: "at_least", count: 1 }, holds: false },
    { params: { card_scope: "all_played", rank_type: "specific", specific_rank: "K", quantifier: "none" }, holds: false },
    { params: { card_scope: "all_played", rank_type: "group", rank_group: "odd", quantifier: "exactly", count: 2 }, holds: true },
  ],
});
