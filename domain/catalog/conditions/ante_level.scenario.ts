import { conditionScenarios } from "./kit";

export default conditionScenarios("ante_level", {
  name: "ante 3",
  setup: { ante: 3 },
  cases: [
    { params: { operator: "equals", value: 3 }, holds: true },
    { params: { operator: "greater_than", value: 3 }, holds: false },
    { params: { operator: "less_equals", value: 4 }, holds: true },
    { params: { operator: "equals", value: 1 }, holds: false },
  ],
});
