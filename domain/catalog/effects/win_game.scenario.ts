import { build, scenario } from "../scenario";

const { rule, effect } = build;
const BLIND_WON = { won: "G.GAME.chips >= G.GAME.blind.chips and G.STATE == G.STATES.ROUND_EVAL" };

export default [
  scenario({
    entry: "win_game", name: "a played Pair wins the Small Blind (300 chips) although it scores 40",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("win_game", { win_type: "blind" })] })] },
    steps: [{ play: ["H_5", "S_5"] }], probes: BLIND_WON, expect: { score: 40, blindChips: 300, probes: { won: true } },
  }),
  scenario({
    entry: "win_game", name: "scoring the modified card wins the run",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("win_game", { win_type: "run" })] })] },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], probes: { won: "G.GAME.won" }, expect: { probes: { won: true } },
  }),
  scenario({
    entry: "win_game", name: "using the consumable in a blind wins the blind",
    subject: { type: "consumable", rules: [rule("card_used", { effects: [effect("win_game", { win_type: "blind" })] })] },
    steps: [{ activate: true }], probes: BLIND_WON, expect: { probes: { won: true } },
  }),
];
