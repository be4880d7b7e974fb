import { conditionScenarios } from "./kit";

export default [
  ...conditionScenarios("card_rank", {
    name: "a King of Hearts scores alone",
    families: ["joker", "card"],
    trigger: { joker: "card_scored" },
    steps: { joker: [{ play: ["H_K"] }], card: [{ play: [{ card: "H_K", self: true }] }] },
    cases: [
      { params: { rank_type: "specific", specific_rank: "K" }, holds: true },
      { params: { rank_type: "specific", specific_rank: "A" }, holds: false },
      { params: { rank_type: "group", rank_group: "face" }, holds: true },
      { params: { rank_type: "group", rank_group: "even" }, holds: false },
      { params: { rank_type: "group", rank_group: "odd" }, holds: false },
    ],
  }),
  // a Stone Card has no rank (its id is negative, odd or even): neither even nor odd nor a face
  // card, as for Even Steven and Odd Todd; two of them, so both parities of the id are met
  ...conditionScenarios("card_rank", {
    name: "two Stone Cards score (a High Card of no rank)",
    families: ["joker"],
    trigger: "card_scored",
    steps: [{ play: [{ card: "H_8", enhancement: "m_stone" }, { card: "S_7", enhancement: "m_stone" }] }],
    cases: [
      { params: { rank_type: "group", rank_group: "even" }, holds: false },
      { params: { rank_type: "group", rank_group: "odd" }, holds: false },
      { params: { rank_type: "group", rank_group: "face" }, holds: false },
    ],
  }),
];
