import { conditionScenarios } from "./kit";

// 5♥ (Bonus) 5♠ 9♦ (Mult): the Pair scores, the Mult 9 is only played.
export default [
  ...conditionScenarios("enhancement_count", {
    name: "a Bonus 5 and a plain 5 score, a Mult 9 is played",
    families: ["joker", "seal", "edition"],
    steps: {
      joker: [{ play: [{ card: "H_5", enhancement: "m_bonus" }, "S_5", { card: "D_9", enhancement: "m_mult" }] }],
      card: [{ play: [{ card: "H_5", enhancement: "m_bonus", self: true }, "S_5", { card: "D_9", enhancement: "m_mult" }] }],
    },
    cases: [
      { params: { card_scope: "scoring", enhancement: "any", operator: "greater_equals", value: 1 }, holds: true },
      { params: { card_scope: "scoring", enhancement: "m_mult", operator: "greater_equals", value: 1 }, holds: false },
      { params: { card_scope: "all_played", enhancement: "any", operator: "equals", value: 2 }, holds: true },
      { params: { card_scope: "all_played", enhancement: "m_bonus", operator: "equals", value: 0 }, holds: false },
    ],
  }),
  ...conditionScenarios("enhancement_count", {
    name: "the enhanced 5 and a plain 5 score, a Mult 9 is played",
    families: ["enhancement"],
    steps: [{ play: [{ card: "H_5", self: true }, "S_5", { card: "D_9", enhancement: "m_mult" }] }],
    cases: [
      { params: { card_scope: "scoring", enhancement: "any", operator: "equals", value: 1 }, holds: true },
      { params: { card_scope: "scoring", enhancement: "m_mult", operator: "greater_equals", value: 1 }, holds: false },
      { params: { card_scope: "all_played", enhancement: "m_mult", operator: "equals", value: 1 }, holds: true },
    ],
  }),
];
