import { build, scenario } from "../scenario";

const { rule, effect } = build;
const copy = (trigger: string, to: string) => [rule(trigger, { effects: [effect("create_copy_triggered_card", { add_to: to })] })];

export default [
  scenario({
    entry: "create_copy_triggered_card", name: "each scored 5 is copied into the hand (DNA style)",
    subject: { type: "joker", rules: copy("card_scored", "hand") },
    steps: [{ play: ["H_5", "S_5"] }],
    // 52 cards + 2 played + 2 copies
    expect: { handCards: ["H_5", "S_5"], deckSize: 56 },
  }),
  scenario({
    entry: "create_copy_triggered_card", name: "a discarded card is copied into the deck",
    subject: { type: "joker", rules: copy("card_discarded", "deck") },
    steps: [{ discard: ["D_Q"] }], probes: { top: "G.deck.cards[#G.deck.cards].base.value", inDeck: "#G.deck.cards" },
    expect: { deckSize: 54, probes: { top: "Queen", inDeck: 53 } },
  }),
  scenario({
    entry: "create_copy_triggered_card", name: "the modified card copies itself, modifier included, into the deck when it scores",
    subject: { type: ["enhancement", "seal", "edition"], rules: copy("card_scored", "deck") },
    steps: [{ play: [{ card: "H_7", self: true }] }],
    probes: { inDeck: "#G.deck.cards", copy: "(function() local c = G.deck.cards[#G.deck.cards] return c.base.value .. (c.config.center.key ~= 'c_base' and '+' or '') .. (c.seal and '+' or '') .. (c.edition and '+' or '') end)()" },
    expect: { deckSize: 54, probes: { inDeck: 53, copy: "7+" } },
  }),
];
