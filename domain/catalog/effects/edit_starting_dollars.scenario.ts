import { build, scenario } from "../scenario";

const { rule, effect } = build;
// The deck starts with the 52 standard cards.
export default [
  scenario({
    entry: "edit_starting_dollars", name: "the run starts with $5 more ($9)",
    subject: { type: "deck", rules: [rule("card_used", { effects: [effect("edit_starting_dollars", { operation: "add", value: 5 })] })] },
    steps: [{ activate: true }], expect: { dollars: 9 },
  }),
];
