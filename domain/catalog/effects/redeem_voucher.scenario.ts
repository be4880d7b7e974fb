import { build, scenario } from "../scenario";

const { rule, effect } = build;

export default [
  scenario({
    entry: "redeem_voucher", name: "entering the shop redeems Clearance Sale for free",
    subject: { type: "joker", rules: [rule("shop_entered", { effects: [effect("redeem_voucher", { voucher_type: "specific", specific_voucher: "v_clearance_sale" })] })] },
    setup: { dollars: 10 },
    steps: [{ shop: "enter" }], expect: { vouchers: ["v_clearance_sale"], dollars: 10 },
  }),
  scenario({
    entry: "redeem_voucher", name: "used, redeemed or chosen as the deck: Grabber is redeemed",
    subject: { type: ["consumable", "deck"], rules: [rule("card_used", { effects: [effect("redeem_voucher", { voucher_type: "specific", specific_voucher: "grabber" })] })] },
    steps: [{ activate: true }], expect: { vouchers: ["v_grabber"] },
  }),
  scenario({
    entry: "redeem_voucher", name: "a voucher redeemed also redeems the next voucher the shop would offer",
    subject: { type: "voucher", rules: [rule("card_used", { effects: [effect("redeem_voucher", { voucher_type: "random" })] })] },
    steps: [{ activate: true }], probes: { overstock: "G.GAME.used_vouchers.v_overstock_norm == true" }, expect: { probes: { overstock: true } },
  }),
];
