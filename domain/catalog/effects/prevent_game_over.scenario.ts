import { build, scenario } from "../scenario";

const { rule, effect } = build;

export default [
  scenario({
    entry: "prevent_game_over", name: "Mr. Bones style: a lost round is saved",
    subject: { type: "joker", rules: [rule("game_over", { effects: [effect("prevent_game_over")] })] },
    steps: [{ selectBlind: true }, { endRound: true, gameOver: true }], expect: { saved: true },
  }),
  scenario({
    entry: "prevent_game_over", name: "without it, a lost round is not saved",
    subject: { type: "joker", rules: [rule("game_over", { effects: [effect("emit_flag", { flag_name: "lost" })] })] },
    steps: [{ selectBlind: true }, { endRound: true, gameOver: true }], expect: { saved: false, flags: { sc_lost: true } },
  }),
];
