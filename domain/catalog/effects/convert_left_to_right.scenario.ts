import { build, scenario } from "../scenario";

const { rule, effect } = build;
const DEATH = { type: "consumable" as const, rules: [rule("card_used", { effects: [effect("convert_left_to_right")] })] };

export default [
  scenario({
    entry: "convert_left_to_right", name: "Death style: the left selected card becomes a copy of the right one",
    subject: DEATH, setup: { hand: [{ card: "H_5", seal: "Red" }, { card: "S_K", enhancement: "m_steel" }, "D_2"] },
    steps: [{ use: { highlighted: ["S_K", "H_5"] } }], expect: { handCards: ["S_K+m_steel", "S_K+m_steel", "D_2"] },
  }),
  scenario({
    entry: "convert_left_to_right", name: "with one card selected it cannot be used",
    subject: DEATH, setup: { hand: ["H_5", "S_K"] }, steps: [{ canUse: { highlighted: ["H_5"] } }], expect: { canUse: false },
  }),
];
