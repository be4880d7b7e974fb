import { build, scenario } from "../scenario";
import { conditionScenarios } from "./kit";

const { rule, condition, effect } = build;

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
  // An edition scores on the joker that carries it too (pre_joker), and a joker has no rank (its
  // get_id() is nil): the rank test holds only for a playing card and never fails on the joker.
  // Played: a King alone; the edition's own card is the joker, whose own effect the harness leaves out.
  scenario({
    entry: "card_rank", name: "an edition on a joker: its rank test on the scored card does not run on the joker",
    subject: { type: "edition", rules: [rule("card_scored", { conditions: [condition("card_rank", { rank_type: "group", rank_group: "odd" })], effects: [effect("add_mult", { value: 8 })] })] },
    setup: { jokers: [{ key: "j_joker", edition: "self" }] }, steps: [{ play: ["S_K"] }],
    expect: { hand: "High Card", chips: 15, mult: 1, score: 15 },
  }),
  scenario({
    entry: "card_rank", name: "an edition on a played card: its rank test still holds there (an odd 9 scores +8 Mult)",
    subject: { type: "edition", rules: [rule("card_scored", { conditions: [condition("card_rank", { rank_type: "group", rank_group: "odd" })], effects: [effect("add_mult", { value: 8 })] })] },
    steps: [{ play: [{ card: "S_9", self: true }] }],
    expect: { hand: "High Card", chips: 14, mult: 9, score: 126 },
  }),
];
