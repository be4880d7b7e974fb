import { build, scenario } from "../scenario";

const { rule, effect } = build;
// The deck starts with the 52 standard cards.
export default [
  scenario({
    entry: "edit_all_starting_cards", name: "every starting card becomes a Heart",
    subject: { type: "deck", rules: [rule("card_used", { effects: [effect("edit_all_starting_cards", { suit: "Hearts" })] })] },
    steps: [{ activate: true }], probes: { hearts: "(function() local n = 0 for _, c in ipairs(G.playing_cards) do if c.base.suit == 'Hearts' then n = n + 1 end end return n end)()" }, expect: { deckSize: 52, probes: { hearts: 52 } },
  }),
];
