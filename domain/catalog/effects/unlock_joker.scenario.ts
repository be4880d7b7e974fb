import { build, scenario } from "../scenario";

const { rule, effect } = build;
const LOCK = { lua: "G.P_CENTERS.j_cavendish.unlocked = false; G.P_CENTERS.j_cavendish.discovered = false" };
const STATE = { unlocked: "G.P_CENTERS.j_cavendish.unlocked", discovered: "G.P_CENTERS.j_cavendish.discovered" };

export default [
  scenario({
    entry: "unlock_joker", name: "a played hand unlocks and discovers Cavendish",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("unlock_joker", { joker_key: "cavendish", discover: "true" })] })] },
    setup: LOCK, steps: [{ play: ["H_5", "S_5"] }], probes: STATE, expect: { probes: { unlocked: true, discovered: true } },
  }),
  scenario({
    entry: "unlock_joker", name: "scoring the modified card unlocks the joker a key variable names (not discovered)",
    subject: {
      type: ["enhancement", "seal", "edition"], variables: [build.variable("target", "key", "j_cavendish")],
      rules: [rule("card_scored", { effects: [effect("unlock_joker", { selection_method: "variable", key_variable: "target" })] })],
    },
    setup: LOCK, steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], probes: STATE, expect: { probes: { unlocked: true, discovered: false } },
  }),
  scenario({
    entry: "unlock_joker", name: "used or redeemed: Cavendish is unlocked",
    subject: { type: ["consumable", "voucher"], rules: [rule("card_used", { effects: [effect("unlock_joker", { joker_key: "j_cavendish" })] })] },
    setup: LOCK, steps: [{ activate: true }], probes: STATE, expect: { probes: { unlocked: true } },
  }),
  scenario({
    entry: "unlock_joker", name: "a deck unlocks Cavendish when a round is won",
    subject: { type: "deck", rules: [rule("round_end", { effects: [effect("unlock_joker", { joker_key: "j_cavendish" })] })] },
    setup: LOCK, steps: [{ endRound: true }], probes: STATE, expect: { probes: { unlocked: true } },
  }),
];
