import { conditionScenarios } from "./kit";

export default [
  // each case pays once: for the card at that position
  ...conditionScenarios("card_index", {
    name: "a Pair of 5s scores: the first, the last and the second card are each one card",
    families: ["joker"],
    trigger: "card_scored",
    steps: [{ play: ["H_5", "S_5"] }],
    cases: [
      { params: { index_type: "first" }, holds: true },
      { params: { index_type: "last" }, holds: true },
      { params: { index_type: "number", index_number: 2 }, holds: true },
      { params: { index_type: "number", index_number: 3 }, holds: false },
    ],
  }),
  ...conditionScenarios("card_index", {
    name: "the card scores first of a Pair",
    families: ["card"],
    cases: [
      { params: { index_type: "first" }, holds: true },
      { params: { index_type: "last" }, holds: false },
      { params: { index_type: "number", index_number: 1 }, holds: true },
      { params: { index_type: "number", index_number: 2 }, holds: false },
    ],
  }),
  ...conditionScenarios("card_index", {
    name: "discarding 5♥ 5♠ 9♦: the last discarded card is one card",
    families: ["joker"],
    trigger: "card_discarded",
    steps: [{ discard: ["H_5", "S_5", "D_9"] }],
    cases: [{ params: { index_type: "last" }, holds: true }, { params: { index_type: "number", index_number: 4 }, holds: false }],
  }),
  // held in hand while a Pair scores: 9♥ then J♠; each holding case pays once
  ...conditionScenarios("card_index", {
    name: "9♥ and J♠ are held while a Pair scores",
    families: ["joker"],
    trigger: "card_held_in_hand",
    steps: [{ play: ["H_5", "S_5"], held: ["H_9", "S_J"] }],
    cases: [
      { params: { index_type: "first" }, holds: true },
      { params: { index_type: "last" }, holds: true },
      { params: { index_type: "number", index_number: 3 }, holds: false },
    ],
  }),
  ...conditionScenarios("card_index", {
    name: "the card is held first, with a J♠, at the end of the round",
    families: ["card"],
    trigger: "card_held_in_hand_end_of_round",
    setup: { hand: [{ card: "H_K", self: true }, "S_J"] },
    steps: [{ endRound: true }],
    cases: [{ params: { index_type: "first" }, holds: true }, { params: { index_type: "last" }, holds: false }],
  }),
];
