import { conditionScenarios } from "./kit";

// Two discards: the rule pays $1 on the first only, the negated rule $2 on the second only.
export default conditionScenarios("first_discarded_hand", {
  name: "two discards in a round",
  families: ["joker", "card"],
  trigger: { joker: "hand_discarded", card: "card_discarded" },
  steps: {
    joker: [{ discard: ["H_5", "S_5"] }, { discard: ["H_6", "S_6"] }],
    card: [{ discard: [{ card: "H_5", self: true }, "S_5"] }, { discard: [{ card: "H_6", self: true }, "S_6"] }],
  },
  cases: [{ params: {}, holds: true }, { params: {}, negate: true, holds: true }],
  expect: { discardsLeft: 1 },
});
