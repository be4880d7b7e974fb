import { build, scenario } from "../scenario";

const { rule, effect } = build;
const DISABLED = { disabled: "G.GAME.blind.disabled == true" };
// The Hook (bl_hook) is a Boss Blind.
export default [
  scenario({
    entry: "disable_boss_blind", name: "Chicot style: with the joker owned, The Hook starts disabled",
    subject: { type: "joker", rules: [rule("passive", { effects: [effect("disable_boss_blind")] })] },
    steps: [{ selectBlind: "bl_hook" }], probes: DISABLED, expect: { probes: { disabled: true } },
  }),
  scenario({
    entry: "disable_boss_blind", name: "redeemed or chosen as the deck: every later Boss Blind (The Hook) starts disabled",
    subject: { type: ["voucher", "deck"], rules: [rule("card_used", { effects: [effect("disable_boss_blind")] })] },
    steps: [{ activate: true }, { selectBlind: "bl_hook" }], probes: DISABLED, expect: { probes: { disabled: true } },
  }),
  scenario({
    entry: "disable_boss_blind", name: "Luchador style: used during The Hook, it is disabled",
    subject: { type: "consumable", rules: [rule("card_used", { effects: [effect("disable_boss_blind")] })] },
    steps: [{ selectBlind: "bl_hook" }, { activate: true }], probes: DISABLED, expect: { probes: { disabled: true } },
  }),
  scenario({
    entry: "disable_boss_blind", name: "scoring the modified card during The Hook disables it",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("disable_boss_blind")] })] },
    steps: [{ selectBlind: "bl_hook" }, { play: [{ card: "H_5", self: true }, "S_5"] }], probes: DISABLED, expect: { probes: { disabled: true } },
  }),
  scenario({
    entry: "disable_boss_blind", name: "without the effect, The Hook stays active",
    subject: { type: "joker", rules: [rule("passive", { effects: [effect("allow_debt")] })] },
    steps: [{ selectBlind: "bl_hook" }], probes: DISABLED, expect: { probes: { disabled: false } },
  }),
];
