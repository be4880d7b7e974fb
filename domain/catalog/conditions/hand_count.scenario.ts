import { conditionScenarios } from "./kit";

// A Pair of 5s with a 9: 2 scoring cards, 3 played, 1 unscored.
export default conditionScenarios("hand_count", {
  name: "Pair of 5s with a 9: 2 scoring, 3 played, 1 unscored",
  families: ["joker", "card"],
  steps: { joker: [{ play: ["H_5", "S_5", "D_9"] }], card: [{ play: [{ card: "H_5", self: true }, "S_5", "D_9"] }] },
  cases: [
    { params: { card_scope: "scoring", operator: "equals", value: 2 }, holds: true },
    { params: { card_scope: "all_played", operator: "equals", value: 3 }, holds: true },
    { params: { card_scope: "unscored", operator: "equals", value: 1 }, holds: true },
    { params: { card_scope: "scoring", operator: "greater_than", value: 2 }, holds: false },
  ],
});
