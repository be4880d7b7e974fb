import { build, scenario } from "../scenario";
import { conditionScenarios } from "./kit";

const { rule, effect, condition } = build;
const jolly = (params: Record<string, unknown>) => ({
  type: "joker" as const,
  rules: [rule("hand_played", { conditions: [condition("hand_type", params)], effects: [effect("add_mult", { value: 8 })] })],
});

export default [
  scenario({
    entry: "hand_type", name: "Jolly Joker: a level-1 Pair of 5s scores (10+5+5) × (2+8) = 200",
    subject: jolly({ operator: "contains", value: "Pair" }), steps: [{ play: ["H_5", "S_5"] }], expect: { score: 200 },
  }),
  scenario({
    entry: "hand_type", name: "a Full House contains a Pair; 'is exactly' Pair does not hold",
    subject: { type: "joker", rules: [
      rule("hand_played", { conditions: [build.condition("hand_type", { operator: "contains", value: "Pair" })], effects: [effect("add_mult", { value: 8 })] }),
      rule("hand_played", { conditions: [build.condition("hand_type", { operator: "equals", value: "Pair" })], effects: [effect("add_mult", { value: 100 })] }),
    ] },
    steps: [{ play: ["H_K", "S_K", "C_K", "D_4", "S_4"] }], expect: { hand: "Full House", mult: 4 + 8 },
  }),
  scenario({
    entry: "hand_type", name: "a High Card does not contain a Pair",
    subject: jolly({ operator: "contains", value: "Pair" }), steps: [{ play: ["H_5"] }], expect: { hand: "High Card", mult: 1 },
  }),
  ...conditionScenarios("hand_type", {
    name: "a card scored in a Pair of 5s: contains a Pair, is a Pair; not a Flush, not a High Card",
    families: ["card"],
    cases: [
      { params: { operator: "contains", value: "Pair" }, holds: true },
      { params: { operator: "equals", value: "Pair" }, holds: true },
      { params: { operator: "contains", value: "Flush" }, holds: false },
      { params: { operator: "equals", value: "High Card" }, holds: false },
    ],
  }),
];
