import { build, scenario } from "../scenario";

const { rule, effect } = build;
// The deck starts with the 52 standard cards.
export default [
  scenario({
    entry: "remove_starting_cards", name: "10 random cards removed: 42 left",
    subject: { type: "deck", rules: [rule("card_used", { effects: [effect("remove_starting_cards", { remove_type: "random", count: 10 })] })] },
    steps: [{ activate: true }], expect: { deckSize: 42 },
  }),
];
