import { build, scenario } from "../scenario";

const { rule, effect } = build;

export default [
  scenario({
    entry: "destroy_cards", name: "Hanged Man style: the selected card is destroyed",
    subject: { type: "consumable", rules: [rule("card_used", { effects: [effect("destroy_cards", { method: "selected" })] })] },
    setup: { hand: ["H_5", "S_K", "D_2"] }, steps: [{ use: { highlighted: ["S_K"] } }], expect: { handCards: ["H_5", "D_2"], deckSize: 54 },
  }),
  scenario({
    entry: "destroy_cards", name: "Grim style: 2 random cards of the hand are destroyed for $10",
    subject: {
      type: "consumable",
      rules: [rule("card_used", { effects: [effect("destroy_cards", { method: "random", count: 2 }), effect("set_dollars", { operation: "add", value: 10 })] })],
    },
    setup: { hand: ["H_5", "S_K", "D_2"] }, steps: [{ use: {} }], probes: { left: "#G.hand.cards" }, expect: { dollars: 14, deckSize: 53, probes: { left: 1 } },
  }),
  scenario({
    entry: "destroy_cards", name: "with an empty hand nothing can be destroyed: the consumable cannot be used",
    subject: { type: "consumable", rules: [rule("card_used", { effects: [effect("destroy_cards", { method: "random", count: 1 })] })] },
    steps: [{ canUse: {} }], expect: { canUse: false },
  }),
  scenario({
    entry: "destroy_cards", name: "when the blind is selected, a random card in hand is destroyed",
    subject: { type: "joker", rules: [rule("blind_selected", { effects: [effect("destroy_cards", { method: "random", count: 1 })] })] },
    setup: { hand: ["H_5", "S_K", "D_2"] }, steps: [{ selectBlind: true }], probes: { left: "#G.hand.cards" }, expect: { deckSize: 54, probes: { left: 2 } },
  }),
];
