import { build, scenario } from "../scenario";

const { rule, effect } = build;
const draw = (trigger: string, n: number) => [rule(trigger, { effects: [effect("draw_cards", { value: n })] })];
const IN_HAND = { inHand: "#G.hand.cards", inDeck: "#G.deck.cards" };

export default [
  scenario({
    entry: "draw_cards", name: "when the blind is selected, 3 cards are drawn from the deck",
    subject: { type: "joker", rules: draw("blind_selected", 3) },
    steps: [{ selectBlind: true }], probes: IN_HAND, expect: { probes: { inHand: 3, inDeck: 49 } },
  }),
  scenario({
    entry: "draw_cards", name: "a redeemed voucher draws 1 card whenever a blind is selected",
    subject: { type: "voucher", rules: draw("blind_selected", 1) },
    steps: [{ redeem: true }, { selectBlind: true }], probes: IN_HAND, expect: { probes: { inHand: 1, inDeck: 51 } },
  }),
  scenario({
    entry: "draw_cards", name: "a deck drawing 2 cards whenever a blind is selected",
    subject: { type: "deck", rules: draw("blind_selected", 2) },
    steps: [{ selectBlind: true }], probes: IN_HAND, expect: { probes: { inHand: 2, inDeck: 50 } },
  }),
  scenario({
    entry: "draw_cards", name: "using it during a blind draws 2 cards",
    subject: { type: "consumable", rules: draw("card_used", 2) },
    steps: [{ use: {} }], probes: IN_HAND, expect: { probes: { inHand: 2, inDeck: 50 } },
  }),
  scenario({
    entry: "draw_cards", name: "outside a blind (in the shop) nothing is drawn",
    subject: { type: "consumable", rules: draw("card_used", 2) },
    setup: { lua: "G.GAME.blind.in_blind = false" }, steps: [{ use: {} }], probes: IN_HAND, expect: { probes: { inHand: 0, inDeck: 52 } },
  }),
  scenario({
    entry: "draw_cards", name: "when the modified card scores, a card is drawn",
    subject: { type: ["enhancement", "seal", "edition"], rules: draw("card_scored", 1) },
    steps: [{ play: [{ card: "H_5", self: true }] }], probes: IN_HAND, expect: { probes: { inHand: 1, inDeck: 51 } },
  }),
];
