import { build, scenario } from "../scenario";

const { rule, effect } = build;
const copy = (params: Record<string, unknown>) => [rule("hand_played", { effects: [effect("create_copy_played_card", params)] })];

export default [
  scenario({
    entry: "create_copy_played_card", name: "the first played King is copied into the hand",
    subject: { type: "joker", rules: copy({ card_rank: "K", add_to: "hand" }) },
    steps: [{ play: ["H_5", "S_K", "D_K"] }], expect: { handCards: ["S_K"], deckSize: 56 },
  }),
  scenario({
    entry: "create_copy_played_card", name: "the 2nd played card, a Heart, is copied into the deck",
    subject: { type: "joker", rules: copy({ card_index: "2", card_suit: "Hearts", add_to: "deck" }) },
    steps: [{ play: ["S_5", "H_9"] }], probes: { top: "G.deck.cards[#G.deck.cards].base.value .. ' of ' .. G.deck.cards[#G.deck.cards].base.suit" },
    expect: { deckSize: 55, probes: { top: "9 of Hearts" } },
  }),
  scenario({
    entry: "create_copy_played_card", name: "no played card matches: nothing is copied",
    subject: { type: "joker", rules: copy({ card_rank: "A", add_to: "hand" }) },
    steps: [{ play: ["S_5", "H_9"] }], expect: { handCards: [], deckSize: 54 },
  }),
];
