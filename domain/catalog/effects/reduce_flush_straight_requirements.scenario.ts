import { build, scenario } from "../scenario";

const { rule, effect } = build;
const FOUR_HEARTS = ["H_2", "H_5", "H_7", "H_9", "S_K"];

export default [
  scenario({
    entry: "reduce_flush_straight_requirements", name: "Four Fingers: four Hearts are a Flush, (35+2+5+7+9) × 4 = 232",
    subject: { type: "joker", rules: [rule("passive", { effects: [effect("reduce_flush_straight_requirements", { reduction_value: 1 })] })] },
    steps: [{ play: FOUR_HEARTS }], expect: { hand: "Flush", chips: 58, mult: 4, score: 232 },
  }),
  scenario({
    entry: "reduce_flush_straight_requirements", name: "two fewer cards: 3-4-5 is a Straight",
    subject: { type: "joker", rules: [rule("passive", { effects: [effect("reduce_flush_straight_requirements", { reduction_value: 2 })] })] },
    steps: [{ play: ["H_3", "S_4", "D_5"] }], expect: { hand: "Straight" },
  }),
  scenario({
    entry: "reduce_flush_straight_requirements", name: "once sold, four Hearts are a High Card",
    subject: { type: "joker", rules: [rule("passive", { effects: [effect("reduce_flush_straight_requirements", { reduction_value: 1 })] })] },
    steps: [{ sell: "self" }, { play: FOUR_HEARTS }], expect: { hand: "High Card" },
  }),
];
