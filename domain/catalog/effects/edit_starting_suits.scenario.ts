import { build, scenario } from "../scenario";

const { rule, effect } = build;
// The deck starts with the 52 standard cards.
export default [
  scenario({
    entry: "edit_starting_suits", name: "Checkered style: the Clubs become Spades (26 Spades, no Clubs)",
    subject: { type: "deck", rules: [rule("card_used", { effects: [effect("edit_starting_suits", { selected_suit: "Clubs", replace_suit: "Spades" })] })] },
    steps: [{ activate: true }], probes: { spades: "(function() local n = 0 for _, c in ipairs(G.playing_cards) do if c.base.suit == 'Spades' then n = n + 1 end end return n end)()", clubs: "(function() local n = 0 for _, c in ipairs(G.playing_cards) do if c.base.suit == 'Clubs' then n = n + 1 end end return n end)()" }, expect: { deckSize: 52, probes: { spades: 26, clubs: 0 } },
  }),
];
