import { conditionScenarios } from "./kit";

// A Glass Card scores: its 1 in 4 break roll is the only roll.
const glass = [{ play: [{ card: "H_5", enhancement: "m_glass" }] }];

export default [
  ...conditionScenarios("probability_succeeded", {
    name: "the Glass Card's roll succeeds", families: ["joker"], trigger: "probability_result", setup: { chance: "always" }, steps: glass,
    cases: [{ params: { status: "succeeded" }, holds: true }, { params: { status: "failed" }, holds: false }],
    expect: { destroyed: 1 },
  }),
  ...conditionScenarios("probability_succeeded", {
    name: "the Glass Card's roll fails", families: ["joker"], trigger: "probability_result", setup: { chance: "never" }, steps: glass,
    cases: [{ params: { status: "succeeded" }, holds: false }, { params: { status: "failed" }, holds: true }],
    expect: { destroyed: 0 },
  }),
];
