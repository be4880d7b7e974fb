import { build, scenario } from "../scenario";

const { rule, effect } = build;

export default [
  scenario({
    entry: "splash_effect", name: "every played card scores: a Pair of 5s with a King, a 2 and a 9 scores (10+5+5+10+2+9) × 2 = 82",
    subject: { type: "joker", rules: [rule("passive", { effects: [effect("splash_effect")] })] },
    steps: [{ play: ["H_5", "S_5", "D_K", "C_2", "H_9"] }], expect: { hand: "Pair", chips: 41, mult: 2, score: 82 },
  }),
  scenario({
    entry: "splash_effect", name: "sold, the joker stops: only the Pair scores, (10+5+5) × 2 = 40",
    subject: { type: "joker", rules: [rule("passive", { effects: [effect("splash_effect")] })] },
    steps: [{ sell: "self" }, { play: ["H_5", "S_5", "D_K", "C_2", "H_9"] }], expect: { hand: "Pair", chips: 20, score: 40 },
  }),
];
