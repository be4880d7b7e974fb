import { build, scenario } from "../scenario";

const { rule, effect, condition } = build;

// Two Aces discarded, the first debuffed: the rule pays $1 for a debuffed card, the negated one
// $10 for a card that is not: $11.
export default [
  scenario({
    entry: "card_debuffed", name: "two Aces discarded, one of them debuffed",
    subject: {
      type: "joker",
      rules: [
        rule("card_discarded", { conditions: [condition("card_debuffed")], effects: [effect("set_dollars", { operation: "add", value: 1 })] }),
        rule("card_discarded", { conditions: [condition("card_debuffed", {}, { negate: true })], effects: [effect("set_dollars", { operation: "add", value: 10 })] }),
      ],
    },
    setup: { dollars: 0, hand: ["H_A", "S_A"] },
    steps: [{ lua: "G.hand.cards[1]:set_debuff(true)" }, { discard: true }],
    expect: { dollars: 11 },
  }),
];
