import { build, scenario } from "../scenario";

const { rule, effect } = build;
// Mars costs $3 in the shop.
const PRICE = { mars: "(function() local c = Card(0, 0, G.CARD_W, G.CARD_H, nil, G.P_CENTERS.c_mars) c:set_cost() return c.cost end)()" };
const priceOf = (key: string) => `(function() local c = Card(0, 0, G.CARD_W, G.CARD_H, nil, G.P_CENTERS.${key}) c:set_cost() return c.cost end)()`;
const PACKS = { celestial: priceOf("p_celestial_normal_1"), arcana: priceOf("p_arcana_normal_1") };
const free = () => [effect("discount_items", { discount_type: "planet", discount_method: "make_free" })];

export default [
  scenario({
    entry: "discount_items", name: "an owned joker (always on) makes Planet cards free (Mars $0)",
    subject: { type: "joker", rules: [rule("passive", { effects: free() })] },
    steps: [], probes: PRICE, expect: { probes: { mars: 0 } },
  }),
  scenario({
    entry: "discount_items", name: "used, redeemed or chosen as the deck: Planet cards are free (Mars $0)",
    subject: { type: ["consumable", "voucher", "deck"], rules: [rule("card_used", { effects: free() })] },
    steps: [{ activate: true }], probes: PRICE, expect: { probes: { mars: 0 } },
  }),
  scenario({
    entry: "discount_items", name: "a joker taking $2 off Planet cards (Mars $1)",
    subject: { type: "joker", rules: [rule("passive", { effects: [effect("discount_items", { discount_type: "planet", discount_method: "flat_reduction", discount_amount: 2 })] })] },
    steps: [], probes: PRICE, expect: { probes: { mars: 1 } },
  }),
  scenario({
    entry: "discount_items", name: "Astronomer: Planet cards and Celestial Packs are free (Mars $0, Celestial Pack $0), an Arcana Pack still costs $4",
    subject: { type: "joker", rules: [rule("passive", { effects: [effect("discount_items", { discount_type: "planets_and_celestial", discount_method: "make_free" })] })] },
    steps: [], probes: { ...PRICE, ...PACKS }, expect: { probes: { mars: 0, celestial: 0, arcana: 4 } },
  }),
  scenario({
    entry: "discount_items", name: "without it, Mars costs $3",
    subject: { type: "joker", rules: [rule("passive", { effects: [effect("allow_debt")] })] },
    steps: [], probes: PRICE, expect: { probes: { mars: 3 } },
  }),
];
