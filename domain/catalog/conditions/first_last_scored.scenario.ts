import { conditionScenarios } from "./kit";

// Two Pair 5♥ 5♠ K♦ K♣: all four score, in that order. Each holding case pays once.
export default [
  ...conditionScenarios("first_last_scored", {
    name: "Two Pair 5♥ 5♠ K♦ K♣",
    families: ["joker"],
    trigger: "card_scored",
    steps: [{ play: ["H_5", "S_5", "D_K", "C_K"] }],
    cases: [
      { params: { position: "first", check_type: "any" }, holds: true },
      { params: { position: "last", check_type: "any" }, holds: true },
      { params: { position: "first", check_type: "rank", specific_rank: "K" }, holds: true },
      { params: { position: "last", check_type: "suit", specific_suit: "Hearts" }, holds: true },
      { params: { position: "first", check_type: "rank", specific_rank: "A" }, holds: false },
    ],
  }),
  ...conditionScenarios("first_last_scored", {
    name: "the card is the 5♥ of Two Pair 5♥ 5♠ K♦ K♣",
    families: ["card"],
    steps: [{ play: [{ card: "H_5", self: true }, "S_5", "D_K", "C_K"] }],
    cases: [
      { params: { position: "first", check_type: "any" }, holds: true },
      { params: { position: "last", check_type: "any" }, holds: false },
      { params: { position: "first", check_type: "suit", specific_suit: "Hearts" }, holds: true },
      { params: { position: "first", check_type: "rank", specific_rank: "face" }, holds: false },
      { params: { position: "last", check_type: "rank", specific_rank: "5" }, holds: false },
    ],
  }),
];
