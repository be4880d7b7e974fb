import { build, scenario } from "../scenario";

const { rule, effect } = build;
const MIXED = ["S_2", "S_5", "S_7", "H_9", "H_K"];

export default [
  scenario({
    entry: "combine_suits", name: "Spades count as Hearts: three Spades and two Hearts are a Flush, (35+2+5+7+9+10) × 4 = 272",
    subject: { type: "joker", rules: [rule("passive", { effects: [effect("combine_suits", { suit_1: "Spades", suit_2: "Hearts" })] })] },
    steps: [{ play: MIXED }], expect: { hand: "Flush", chips: 68, mult: 4, score: 272 },
  }),
  scenario({
    entry: "combine_suits", name: "Clubs and Diamonds combined do not make Spades and Hearts a Flush",
    subject: { type: "joker", rules: [rule("passive", { effects: [effect("combine_suits", { suit_1: "Clubs", suit_2: "Diamonds" })] })] },
    steps: [{ play: MIXED }], expect: { hand: "High Card" },
  }),
];
