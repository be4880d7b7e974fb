import { build, scenario } from "../scenario";

const { rule, effect } = build;
const convert = (trigger: string, params: Record<string, unknown>) => [rule(trigger, { effects: [effect("convert_all_cards_to_suit", params)] })];

export default [
  scenario({
    entry: "convert_all_cards_to_suit", name: "every card in hand becomes a Heart",
    subject: { type: "consumable", rules: convert("card_used", { suit: "Hearts" }) },
    setup: { hand: ["S_5", "D_K", "C_2"] }, steps: [{ use: {} }], expect: { handCards: ["H_5", "H_K", "H_2"] },
  }),
  scenario({
    entry: "convert_all_cards_to_suit", name: "a random suit, the same for the whole hand (Sigil)",
    subject: { type: "consumable", rules: convert("card_used", { suit: "random" }) },
    setup: { hand: ["S_5", "D_K", "C_2", "H_7"] }, steps: [{ use: {} }],
    probes: { same: "G.hand.cards[1].base.suit == G.hand.cards[2].base.suit and G.hand.cards[2].base.suit == G.hand.cards[3].base.suit and G.hand.cards[3].base.suit == G.hand.cards[4].base.suit" },
    expect: { probes: { same: true } },
  }),
  scenario({
    entry: "convert_all_cards_to_suit", name: "with an empty hand the consumable cannot be used",
    subject: { type: "consumable", rules: convert("card_used", { suit: "Hearts" }) }, steps: [{ canUse: {} }], expect: { canUse: false },
  }),
  scenario({
    entry: "convert_all_cards_to_suit", name: "when the blind is selected, the hand becomes Clubs",
    subject: { type: "joker", rules: convert("blind_selected", { suit: "Clubs" }) },
    setup: { hand: ["S_5", "D_K"] }, steps: [{ selectBlind: true }], expect: { handCards: ["C_5", "C_K"] },
  }),
  scenario({
    entry: "convert_all_cards_to_suit", name: "when the modified card scores, the held cards become Diamonds",
    subject: { type: ["enhancement", "seal", "edition"], rules: convert("card_scored", { suit: "Diamonds" }) },
    steps: [{ play: [{ card: "H_5", self: true }], held: ["S_K", "C_2"] }], expect: { handCards: ["D_K", "D_2"] },
  }),
];
