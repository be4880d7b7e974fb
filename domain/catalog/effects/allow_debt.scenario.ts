import { build, scenario } from "../scenario";

const { rule, effect } = build;

export default [
  scenario({
    entry: "allow_debt", name: "the player may go down to -$20 while the joker is owned",
    subject: { type: "joker", rules: [rule("passive", { effects: [effect("allow_debt", { value: 20 })] })] },
    steps: [], probes: { bankrupt_at: "G.GAME.bankrupt_at" }, expect: { probes: { bankrupt_at: -20 } },
  }),
  scenario({
    entry: "allow_debt", name: "selling the joker takes the debt allowance back",
    subject: { type: "joker", rules: [rule("passive", { effects: [effect("allow_debt", { value: 20 })] })] },
    steps: [{ sell: "self" }], probes: { bankrupt_at: "G.GAME.bankrupt_at" }, expect: { probes: { bankrupt_at: 0 } },
  }),
];
