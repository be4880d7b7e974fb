import { conditionScenarios } from "./kit";

export default conditionScenarios("discarded_suit_count", {
  name: "discarding 5♥ 5♠ 9♦",
  families: ["joker", "card"],
  trigger: { joker: "hand_discarded", card: "card_discarded" },
  steps: { joker: [{ discard: ["H_5", "S_5", "D_9"] }], card: [{ discard: [{ card: "H_5", self: true }, "S_5", "D_9"] }] },
  cases: [
    { params: { suit_type: "group", suit_group: "red", quantifier: "exactly", count: 2 }, holds: true },
    { params: { suit_type: "specific", specific_suit: "Clubs", quantifier: "none" }, holds: true },
    { params: { suit_type: "specific", specific_suit: "Spades", quantifier: "at_least", count: 2 }, holds: false },
    { params: { suit_type: "group", suit_group: "black", quantifier: "all" }, holds: false },
  ],
});
