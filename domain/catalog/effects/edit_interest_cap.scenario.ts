import { build, scenario } from "../scenario";

const { rule, effect } = build;
// $60 held, 4 hands left, the Small Blind's $3: the cash-out pays 3 + 4 + interest
export default [
  scenario({
    entry: "edit_interest_cap", name: "Seed Money: interest up to $10, so $60 earns $10 (cash-out 3 + 4 + 10)",
    subject: { type: ["consumable", "voucher"], rules: [rule("card_used", { effects: [effect("edit_interest_cap", { operation: "set", value: 10 })] })] },
    setup: { dollars: 60 }, steps: [{ activate: true }, { cashOut: true }], expect: { dollars: 77 },
  }),
  scenario({
    entry: "edit_interest_cap", name: "a deck with +$3 max interest: $60 earns $8",
    subject: { type: "deck", rules: [rule("card_used", { effects: [effect("edit_interest_cap", { operation: "add", value: 3 })] })] },
    setup: { dollars: 60 }, steps: [{ cashOut: true }], expect: { dollars: 75 },
  }),
  scenario({
    entry: "edit_interest_cap", name: "without it, $60 earns the normal $5",
    subject: { type: "joker", rules: [rule("shop_entered", { effects: [effect("edit_interest_cap", { operation: "multiply", value: 2 })] })] },
    setup: { dollars: 60 }, steps: [{ cashOut: true }], expect: { dollars: 72 },
  }),
  scenario({
    entry: "edit_interest_cap", name: "a joker doubling the cap on entering the shop: the next cash-out pays up to $10",
    subject: { type: "joker", rules: [rule("shop_entered", { effects: [effect("edit_interest_cap", { operation: "multiply", value: 2 })] })] },
    setup: { dollars: 60 }, steps: [{ shop: "enter" }, { cashOut: true }], expect: { dollars: 77 },
  }),
];
