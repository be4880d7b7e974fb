import { conditionScenarios } from "./kit";

// 5♥ (Blue Seal) 5♠ 9♦ (Purple Seal): the Pair scores, the 9 is only played.
export default [
  ...conditionScenarios("seal_count", {
    name: "a Blue-sealed 5 and a plain 5 score, a Purple-sealed 9 is played",
    families: ["joker", "enhancement", "edition"],
    steps: {
      joker: [{ play: [{ card: "H_5", seal: "Blue" }, "S_5", { card: "D_9", seal: "Purple" }] }],
      card: [{ play: [{ card: "H_5", seal: "Blue", self: true }, "S_5", { card: "D_9", seal: "Purple" }] }],
    },
    cases: [
      { params: { card_scope: "scoring", seal: "Blue", operator: "equals", value: 1 }, holds: true },
      { params: { card_scope: "scoring", seal: "Purple", operator: "greater_equals", value: 1 }, holds: false },
      { params: { card_scope: "all_played", seal: "any", operator: "equals", value: 2 }, holds: true },
      { params: { card_scope: "all_played", seal: "Purple", operator: "equals", value: 0 }, holds: false },
    ],
  }),
  ...conditionScenarios("seal_count", {
    name: "the sealed card and a plain 5 score, a Purple-sealed 9 is played",
    families: ["seal"],
    steps: [{ play: [{ card: "H_5", self: true }, "S_5", { card: "D_9", seal: "Purple" }] }],
    cases: [
      { params: { card_scope: "scoring", seal: "any", operator: "equals", value: 1 }, holds: true },
      { params: { card_scope: "scoring", seal: "Purple", operator: "greater_equals", value: 1 }, holds: false },
      { params: { card_scope: "all_played", seal: "any", operator: "equals", value: 2 }, holds: true },
    ],
  }),
];
