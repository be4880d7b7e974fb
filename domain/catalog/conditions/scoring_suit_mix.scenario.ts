import { conditionScenarios } from "./kit";

const FOUR = { mix: "all_four" };
const CLUB_AND_OTHER = { mix: "suit_and_other", suit: "Clubs" };
const wild = (card: string) => ({ card, enhancement: "m_wild" });

export default [
  // a Straight 2-6 of Hearts, Diamonds, Spades, Clubs, Hearts: all four suits, a Club and another
  ...conditionScenarios("scoring_suit_mix", {
    name: "a Straight of the four suits",
    families: ["joker", "card"],
    steps: { joker: [{ play: ["H_2", "D_3", "S_4", "C_5", "H_6"] }], card: [{ play: [{ card: "H_2", self: true }, "D_3", "S_4", "C_5", "H_6"] }] },
    cases: [
      { params: FOUR, holds: true },
      { params: CLUB_AND_OTHER, holds: true },
      { params: { mix: "suit_and_other", suit: "Spades" }, holds: true },
    ],
  }),
  // a Pair of 5s (Hearts, Spades): two suits only, no Club
  ...conditionScenarios("scoring_suit_mix", {
    name: "a Pair of 5s of Hearts and Spades",
    families: ["joker"],
    cases: [
      { params: FOUR, holds: false },
      { params: CLUB_AND_OTHER, holds: false },
      { params: { mix: "suit_and_other", suit: "Hearts" }, holds: true },
    ],
  }),
  // Wild Cards fill missing suits, one each: a Flush of Hearts with 3 Wild Cards holds four suits;
  // a lone Wild Card is a Club but no other suit
  ...conditionScenarios("scoring_suit_mix", {
    name: "Hearts 2 and 4 with Wild 6, 8 and 10: the Wild Cards are Diamonds, Spades and Clubs",
    families: ["joker"],
    steps: [{ play: ["H_2", "H_4", wild("S_6"), wild("S_8"), wild("S_T")] }],
    cases: [{ params: FOUR, holds: true }, { params: CLUB_AND_OTHER, holds: true }],
  }),
  ...conditionScenarios("scoring_suit_mix", {
    name: "a lone Wild Card (High Card): a Club, but no other suit and not four",
    families: ["joker"],
    steps: [{ play: [wild("S_K")] }],
    cases: [{ params: FOUR, holds: false }, { params: CLUB_AND_OTHER, holds: false }],
  }),
];
