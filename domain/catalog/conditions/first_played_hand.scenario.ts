import { conditionScenarios } from "./kit";

// Two hands: the rule pays $1 on the first only, the negated rule $2 on the second only.
export default conditionScenarios("first_played_hand", {
  name: "two hands in a round",
  families: ["joker", "card"],
  steps: {
    joker: [{ play: ["H_5", "S_5"] }, { play: ["H_6", "S_6"] }],
    card: [{ play: [{ card: "H_5", self: true }, "S_5"] }, { play: [{ card: "H_6", self: true }, "S_6"] }],
  },
  cases: [{ params: {}, holds: true }, { params: {}, negate: true, holds: true }],
  expect: { handsLeft: 2 },
});
