import { build, scenario } from "../scenario";

const { rule, effect } = build;
// The Small Blind at ante 1 needs 300.
export default [
  scenario({
    entry: "modify_blind_requirement", name: "when the Small Blind is selected, it needs twice the score (600)",
    subject: { type: ["joker", "deck"], rules: [rule("blind_selected", { effects: [effect("modify_blind_requirement", { operation: "multiply", value: 2 })] })] },
    steps: [{ selectBlind: true }], expect: { blindChips: 600 },
  }),
  scenario({
    entry: "modify_blind_requirement", name: "a redeemed voucher: when the Small Blind is selected, it needs 300 more (600)",
    subject: { type: "voucher", rules: [rule("blind_selected", { effects: [effect("modify_blind_requirement", { operation: "add", value: 300 })] })] },
    steps: [{ activate: true }, { selectBlind: true }], expect: { blindChips: 600 },
  }),
  scenario({
    entry: "modify_blind_requirement", name: "used during the Small Blind: it needs 100 less (200)",
    subject: { type: "consumable", rules: [rule("card_used", { effects: [effect("modify_blind_requirement", { operation: "subtract", value: 100 })] })] },
    steps: [{ selectBlind: true }, { activate: true }], expect: { blindChips: 200 },
  }),
  scenario({
    entry: "modify_blind_requirement", name: "scoring the modified card halves the Small Blind (150)",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("modify_blind_requirement", { operation: "divide", value: 2 })] })] },
    steps: [{ selectBlind: true }, { play: [{ card: "H_5", self: true }, "S_5"] }], expect: { blindChips: 150 },
  }),
];
