import { build, scenario } from "../scenario";

const { rule, effect } = build;
const GAPPED = ["H_2", "S_4", "D_6", "C_8", "H_T"];

export default [
  scenario({
    entry: "shortcut", name: "2-4-6-8-10 is a Straight: (30+2+4+6+8+10) × 4 = 240",
    subject: { type: "joker", rules: [rule("passive", { effects: [effect("shortcut")] })] },
    steps: [{ play: GAPPED }], expect: { hand: "Straight", chips: 60, mult: 4, score: 240 },
  }),
  scenario({
    entry: "shortcut", name: "once sold, 2-4-6-8-10 is only a High Card",
    subject: { type: "joker", rules: [rule("passive", { effects: [effect("shortcut")] })] },
    steps: [{ sell: "self" }, { play: GAPPED }], expect: { hand: "High Card" },
  }),
];
