import { build, scenario } from "../scenario";

const { rule, effect } = build;

export default [
  scenario({
    entry: "swap_chips_mult", name: "a Pair of 5s: 20 chips and 2 Mult become 2 chips and 20 Mult (then +30 Chips: 32 × 20 = 640)",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("swap_chips_mult"), effect("add_chips", { value: 30 })] })] },
    steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 32, mult: 20, score: 640 },
  }),
  scenario({
    entry: "swap_chips_mult", name: "when the modified 5 scores (15 chips, 2 Mult) they swap; the other 5 adds 5: 7 × 15 = 105",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("swap_chips_mult")] })] },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { chips: 7, mult: 15, score: 105 },
  }),
];
