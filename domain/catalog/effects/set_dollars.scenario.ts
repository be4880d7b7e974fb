import { build, scenario } from "../scenario";

const { rule, effect } = build;

export default [
  scenario({
    entry: "set_dollars", name: "used or redeemed: +$5 on $10 gives $15",
    subject: { type: ["consumable", "voucher"], rules: [rule("card_used", { effects: [effect("set_dollars", { operation: "add", value: 5 })] })] },
    setup: { dollars: 10 }, steps: [{ activate: true }], expect: { dollars: 15 },
  }),
  scenario({
    entry: "set_dollars", name: "chosen as the deck: +$5 on the run's starting $4 gives $9",
    subject: { type: "deck", rules: [rule("card_used", { effects: [effect("set_dollars", { operation: "add", value: 5 })] })] },
    steps: [{ activate: true }], expect: { dollars: 9 },
  }),
  scenario({
    entry: "set_dollars", name: "chosen as the deck: 'set to $10' gives $10, from the run's real money (the game sets it after apply)",
    subject: { type: "deck", rules: [rule("card_used", { effects: [effect("set_dollars", { operation: "set", value: 10 })] })] },
    steps: [{ activate: true }], expect: { dollars: 10 },
  }),
  scenario({
    entry: "set_dollars", name: "chosen as the deck: doubling the starting $4 gives $8",
    subject: { type: "deck", rules: [rule("card_used", { effects: [effect("set_dollars", { operation: "multiply", value: 2 })] })] },
    steps: [{ activate: true }], expect: { dollars: 8 },
  }),
  scenario({
    // the game pays money in queued events: the "set" counts the $5 still on its way
    entry: "set_dollars", name: "a played hand gives $5, then sets money to $10: $10",
    subject: { type: "joker", rules: [
      rule("hand_played", { effects: [effect("set_dollars", { operation: "add", value: 5 })] }),
      rule("hand_played", { effects: [effect("set_dollars", { operation: "set", value: 10 })] }),
    ] },
    setup: { dollars: 20 }, steps: [{ play: ["H_5", "S_5"] }], expect: { dollars: 10 },
  }),
  scenario({
    entry: "set_dollars", name: "a joker sets money to $3 when a blind is selected",
    subject: { type: "joker", rules: [rule("blind_selected", { effects: [effect("set_dollars", { operation: "set", value: 3 })] })] },
    setup: { dollars: 20 }, steps: [{ selectBlind: true }], expect: { dollars: 3 },
  }),
  scenario({
    entry: "set_dollars", name: "scoring the modified card takes $2",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("set_dollars", { operation: "subtract", value: 2 })] })] },
    setup: { dollars: 10 }, steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { dollars: 8 },
  }),
];
