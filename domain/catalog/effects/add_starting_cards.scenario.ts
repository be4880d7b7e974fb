import { build, scenario } from "../scenario";

const { rule, effect } = build;
// The deck starts with the 52 standard cards.
export default [
  scenario({
    entry: "add_starting_cards", name: "three more Aces of Spades: 55 cards, 4 of them Aces of Spades",
    subject: { type: "deck", rules: [rule("card_used", { effects: [effect("add_starting_cards", { count: 3, rank: "A", suit: "Spades" })] })] },
    steps: [{ activate: true }], probes: { aces: "(function() local n = 0 for _, c in ipairs(G.playing_cards) do if c.base.suit == 'Spades' and c.base.value == 'Ace' then n = n + 1 end end return n end)()" }, expect: { deckSize: 55, probes: { aces: 4 } },
  }),
];
