import { build, scenario } from "../scenario";

const { rule, effect } = build;
// $0 held, 4 hands and 3 discards left, the Small Blind's $3
export default [
  scenario({
    entry: "edit_discards_money", name: "Green Deck style: $1 per discard left, 3 discards pay $3 (cash-out 3 + 4 + 3)",
    subject: { type: ["consumable", "voucher", "deck"], rules: [rule("card_used", { effects: [effect("edit_discards_money", { operation: "set", value: 1 })] })] },
    setup: { dollars: 0 }, steps: [{ activate: true }, { cashOut: true }], expect: { dollars: 10 },
  }),
  scenario({
    entry: "edit_discards_money", name: "a joker adding $2 per discard on entering the shop: 3 discards pay $6",
    subject: { type: "joker", rules: [rule("shop_entered", { effects: [effect("edit_discards_money", { operation: "add", value: 2 })] })] },
    setup: { dollars: 0 }, steps: [{ shop: "enter" }, { cashOut: true }], expect: { dollars: 13 },
  }),
];
