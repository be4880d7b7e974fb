import { build, scenario } from "../scenario";

const { rule, effect } = build;

export default [
  scenario({
    entry: "final_scoring_step", name: "a played hand reaches the final scoring step (joker or deck)",
    subject: { type: ["joker", "deck"], rules: [rule("final_scoring_step", { effects: [effect("emit_flag", { flag_name: "fired", change: "true" })] })] },
    steps: [{ play: ["H_5", "S_5"] }], expect: { flags: { sc_fired: true } },
  }),
  scenario({
    entry: "final_scoring_step", name: "no hand played: never reached",
    subject: { type: ["joker", "deck"], rules: [rule("final_scoring_step", { effects: [effect("emit_flag", { flag_name: "fired", change: "true" })] })] },
    steps: [{ discard: ["H_5", "S_5"] }], expect: { flags: { sc_fired: undefined } },
  }),
];
