import { conditionScenarios } from "./kit";

export default conditionScenarios("remaining_discards", {
  name: "2 discards left",
  setup: { discards: 2 },
  cases: [
    { params: { operator: "equals", value: 2 }, holds: true },
    { params: { operator: "less_than", value: 2 }, holds: false },
    { params: { operator: "greater_equals", value: 1 }, holds: true },
    { params: { operator: "not_equals", value: 2 }, holds: false },
  ],
});
