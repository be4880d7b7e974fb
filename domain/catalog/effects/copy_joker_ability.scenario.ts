import { build, scenario } from "../scenario";
import { PLUS_FOUR_JOKER } from "./probes";

const { rule, effect } = build;

export default [
  scenario({
    entry: "copy_joker_ability", name: "Blueprint-like: copying the +4 Mult joker to its right doubles it, 20 × (2+4+4) = 200",
    subject: { type: "joker", rules: [rule("passive", { effects: [effect("copy_joker_ability", { selection_method: "right" })] })] },
    setup: { lua: PLUS_FOUR_JOKER },
    steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 10, score: 200 },
  }),
  scenario({
    entry: "copy_joker_ability", name: "copying the joker to the left copies nothing when there is none: 20 × (2+4) = 120",
    subject: { type: "joker", rules: [rule("passive", { effects: [effect("copy_joker_ability", { selection_method: "left" })] })] },
    setup: { lua: PLUS_FOUR_JOKER },
    steps: [{ play: ["H_5", "S_5"] }], expect: { mult: 6, score: 120 },
  }),
  scenario({
    entry: "copy_joker_ability", name: "copying joker 2 (the +4 Mult joker): 20 × (2+4+4) = 200",
    subject: { type: "joker", rules: [rule("passive", { effects: [effect("copy_joker_ability", { selection_method: "specific", specific_index: 2 })] })] },
    setup: { lua: PLUS_FOUR_JOKER },
    steps: [{ play: ["H_5", "S_5"] }], expect: { mult: 10, score: 200 },
  }),
];
