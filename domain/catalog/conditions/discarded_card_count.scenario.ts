import { conditionScenarios } from "./kit";

export default conditionScenarios("discarded_card_count", {
  name: "discarding 5♥ 5♠ 9♦: three cards",
  families: ["joker", "card"],
  trigger: { joker: "hand_discarded", card: "card_discarded" },
  steps: { joker: [{ discard: ["H_5", "S_5", "D_9"] }], card: [{ discard: [{ card: "H_5", self: true }, "S_5", "D_9"] }] },
  cases: [
    { params: { operator: "equals", value: 3 }, holds: true },
    { params: { operator: "greater_than", value: 3 }, holds: false },
    { params: { operator: "less_equals", value: 5 }, holds: true },
  ],
});
