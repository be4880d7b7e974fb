import { build, scenario } from "../scenario";

const { rule, effect } = build;
const SPEED = { speed: "G.SETTINGS.GAMESPEED" };

export default [
  scenario({
    entry: "change_game_speed", name: "a played hand sets the game speed to ×4",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("change_game_speed", { speed: "4" })] })] },
    steps: [{ play: ["H_5", "S_5"] }], probes: SPEED, expect: { probes: { speed: 4 } },
  }),
  scenario({
    entry: "change_game_speed", name: "scoring the modified card sets the speed to ×0.5",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("change_game_speed", { speed: "0.5" })] })] },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], probes: SPEED, expect: { probes: { speed: 0.5 } },
  }),
  scenario({
    entry: "change_game_speed", name: "used, redeemed or chosen as the deck: speed ×2",
    subject: { type: ["consumable", "voucher", "deck"], rules: [rule("card_used", { effects: [effect("change_game_speed", { speed: "2" })] })] },
    steps: [{ activate: true }], probes: SPEED, expect: { probes: { speed: 2 } },
  }),
];
