import { build, scenario } from "../scenario";
import { OWNED_CONSUMABLES as OWNED } from "./probes";

const { rule, effect } = build;

export default [
  scenario({
    entry: "copy_consumable", name: "Perkeo-like: leaving the shop makes a Negative copy of a consumable",
    subject: { type: "joker", rules: [rule("shop_exited", { effects: [effect("copy_consumable", { consumable_type: "any", is_negative: "negative" })] })] },
    setup: { consumables: ["c_hermit", "c_moon"] }, steps: [{ shop: "exit" }],
    probes: { count: "#G.consumeables.cards", negative: "G.consumeables.cards[3].edition.key" }, expect: { probes: { count: 3, negative: "e_negative" } },
  }),
  scenario({
    entry: "copy_consumable", name: "only Planets are copied: Pluto, not The Hermit",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("copy_consumable", { consumable_type: "planet", is_negative: "negative" })] })] },
    setup: { consumables: ["c_hermit", "c_pluto"] }, steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], probes: OWNED, expect: { probes: { owned: "c_hermit,c_pluto,c_pluto/e_negative" } },
  }),
  scenario({
    entry: "copy_consumable", name: "used or redeemed: a copy of The Hermit when there is room",
    subject: { type: ["consumable", "voucher"], rules: [rule("card_used", { effects: [effect("copy_consumable", { consumable_type: "tarot", specific_card: "c_hermit" })] })] },
    setup: { lua: "G.consumeables.config.card_limit = 3", consumables: ["c_hermit"] }, steps: [{ activate: true }], probes: OWNED, expect: { probes: { owned: "c_hermit,c_hermit" } },
  }),
];
