import { build, scenario } from "../scenario";

const { rule, effect } = build;

export default [
  scenario({
    entry: "blind_reward", name: "winning the round adds $4 to the cash-out ($4 → $8)",
    subject: { type: "joker", rules: [rule("round_end", { effects: [effect("blind_reward", { value: 4 })] })] },
    setup: { dollars: 4 }, steps: [{ endRound: true }], expect: { dollars: 8 },
  }),
  scenario({
    entry: "blind_reward", name: "a Small Blind is no boss: nothing is added",
    subject: { type: "joker", rules: [rule("boss_defeated", { effects: [effect("blind_reward", { value: 4 })] })] },
    setup: { dollars: 4 }, steps: [{ endRound: true }], expect: { dollars: 4 },
  }),
  scenario({
    entry: "blind_reward", name: "beating a Boss Blind pays $5 more at the cash-out, once",
    subject: { type: ["joker", "deck"], rules: [rule("boss_defeated", { effects: [effect("blind_reward", { value: 5 })] })] },
    setup: { dollars: 0, blind: "bl_hook" }, steps: [{ endRound: true }, { endRound: true, gameOver: true }], expect: { dollars: 5 },
  }),
  scenario({
    entry: "blind_reward", name: "a redeemed voucher pays $3 more at each won round's cash-out",
    subject: { type: "voucher", rules: [rule("round_end", { effects: [effect("blind_reward", { value: 3 })] })] },
    setup: { dollars: 0 }, steps: [{ redeem: true }, { endRound: true }, { endRound: true }], expect: { dollars: 6 },
  }),
];
