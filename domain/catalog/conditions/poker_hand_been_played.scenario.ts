import { conditionScenarios } from "./kit";

// Two Pairs in a round: the second was already played this round (pays $1), the first was not
// (the negated rule pays $2 on the first hand only).
export default conditionScenarios("poker_hand_been_played", {
  name: "a Pair, then another Pair in the same round",
  families: ["joker", "card"],
  steps: {
    joker: [{ play: ["H_5", "S_5"] }, { play: ["H_6", "S_6"] }],
    card: [{ play: [{ card: "H_5", self: true }, "S_5"] }, { play: [{ card: "H_6", self: true }, "S_6"] }],
  },
  cases: [{ params: {}, holds: true }, { params: {}, negate: true, holds: true }],
});
