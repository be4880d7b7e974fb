import { build, scenario } from "../scenario";

const { rule, effect, condition } = build;

// A fresh run: Pair (played once, the others never: holds), High Card (tied with Pair: does not),
// Two Pair (tied with both: does not), Pair again (twice against once: holds). The rule pays $1
// when it holds, the negated one $10 when it does not: 2 × $1 + 2 × $10 = $22.
export default [
  scenario({
    entry: "played_hand_most_played", name: "Pair, High Card, Two Pair, Pair: holds on the first and the last hand",
    subject: {
      type: "joker",
      rules: [
        rule("hand_played", { conditions: [condition("played_hand_most_played")], effects: [effect("set_dollars", { operation: "add", value: 1 })] }),
        rule("hand_played", { conditions: [condition("played_hand_most_played", {}, { negate: true })], effects: [effect("set_dollars", { operation: "add", value: 10 })] }),
      ],
    },
    setup: { dollars: 0 },
    steps: [{ play: ["H_5", "S_5"] }, { play: ["H_A"] }, { play: ["H_5", "S_5", "H_6", "S_6"] }, { play: ["D_5", "C_5"] }],
    expect: { dollars: 22 },
  }),
];
