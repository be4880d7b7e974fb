import { conditionScenarios } from "./kit";

export default [
  // held while a Pair scores: 9♥ 3♠ K♣ 3♦; each case holds for one card only (the 3♦, rightmost of the 3s; the K♣)
  ...conditionScenarios("held_card_rank_extreme", {
    name: "9♥ 3♠ K♣ 3♦ are held while a Pair scores: one lowest, one highest",
    families: ["joker"],
    trigger: "card_held_in_hand",
    steps: [{ play: ["H_5", "S_5"], held: ["H_9", "S_3", "C_K", "D_3"] }],
    cases: [{ params: { extreme: "lowest" }, holds: true }, { params: { extreme: "highest" }, holds: true }],
  }),
  ...conditionScenarios("held_card_rank_extreme", {
    name: "the card is a 9 held between a 3 and a King: neither the lowest nor the highest",
    families: ["card"],
    trigger: "card_held_in_hand",
    steps: [{ play: ["H_5", "S_5"], held: ["S_3", { card: "H_9", self: true }, "C_K"] }],
    cases: [{ params: { extreme: "lowest" }, holds: false }, { params: { extreme: "highest" }, holds: false }],
  }),
  ...conditionScenarios("held_card_rank_extreme", {
    name: "the card is a 9 held beside a Stone Card at the end of the round: a Stone Card has no rank, the 9 is both",
    families: ["card"],
    trigger: "card_held_in_hand_end_of_round",
    setup: { hand: [{ card: "S_2", enhancement: "m_stone" }, { card: "H_9", self: true }] },
    steps: [{ endRound: true }],
    cases: [{ params: { extreme: "lowest" }, holds: true }, { params: { extreme: "highest" }, holds: true }],
  }),
];
