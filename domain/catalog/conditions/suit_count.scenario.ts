import { conditionScenarios } from "./kit";

// 5♥ 5♠ 9♥: the Pair (5♥ 5♠) scores; the 9♥ is played but does not score.
export default [
  ...conditionScenarios("suit_count", {
    name: "Pair of 5s (Hearts, Spades) with a 9 of Hearts",
    families: ["joker", "card"],
    steps: { joker: [{ play: ["H_5", "S_5", "H_9"] }], card: [{ play: [{ card: "H_5", self: true }, "S_5", "H_9"] }] },
    cases: [
      { params: { card_scope: "scoring", suit_type: "specific", specific_suit: "Hearts", quantifier: "exactly", count: 1 }, holds: true },
      { params: { card_scope: "all_played", suit_type: "specific", specific_suit: "Hearts", quantifier: "at_least", count: 2 }, holds: true },
      { params: { card_scope: "scoring", suit_type: "group", suit_group: "red", quantifier: "all" }, holds: false },
      { params: { card_scope: "all_played", suit_type: "group", suit_group: "black", quantifier: "none" }, holds: false },
      { params: { card_scope: "scoring", suit_type: "group", suit_group: "black", quantifier: "at_most", count: 1 }, holds: true },
    ],
  }),
  // the cards held in hand while the Pair scores: K♠ 2♣ 7♦ (a Wild Card counts as every suit)
  ...conditionScenarios("suit_count", {
    name: "Pair of 5s played, King of Spades, 2 of Clubs and a Wild 7 of Diamonds held",
    families: ["joker", "card"],
    steps: {
      joker: [{ play: ["H_5", "S_5"], held: ["S_K", "C_2", { card: "D_7", enhancement: "m_wild" }] }],
      card: [{ play: [{ card: "H_5", self: true }, "S_5"], held: ["S_K", "C_2", { card: "D_7", enhancement: "m_wild" }] }],
    },
    cases: [
      { params: { card_scope: "held", suit_type: "group", suit_group: "black", quantifier: "all" }, holds: true },
      { params: { card_scope: "held", suit_type: "specific", specific_suit: "Spades", quantifier: "exactly", count: 2 }, holds: true },
      { params: { card_scope: "held", suit_type: "specific", specific_suit: "Hearts", quantifier: "exactly", count: 1 }, holds: true },
      { params: { card_scope: "held", suit_type: "group", suit_group: "red", quantifier: "at_least", count: 2 }, holds: false },
    ],
  }),
  // a held card's suit counts even when the card is debuffed (Blackboard under The Club)
  ...conditionScenarios("suit_count", {
    name: "Pair of 5s played, a debuffed 2 of Clubs held",
    families: ["joker"],
    setup: { hand: ["C_2"], lua: "G.hand.cards[1].debuff = true" },
    steps: [{ play: ["H_5", "S_5"] }],
    cases: [
      { params: { card_scope: "held", suit_type: "specific", specific_suit: "Clubs", quantifier: "exactly", count: 1 }, holds: true },
      { params: { card_scope: "held", suit_type: "group", suit_group: "black", quantifier: "all" }, holds: true },
    ],
  }),
];
