import { build, scenario } from "../scenario";

const { rule, effect } = build;
// $0 held, 4 hands left, the Small Blind's $3
export default [
  scenario({
    entry: "edit_hands_money", name: "+$1 per hand left: 4 hands pay $8 (cash-out 3 + 8)",
    subject: { type: ["consumable", "voucher", "deck"], rules: [rule("card_used", { effects: [effect("edit_hands_money", { operation: "add", value: 1 })] })] },
    setup: { dollars: 0 }, steps: [{ activate: true }, { cashOut: true }], expect: { dollars: 11 },
  }),
  scenario({
    entry: "edit_hands_money", name: "a joker setting $3 per hand on entering the shop: 4 hands pay $12",
    subject: { type: "joker", rules: [rule("shop_entered", { effects: [effect("edit_hands_money", { operation: "set", value: 3 })] })] },
    setup: { dollars: 0 }, steps: [{ shop: "enter" }, { cashOut: true }], expect: { dollars: 15 },
  }),
];
