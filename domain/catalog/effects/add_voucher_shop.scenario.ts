import { build, scenario } from "../scenario";

const { rule, effect } = build;
const ON_SALE = { on_sale: "(function() for _, c in ipairs(G.shop_vouchers.cards) do if c.config.center.key == 'v_grabber' then return true end end return false end)()" };
const put = () => [effect("add_voucher_shop", { method_type: "specific", specific_key: "v_grabber" })];

export default [
  scenario({
    entry: "add_voucher_shop", name: "a joker or the deck puts v_grabber on sale when the shop opens",
    subject: { type: ["joker", "deck"], rules: [rule("shop_entered", { effects: put() })] },
    steps: [{ shop: "enter" }], probes: ON_SALE, expect: { probes: { on_sale: true } },
  }),
  scenario({
    entry: "add_voucher_shop", name: "a redeemed voucher puts v_grabber on sale when the shop opens",
    subject: { type: "voucher", rules: [rule("shop_entered", { effects: put() })] },
    steps: [{ activate: true }, { shop: "enter" }], probes: ON_SALE, expect: { probes: { on_sale: true } },
  }),
  scenario({
    entry: "add_voucher_shop", name: "without it, v_grabber is not on sale",
    subject: { type: "joker", rules: [rule("shop_entered", { effects: [effect("emit_flag", { flag_name: "shop" })] })] },
    steps: [{ shop: "enter" }], probes: ON_SALE, expect: { probes: { on_sale: false } },
  }),
];
