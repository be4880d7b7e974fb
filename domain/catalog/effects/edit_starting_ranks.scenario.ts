import { build, scenario } from "../scenario";

const { rule, effect } = build;
// The deck starts with the 52 standard cards.
export default [
  scenario({
    entry: "edit_starting_ranks", name: "Abandoned style: the Kings are removed (48 cards, no King)",
    subject: { type: "deck", rules: [rule("card_used", { effects: [effect("edit_starting_ranks", { specific_selected_Rank: "K", specific_replace_Rank: "remove" })] })] },
    steps: [{ activate: true }], probes: { kings: "(function() local n = 0 for _, c in ipairs(G.playing_cards) do if c.base.value == 'King' then n = n + 1 end end return n end)()" }, expect: { deckSize: 48, probes: { kings: 0 } },
  }),
];
