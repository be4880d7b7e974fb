import { build, scenario } from "../scenario";

const { rule, effect } = build;

export default [
  scenario({
    entry: "emit_flag", name: "a played hand turns the flag on (namespaced by the mod prefix)",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("emit_flag", { flag_name: "lucky", change: "true" })] })] },
    steps: [{ play: ["H_5", "S_5"] }], expect: { flags: { sc_lucky: true } },
  }),
  scenario({
    entry: "emit_flag", name: "scoring the modified card flips the flag twice: on, then off",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("emit_flag", { flag_name: "flip", change: "invert" })] })] },
    steps: [{ play: [{ card: "H_5", self: true }, { card: "S_5", self: true }] }], expect: { flags: { sc_flip: false } },
  }),
  scenario({
    entry: "emit_flag", name: "used, redeemed or chosen as the deck: the flag is turned on",
    subject: { type: ["consumable", "voucher", "deck"], rules: [rule("card_used", { effects: [effect("emit_flag", { flag_name: "ready", change: "true" })] })] },
    steps: [{ activate: true }], expect: { flags: { sc_ready: true } },
  }),
  scenario({
    entry: "emit_flag", name: "used or redeemed: a flag that was on is turned off",
    subject: { type: ["consumable", "voucher"], rules: [rule("card_used", { effects: [effect("emit_flag", { flag_name: "gone", change: "false" })] })] },
    setup: { lua: "G.GAME.pool_flags.sc_gone = true" },
    steps: [{ activate: true }], expect: { flags: { sc_gone: false } },
  }),
];
