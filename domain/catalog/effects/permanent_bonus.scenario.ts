import { build, scenario } from "../scenario";

const { rule, effect } = build;
const bonus = (trigger: string, type: string, value: number) => [rule(trigger, { effects: [effect("permanent_bonus", { bonus_type: type, value })] })];

export default [
  scenario({
    entry: "permanent_bonus", name: "Hiker: each scored card keeps +5 chips, and scores them when played again",
    subject: { type: "joker", rules: bonus("card_scored", "perma_bonus", 5) },
    setup: { hand: ["H_9"] },
    // a High Card: 5 + 9 = 14 chips the first time (the bonus comes after the card scores)
    steps: [{ playFromHand: ["H_9"] }, { lua: "local c = G.discard.cards[1]; G.discard:remove_card(c); G.hand:emplace(c)" }, { playFromHand: ["H_9"] }],
    probes: { bonus: "G.discard.cards[1].ability.perma_bonus" },
    // the second time: 5 + 9 + 5 = 19 chips × 1; the card now keeps +10
    expect: { chips: 19, score: 19, probes: { bonus: 10 } },
  }),
  scenario({
    entry: "permanent_bonus", name: "each selected card gains +2 Mult for good; the unselected one does not",
    subject: { type: "consumable", rules: bonus("card_used", "perma_mult", 2) },
    setup: { hand: ["H_5", "S_K", "D_2"] }, steps: [{ use: { highlighted: ["H_5", "S_K"] } }],
    probes: { a: "G.hand.cards[1].ability.perma_mult", b: "G.hand.cards[2].ability.perma_mult", c: "G.hand.cards[3].ability.perma_mult" },
    expect: { probes: { a: 2, b: 2, c: 0 } },
  }),
  scenario({
    entry: "permanent_bonus", name: "nothing selected: the consumable cannot be used",
    subject: { type: "consumable", rules: bonus("card_used", "perma_mult", 2) },
    setup: { hand: ["H_5"] }, steps: [{ canUse: {} }], expect: { canUse: false },
  }),
  scenario({
    entry: "permanent_bonus", name: "the modified card gains ×0.5 Mult held in hand for good: held in the next hand it gives ×1.5",
    subject: { type: ["enhancement", "seal", "edition"], rules: bonus("card_held_in_hand", "perma_h_x_mult", 0.5) },
    // High Card 2: (5 + 2) × (1 × 1.5) = 10.5, floored to 10
    steps: [{ play: ["H_5"], held: [{ card: "S_K", self: true }] }, { play: ["D_2"] }],
    probes: { bonus: "G.hand.cards[1].ability.perma_h_x_mult" },
    expect: { chips: 7, mult: 1.5, score: 10, probes: { bonus: 1 } },
  }),
];
