import { build, scenario } from "../scenario";
import { conditionScenarios } from "./kit";

const { rule, condition, effect } = build;

// The Glass Card's break roll is 1 in 4.
export default [...conditionScenarios("probability_part_compare", {
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
}),
  // under Change Probability: the Glass Card's roll (identified as 'glass', 1 in 4) is doubled to
  // 2 in 4, and an 8 Ball roll is not; the result then shows numerator 2
  scenario({
    entry: "probability_part_compare", name: "a 1 in 4 glass roll is doubled when its numerator is 1; the result shows 2 in 4",
    subject: { type: "joker", rules: [
      rule("change_probability", {
        conditions: [condition("probability_part_compare", { part: "numerator", operator: "equals", value: 1 }), condition("probability_identifier", { mode: "vanilla", specific_card: "glass" })],
        effects: [effect("mod_probability", { part: "numerator", operation: "multiply", value: 2 })],
      }),
      rule("change_probability", {
        conditions: [condition("probability_identifier", { mode: "vanilla", specific_card: "8ball" })],
        effects: [effect("mod_probability", { part: "numerator", operation: "multiply", value: 3 })],
      }),
      rule("probability_result", { conditions: [condition("probability_part_compare", { part: "numerator", operator: "equals", value: 2 })], effects: [effect("set_dollars", { value: 1 })] }),
      rule("probability_result", { conditions: [condition("probability_part_compare", { part: "denominator", operator: "equals", value: 4 })], effects: [effect("set_dollars", { value: 2 })] }),
    ] },
    setup: { dollars: 10, chance: "never" },
    steps: [{ play: [{ card: "H_5", enhancement: "m_glass" }] }],
    expect: { dollars: 13 },
  }),
];
