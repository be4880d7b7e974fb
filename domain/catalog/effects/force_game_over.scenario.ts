import { build, scenario } from "../scenario";

const { rule, effect } = build;
const OVER = { over: "G.STATE == G.STATES.GAME_OVER" };

export default [
  scenario({
    entry: "force_game_over", name: "used: the run is lost",
    subject: { type: "consumable", rules: [rule("card_used", { effects: [effect("force_game_over")] })] },
    steps: [{ activate: true }], probes: OVER, expect: { probes: { over: true } },
  }),
  scenario({
    entry: "force_game_over", name: "a redeemed voucher or the deck ends the run when a blind is selected",
    subject: { type: ["voucher", "deck"], rules: [rule("blind_selected", { effects: [effect("force_game_over")] })] },
    steps: [{ activate: true }, { selectBlind: true }], probes: OVER, expect: { probes: { over: true } },
  }),
  scenario({
    entry: "force_game_over", name: "a joker ends the run when a blind is selected",
    subject: { type: "joker", rules: [rule("blind_selected", { effects: [effect("force_game_over")] })] },
    steps: [{ selectBlind: true }], probes: OVER, expect: { probes: { over: true } },
  }),
  scenario({
    entry: "force_game_over", name: "scoring the modified card ends the run",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("force_game_over")] })] },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], probes: OVER, expect: { probes: { over: true } },
  }),
  scenario({
    entry: "force_game_over", name: "without it, selecting a blind does not end the run",
    subject: { type: "joker", rules: [rule("blind_selected", { effects: [effect("emit_flag", { flag_name: "on" })] })] },
    steps: [{ selectBlind: true }], probes: OVER, expect: { probes: { over: false } },
  }),
];
