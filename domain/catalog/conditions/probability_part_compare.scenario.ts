import { conditionScenarios } from "./kit";

// The Glass Card's break roll is 1 in 4.
export default conditionScenarios("probability_part_compare", {
  name: "the Glass Card's 1 in 4 roll",
  families: ["joker"],
  trigger: "probability_result",
  setup: { chance: "never" },
  steps: [{ play: [{ card: "H_5", enhancement: "m_glass" }] }],
  cases: [
    { params: { part: "numerator", operator: "equals", value: 1 }, holds: true },
    { params: { part: "denominator", operator: "equals", value: 4 }, holds: true },
    { params: { part: "denominator", operator: "less_than", value: 4 }, holds: false },
  ],
});
