import { conditionScenarios } from "./kit";

export default [
  ...conditionScenarios("check_deck", {
    name: "playing the Red Deck",
    families: ["joker", "consumable", "card", "voucher"],
    cases: [
      { params: { decks: "b_red" }, holds: true },
      { params: { decks: "b_blue" }, holds: false },
      // the original app stored vanilla decks by name
      { params: { decks: "Red Deck" }, holds: true },
    ],
  }),
  ...conditionScenarios("check_deck", {
    name: "playing this deck, not the Red Deck",
    families: ["deck"],
    cases: [{ params: { decks: "b_red" }, holds: false }, { params: { decks: "b_red" }, negate: true, holds: true }],
  }),
];
