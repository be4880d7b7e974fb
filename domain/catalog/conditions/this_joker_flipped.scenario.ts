import { conditionScenarios } from "./kit";

export default [
  ...conditionScenarios("this_joker_flipped", {
    name: "this joker is face down",
    families: ["joker"],
    setup: { lua: "G.jokers.cards[1]:flip()" },
    cases: [{ params: {}, holds: true }, { params: {}, negate: true, holds: false }],
  }),
  ...conditionScenarios("this_joker_flipped", {
    name: "this joker is face up",
    families: ["joker"],
    cases: [{ params: {}, holds: false }, { params: {}, negate: true, holds: true }],
  }),
];
