import { build, scenario } from "../scenario";

const { rule, effect } = build;
// A level-1 Pair of 5s: (10 + 5 + 5) chips × 2 Mult before any joker.
const PAIR = { play: ["H_5", "S_5"] };

export default [
  scenario({
    entry: "add_mult", name: "+8 Mult when a hand is played: a Pair of 5s scores (10+5+5) × (2+8) = 200",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("add_mult", { value: 8 })] })] },
    steps: [PAIR], expect: { hand: "Pair", chips: 20, mult: 10, score: 200 },
  }),
  scenario({
    entry: "add_mult", name: "+3 Mult on each scored card from the card's modifier",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("add_mult", { value: 3 })] })] },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { chips: 20, mult: 5, score: 100 },
  }),
  scenario({
    entry: "add_chips", name: "+30 Chips when a hand is played",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("add_chips", { value: 30 })] })] },
    steps: [PAIR], expect: { chips: 50, mult: 2, score: 100 },
  }),
  scenario({
    entry: "add_chips", name: "+10 Chips on each scored card from the modifier",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("add_chips", { value: 10 })] })] },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { chips: 30, mult: 2, score: 60 },
  }),
  scenario({
    entry: "apply_x_mult", name: "×3 Mult when a hand is played",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("apply_x_mult", { value: 3 })] })] },
    steps: [PAIR], expect: { chips: 20, mult: 6, score: 120 },
  }),
  scenario({
    entry: "apply_x_mult", name: "×2 Mult when the modified card scores",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("apply_x_mult", { value: 2 })] })] },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { chips: 20, mult: 4, score: 80 },
  }),
  scenario({
    entry: "apply_x_chips", name: "×2 Chips when a hand is played",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("apply_x_chips", { value: 2 })] })] },
    steps: [PAIR], expect: { chips: 40, mult: 2, score: 80 },
  }),
  scenario({
    entry: "apply_x_chips", name: "×2 Chips when the modified card scores: (10 + 5) × 2 + 5 = 35 chips",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("apply_x_chips", { value: 2 })] })] },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { chips: 35, mult: 2, score: 70 },
  }),
  // Talisman's operators (the scenario's mod depends on Talisman; the harness then applies its keys)
  scenario({
    entry: "apply_exp_mult", name: "^3 Mult: a Pair of 5s scores 20 × 2^3 = 160", talisman: true,
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("apply_exp_mult", { value: 3 })] })] },
    steps: [PAIR], expect: { chips: 20, mult: 8, score: 160 },
  }),
  scenario({
    entry: "apply_exp_mult", name: "^2 Mult when the modified 5 scores: 20 × (2^2) = 80", talisman: true,
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("apply_exp_mult", { value: 2 })] })] },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { chips: 20, mult: 4, score: 80 },
  }),
  scenario({
    entry: "apply_exp_chips", name: "^2 Chips: a Pair of 5s scores 20^2 × 2 = 800", talisman: true,
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("apply_exp_chips", { value: 2 })] })] },
    steps: [PAIR], expect: { chips: 400, mult: 2, score: 800 },
  }),
  scenario({
    entry: "apply_exp_chips", name: "^2 Chips when the modified 5 scores: 15^2 + 5 = 230 chips", talisman: true,
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("apply_exp_chips", { value: 2 })] })] },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { chips: 230, mult: 2, score: 460 },
  }),
  scenario({
    entry: "apply_hyper_mult", name: "^^3 Mult (2 arrows): 2^^3 = 16, so 20 × 16 = 320", talisman: true,
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("apply_hyper_mult", { arrows: 2, value: 3 })] })] },
    steps: [PAIR], expect: { chips: 20, mult: 16, score: 320 },
  }),
  scenario({
    entry: "apply_hyper_mult", name: "one arrow is ^: ^3 Mult when the modified 5 scores, 20 × 8 = 160", talisman: true,
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("apply_hyper_mult", { arrows: 1, value: 3 })] })] },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { chips: 20, mult: 8, score: 160 },
  }),
  scenario({
    entry: "apply_hyper_chips", name: "^^2 Chips (2 arrows): 20^^2 = 20^20 chips", talisman: true,
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("apply_hyper_chips", { arrows: 2, value: 2 })] })] },
    steps: [PAIR], expect: { chips: 1.048576e26, mult: 2 },
  }),
  scenario({
    entry: "apply_hyper_chips", name: "one arrow is ^: ^2 Chips when the modified 5 scores, 15^2 + 5 = 230", talisman: true,
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("apply_hyper_chips", { arrows: 1, value: 2 })] })] },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { chips: 230, score: 460 },
  }),
];
