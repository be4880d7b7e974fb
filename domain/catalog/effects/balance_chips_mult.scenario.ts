import { build, scenario } from "../scenario";

const { rule, effect } = build;

export default [
  scenario({
    entry: "balance_chips_mult", name: "Plasma-like: a Pair of 5s (20 chips × 2 Mult) becomes 11 × 11 = 121",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("balance_chips_mult")] })] },
    steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 11, mult: 11, score: 121 },
  }),
  scenario({
    entry: "balance_chips_mult", name: "when the modified 5 scores (15 chips, 2 Mult) both become 8.5; the other 5 adds 5: 13.5 × 8.5 = 114",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("balance_chips_mult")] })] },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { chips: 13.5, mult: 8.5, score: 114 },
  }),
  scenario({
    entry: "balance_chips_mult", name: "Plasma Deck: at the final scoring step a Pair of 5s (20 chips × 2 Mult) becomes 11 × 11 = 121",
    subject: { type: ["joker", "deck"], rules: [rule("final_scoring_step", { effects: [effect("balance_chips_mult")] })] },
    steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 11, mult: 11, score: 121 },
  }),
];
