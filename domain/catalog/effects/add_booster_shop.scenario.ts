import { build, scenario } from "../scenario";

const { rule, effect } = build;
const ON_SALE = { on_sale: "(function() for _, c in ipairs(G.shop_booster.cards) do if c.config.center.key == 'p_buffoon_normal_1' then return true end end return false end)()" };
const put = () => [effect("add_booster_shop", { method_type: "specific", specific_key: "p_buffoon_normal_1" })];

export default [
  scenario({
    entry: "add_booster_shop", name: "a joker or the deck puts p_buffoon_normal_1 on sale when the shop opens",
    subject: { type: ["joker", "deck"], rules: [rule("shop_entered", { effects: put() })] },
    steps: [{ shop: "enter" }], probes: ON_SALE, expect: { probes: { on_sale: true } },
  }),
  scenario({
    entry: "add_booster_shop", name: "a redeemed voucher puts p_buffoon_normal_1 on sale when the shop opens",
    subject: { type: "voucher", rules: [rule("shop_entered", { effects: put() })] },
    steps: [{ activate: true }, { shop: "enter" }], probes: ON_SALE, expect: { probes: { on_sale: true } },
  }),
  scenario({
    entry: "add_booster_shop", name: "without it, p_buffoon_normal_1 is not on sale",
    subject: { type: "joker", rules: [rule("shop_entered", { effects: [effect("emit_flag", { flag_name: "shop" })] })] },
    steps: [{ shop: "enter" }], probes: ON_SALE, expect: { probes: { on_sale: false } },
  }),
];
