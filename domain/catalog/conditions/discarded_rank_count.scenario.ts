import { conditionScenarios } from "./kit";

export default conditionScenarios("discarded_rank_count", {
  name: "discarding 5♥ 5♠ Q♦",
  families: ["joker", "card"],
  trigger: { joker: "hand_discarded", card: "card_discarded" },
  steps: { joker: [{ discard: ["H_5", "S_5", "D_Q"] }], card: [{ discard: [{ card: "H_5", self: true }, "S_5", "D_Q"] }] },
  cases: [
    { params: { rank_type: "specific", specific_rank: "5", quantifier: "exactly", count: 2 }, holds: true },
    { params: { rank_type: "group", rank_group: "face", quantifier: "at_most", count: 1 }, holds: true },
    { params: { rank_type: "group", rank_group: "even", quantifier: "at_least", count: 1 }, holds: false },
    { params: { rank_type: "specific", specific_rank: "A", quantifier: "all" }, holds: false },
  ],
});
