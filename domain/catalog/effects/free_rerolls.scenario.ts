import { build, scenario } from "../scenario";

const { rule, effect } = build;
// In the shop with a free reroll the price is $0 (else the base $5).
const SHOP = { free: "G.GAME.round_resets.free_rerolls", price: "G.GAME.current_round.reroll_cost" };
export default [
  scenario({
    entry: "free_rerolls", name: "Chaos the Clown style: owned, the shop's first reroll is free",
    subject: { type: "joker", rules: [rule("passive", { effects: [effect("free_rerolls", { value: 1 })] })] },
    steps: [{ shop: "enter" }], probes: SHOP, expect: { probes: { free: 1, price: 0 } },
  }),
  scenario({
    entry: "free_rerolls", name: "used, redeemed or chosen as the deck: 2 free rerolls in every shop",
    subject: { type: ["consumable", "voucher", "deck"], rules: [rule("card_used", { effects: [effect("free_rerolls", { value: 2 })] })] },
    steps: [{ activate: true }, { shop: "enter" }], probes: SHOP, expect: { probes: { free: 2, price: 0 } },
  }),
  scenario({
    entry: "free_rerolls", name: "scoring the modified card gives a free reroll per shop",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("free_rerolls", { value: 1 })] })] },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], probes: SHOP, expect: { probes: { free: 1 } },
  }),
];
