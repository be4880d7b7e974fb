import { build, scenario } from "../scenario";

const { rule, effect } = build;
const paid = { type: "joker" as const, rules: [rule("hand_debuffed", { effects: [effect("set_dollars", { operation: "add", value: 3 })] })] };

// The Eye debuffs a poker hand played a second time in the round.
export default [
  scenario({
    entry: "hand_debuffed", name: "The Eye: a second Pair is debuffed (scores 0), +$3",
    subject: paid, setup: { dollars: 10, blind: "bl_eye" },
    steps: [{ play: ["H_5", "S_5"] }, { play: ["H_6", "S_6"] }], expect: { hand: "Pair", score: 0, dollars: 13 },
  }),
  scenario({
    entry: "hand_debuffed", name: "The Eye: a Pair then a Flush, nothing debuffed (the Flush scores), no money",
    subject: paid, setup: { dollars: 10, blind: "bl_eye" },
    // Flush of Hearts 2, 4, 6, 8, 10: (35 + 30) x 4 = 260
    steps: [{ play: ["H_5", "S_5"] }, { play: ["H_2", "H_4", "H_6", "H_8", "H_T"] }], expect: { hand: "Flush", score: 260, dollars: 10 },
  }),
];
