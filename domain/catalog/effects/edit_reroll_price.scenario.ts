import { build, scenario } from "../scenario";

const { rule, effect } = build;
// The shop's reroll price starts at $5.
const PRICE = { base: "G.GAME.round_resets.reroll_cost" };
export default [
  scenario({
    entry: "edit_reroll_price", name: "Reroll Surplus style: used, redeemed or chosen as the deck, rerolls cost $2 less ($3)",
    subject: { type: ["consumable", "voucher", "deck"], rules: [rule("card_used", { effects: [effect("edit_reroll_price", { operation: "subtract", value: 2 })] })] },
    steps: [{ activate: true }], probes: PRICE, expect: { probes: { base: 3 } },
  }),
  scenario({
    entry: "edit_reroll_price", name: "a joker sets the reroll price to $1 when a blind is selected",
    subject: { type: "joker", rules: [rule("blind_selected", { effects: [effect("edit_reroll_price", { operation: "set", value: 1 })] })] },
    steps: [{ selectBlind: true }], probes: PRICE, expect: { probes: { base: 1 } },
  }),
  scenario({
    entry: "edit_reroll_price", name: "scoring the modified card makes rerolls $1 dearer ($6)",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("edit_reroll_price", { operation: "add", value: 1 })] })] },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], probes: PRICE, expect: { probes: { base: 6 } },
  }),
];
