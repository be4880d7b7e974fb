import { conditionScenarios } from "./kit";

export default conditionScenarios("cards_selected", {
  name: "2 of 3 cards in hand selected",
  families: ["consumable"],
  setup: { hand: ["H_2", "H_3", "H_4"] },
  steps: [{ use: { highlighted: ["H_2", "H_3"], force: true } }],
  cases: [
    { params: { operator: "equals", value: 2 }, holds: true },
    { params: { operator: "greater_than", value: 2 }, holds: false },
    { params: { operator: "less_equals", value: 3 }, holds: true },
    { params: { operator: "less_than", value: 2 }, holds: false },
  ],
});
