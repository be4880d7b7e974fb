import { build, scenario } from "../scenario";

const { rule, effect, loop } = build;
const retrigger = (trigger: string, times = 1, message?: string) => [rule(trigger, { effects: [effect("retrigger_playing_card", { repetitions: times }, message)] })];

export default [
  scenario({
    entry: "retrigger_playing_card", name: "a Pair of 5s with each scored card retriggered: (10 + 5+5 + 5+5) × 2 = 60",
    subject: { type: "joker", rules: retrigger("card_scored") },
    steps: [{ play: ["H_5", "S_5"] }], expect: { hand: "Pair", chips: 30, mult: 2, score: 60 },
  }),
  scenario({
    entry: "retrigger_playing_card", name: "with a custom message in place of \"Again!\", the retrigger scores the same: 60",
    subject: { type: "joker", rules: retrigger("card_scored", 1, "Encore!") },
    steps: [{ play: ["H_5", "S_5"] }], expect: { hand: "Pair", chips: 30, mult: 2, score: 60 },
  }),
  scenario({
    entry: "retrigger_playing_card", name: "retriggered twice, the card with the modifier scores three times: 10 + 5×3 + 5 = 30 chips",
    subject: { type: ["enhancement", "seal", "edition"], rules: retrigger("card_scored", 2) },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { chips: 30, mult: 2, score: 60 },
  }),
  scenario({
    // the jokers' retrigger pass has the scored card's context: an edition carried by a joker
    // must not take it for its own card
    entry: "retrigger_playing_card", name: "the edition on a joker, not on a card: no card is retriggered, 20 chips",
    subject: { type: "edition", rules: retrigger("card_scored") },
    setup: { jokers: ["j_egg"] },
    steps: [{ lua: "G.jokers.cards[1]:set_edition(SCENARIO_SUBJECT.key, true, true)" }, { play: ["H_5", "S_5"] }],
    expect: { chips: 20, mult: 2, score: 40 },
  }),
  scenario({
    entry: "retrigger_playing_card", name: "a held Steel King retriggered: Mult 2 × 1.5 × 1.5 = 4.5",
    subject: { type: "joker", rules: retrigger("card_held_in_hand") },
    steps: [{ play: ["H_5", "S_5"], held: [{ card: "S_K", enhancement: "m_steel" }] }], expect: { chips: 20, mult: 4.5, score: 90 },
  }),
  scenario({
    entry: "retrigger_playing_card", name: "a Gold Card held at the end of the round, retriggered, pays $3 twice",
    subject: { type: "joker", rules: retrigger("card_held_in_hand_end_of_round") },
    setup: { hand: [{ card: "S_K", enhancement: "m_gold" }] }, steps: [{ endRound: true }], expect: { dollars: 4 + 3 + 3 },
  }),
  scenario({
    entry: "retrigger_playing_card", name: "the modifier's own card held at the end of the round, as a Gold Card, pays $3 twice",
    subject: { type: ["seal", "edition"], rules: retrigger("card_held_in_hand_end_of_round") },
    setup: { hand: [{ card: "S_K", enhancement: "m_gold", self: true }] }, steps: [{ endRound: true }], expect: { dollars: 10 },
  }),
  // the rule decides when the card scores, and Steamodded asks for its retriggers after that
  // first pass (SMODS.score_card): the retrigger is that decision, not a second look at the rule
  scenario({
    entry: "retrigger_playing_card", name: "a rule whose effect changes the variable its condition tests still retriggers the card that met it: (10 + 5+5 + 5) × 2 = 50",
    subject: build.disarming("card_scored", effect("retrigger_playing_card", { repetitions: 1 })),
    steps: [{ play: ["H_5", "S_5"] }], expect: { hand: "Pair", chips: 25, mult: 2, score: 50, vars: { armed: 0 } },
  }),
  scenario({
    entry: "retrigger_playing_card", name: "in a loop of 2, each scored card is retriggered twice: (10 + 5×3 + 5×3) × 2 = 80",
    subject: { type: "joker", rules: [rule("card_scored", { loops: [loop(2, [effect("retrigger_playing_card", { repetitions: 1 })])] })] },
    steps: [{ play: ["H_5", "S_5"] }], expect: { hand: "Pair", chips: 40, mult: 2, score: 80 },
  }),
];
