import { conditionScenarios } from "./kit";

// 4 hands a round. While a hand scores, it is already spent (3 left), as in the game.
export default [
  ...conditionScenarios("remaining_hands", {
    name: "3 or 4 hands left",
    setup: { hands: 4 },
    cases: [
      { params: { operator: "greater_equals", value: 3 }, holds: true },
      { params: { operator: "less_than", value: 3 }, holds: false },
      { params: { operator: "less_equals", value: 4 }, holds: true },
      { params: { operator: "greater_than", value: 4 }, holds: false },
    ],
  }),
  ...conditionScenarios("remaining_hands", {
    name: "the first of 4 hands is scoring: 3 left",
    families: ["joker"],
    setup: { hands: 4 },
    cases: [{ params: { operator: "equals", value: 3 }, holds: true }, { params: { operator: "equals", value: 4 }, holds: false }],
  }),
];
