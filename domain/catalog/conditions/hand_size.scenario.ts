import { conditionScenarios } from "./kit";

export default conditionScenarios("hand_size", {
  name: "a hand size of 7",
  setup: { handSize: 7 },
  cases: [
    { params: { operator: "equals", value: 7 }, holds: true },
    { params: { operator: "greater_than", value: 7 }, holds: false },
    { params: { operator: "less_than", value: 8 }, holds: true },
  ],
  expect: { handSize: 7 },
});
