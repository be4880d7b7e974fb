import { conditionScenarios } from "./kit";

// 5♥ (Foil) 5♠ 9♦ (Holographic): the Pair scores, the Holographic 9 is only played.
export default [
  ...conditionScenarios("edition_count", {
    name: "a Foil 5 and a plain 5 score, a Holographic 9 is played",
    families: ["joker", "enhancement", "seal"],
    steps: {
      joker: [{ play: [{ card: "H_5", edition: "e_foil" }, "S_5", { card: "D_9", edition: "e_holo" }] }],
      card: [{ play: [{ card: "H_5", edition: "e_foil", self: true }, "S_5", { card: "D_9", edition: "e_holo" }] }],
    },
    cases: [
      { params: { card_scope: "scoring", edition: "e_foil", operator: "equals", value: 1 }, holds: true },
      { params: { card_scope: "scoring", edition: "e_holo", operator: "greater_equals", value: 1 }, holds: false },
      { params: { card_scope: "all_played", edition: "any", operator: "equals", value: 2 }, holds: true },
      { params: { card_scope: "all_played", edition: "any", operator: "greater_than", value: 2 }, holds: false },
    ],
  }),
  ...conditionScenarios("edition_count", {
    name: "the card with the edition and a plain 5 score, a Holographic 9 is played",
    families: ["edition"],
    steps: [{ play: [{ card: "H_5", self: true }, "S_5", { card: "D_9", edition: "e_holo" }] }],
    cases: [
      { params: { card_scope: "scoring", edition: "any", operator: "equals", value: 1 }, holds: true },
      { params: { card_scope: "scoring", edition: "e_holo", operator: "greater_equals", value: 1 }, holds: false },
      { params: { card_scope: "all_played", edition: "any", operator: "equals", value: 2 }, holds: true },
    ],
  }),
];
