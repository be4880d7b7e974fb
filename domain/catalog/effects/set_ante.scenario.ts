import { build, scenario } from "../scenario";

const { rule, effect } = build;

export default [
  scenario({
    entry: "set_ante", name: "used or redeemed at ante 3: one ante back gives ante 2",
    subject: { type: ["consumable", "voucher"], rules: [rule("card_used", { effects: [effect("set_ante", { operation: "subtract", value: 1 })] })] },
    setup: { ante: 3 }, steps: [{ activate: true }], expect: { ante: 2 },
  }),
  scenario({
    entry: "set_ante", name: "chosen as the deck: the run starts two antes on (ante 3)",
    subject: { type: "deck", rules: [rule("card_used", { effects: [effect("set_ante", { operation: "add", value: 2 })] })] },
    steps: [{ activate: true }], expect: { ante: 3 },
  }),
  scenario({
    entry: "set_ante", name: "a joker sets the ante to 5 when a blind is selected",
    subject: { type: "joker", rules: [rule("blind_selected", { effects: [effect("set_ante", { operation: "set", value: 5 })] })] },
    setup: { ante: 2 }, steps: [{ selectBlind: true }], expect: { ante: 5 },
  }),
  scenario({
    entry: "set_ante", name: "scoring the modified card adds an ante (2 to 3)",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("set_ante", { operation: "add", value: 1 })] })] },
    setup: { ante: 2 }, steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { ante: 3 },
  }),
];
