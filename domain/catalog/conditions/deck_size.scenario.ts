import { conditionScenarios } from "./kit";

// A 5-card deck: all 5 left to draw (cards played are made apart from it, so the whole deck may grow).
export default conditionScenarios("deck_size", {
  name: "a deck of 5 cards",
  setup: { deck: ["H_2", "H_3", "H_4", "H_6", "H_7"] },
  cases: [
    { params: { size_type: "remaining", operator: "equals", value: 5 }, holds: true },
    { params: { size_type: "remaining", operator: "greater_than", value: 5 }, holds: false },
    { params: { size_type: "total", operator: "greater_equals", value: 5 }, holds: true },
    { params: { size_type: "total", operator: "less_than", value: 5 }, holds: false },
  ],
});
