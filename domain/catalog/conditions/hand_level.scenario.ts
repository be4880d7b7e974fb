import { conditionScenarios } from "./kit";

const cases = [
  { params: { operator: "equals", hand_selection: "specific", specific_hand: "Pair", value: 3 }, holds: true },
  { params: { operator: "greater_equals", hand_selection: "specific", specific_hand: "Flush", value: 2 }, holds: false },
  { params: { operator: "greater_equals", hand_selection: "any", value: 3 }, holds: true },
  { params: { operator: "greater_equals", hand_selection: "any", value: 4 }, holds: false },
];

export default [
  ...conditionScenarios("hand_level", { name: "Pair at level 3", setup: { levels: { Pair: 3 } }, cases }),
  ...conditionScenarios("hand_level", {
    name: "a level-3 Pair is played",
    families: ["joker", "card"],
    setup: { levels: { Pair: 3 } },
    cases: [
      { params: { operator: "equals", hand_selection: "played", value: 3 }, holds: true },
      { params: { operator: "less_than", hand_selection: "played", value: 3 }, holds: false },
    ],
  }),
  ...conditionScenarios("hand_level", {
    name: "after a level-3 Pair was played, the played hand is the last one",
    families: ["consumable"],
    setup: { levels: { Pair: 3 } },
    steps: [{ play: ["H_5", "S_5"] }, { use: { force: true } }],
    cases: [
      { params: { operator: "equals", hand_selection: "played", value: 3 }, holds: true },
      { params: { operator: "equals", hand_selection: "played", value: 1 }, holds: false },
    ],
  }),
];
