import { build, scenario } from "../scenario";

const { rule, effect } = build;
const count = (test: string) => `(function() local n = 0 for _, c in ipairs(G.hand.cards) do if ${test} then n = n + 1 end end return n end)()`;
// A Tarot that turns up to 2 selected cards into Gold Cards (the item's max_highlighted is 2).
const GOLD = { type: "consumable" as const, fields: { max_highlighted: 2 }, rules: [rule("card_used", { effects: [effect("edit_cards", { selection_method: "selected", enhancement: "m_gold" })] })] };

export default [
  scenario({
    entry: "edit_cards", name: "a joker turning the selected cards Gold as a hand is played: the played cards (no longer highlighted by then)",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("edit_cards", { selection_method: "selected", enhancement: "m_gold" })] })] },
    steps: [{ play: ["H_5", "S_5"] }],
    probes: { gold: "(function() local n = 0 for _, c in ipairs(G.playing_cards) do if SMODS.has_enhancement(c, 'm_gold') then n = n + 1 end end return n end)()" },
    expect: { probes: { gold: 2 } },
  }),
  scenario({
    entry: "edit_cards", name: "a Tarot enhancing up to 2 selected cards to Gold turns 2 selected cards Gold and leaves a third untouched",
    subject: GOLD, setup: { hand: ["H_5", "S_K", "D_2"] }, steps: [{ use: { highlighted: ["H_5", "S_K"] } }],
    expect: { canUse: true, handCards: ["H_5+m_gold", "S_K+m_gold", "D_2"] },
  }),
  scenario({
    entry: "edit_cards", name: "with 3 cards selected (more than 2) it cannot be used",
    subject: GOLD, setup: { hand: ["H_5", "S_K", "D_2"] }, steps: [{ canUse: { highlighted: ["H_5", "S_K", "D_2"] } }], expect: { canUse: false },
  }),
  scenario({
    entry: "edit_cards", name: "with no card selected it cannot be used",
    subject: GOLD, setup: { hand: ["H_5", "S_K", "D_2"] }, steps: [{ canUse: { highlighted: [] } }], expect: { canUse: false },
  }),
  scenario({
    entry: "edit_cards", name: "Talisman style: a Gold Seal on the one selected card, and it becomes a Spade",
    subject: { type: "consumable", fields: { max_highlighted: 1 }, rules: [rule("card_used", { effects: [effect("edit_cards", { selection_method: "selected", seal: "Gold", suit: "Spades" })] })] },
    setup: { hand: ["H_5", "D_9"] }, steps: [{ use: { highlighted: ["D_9"] } }],
    expect: { handCards: ["H_5", "S_9+Gold"] },
  }),
  scenario({
    entry: "edit_cards", name: "Aura style: a Foil card selected cannot get another edition, a plain one gets Polychrome",
    subject: { type: "consumable", fields: { max_highlighted: 1 }, rules: [rule("card_used", { effects: [effect("edit_cards", { selection_method: "selected", edition: "e_polychrome", editionless_only: "refused" })] })] },
    setup: { hand: [{ card: "H_5", edition: "e_foil" }, "D_9"] }, steps: [{ canUse: { highlighted: ["H_5"] } }, { use: { highlighted: ["D_9"] } }],
    expect: { canUse: true, handCards: ["H_5+e_foil", "D_9+e_polychrome"] },
  }),
  scenario({
    entry: "edit_cards", name: "Aura style: with only the Foil card selected it cannot be used",
    subject: { type: "consumable", fields: { max_highlighted: 1 }, rules: [rule("card_used", { effects: [effect("edit_cards", { selection_method: "selected", edition: "e_polychrome", editionless_only: "refused" })] })] },
    setup: { hand: [{ card: "H_5", edition: "e_foil" }, "D_9"] }, steps: [{ canUse: { highlighted: ["H_5"] } }], expect: { canUse: false },
  }),
  scenario({
    entry: "edit_cards", name: "2 random cards of the hand of 3 get a Red Seal",
    subject: { type: "consumable", rules: [rule("card_used", { effects: [effect("edit_cards", { selection_method: "random", count: 2, seal: "Red" })] })] },
    setup: { hand: ["H_5", "S_K", "D_2"] }, steps: [{ use: {} }],
    probes: { red: count("c.seal == 'Red'") }, expect: { probes: { red: 2 } },
  }),
  scenario({
    entry: "edit_cards", name: "when the blind is selected, 1 random card in hand becomes Polychrome",
    subject: { type: "joker", rules: [rule("blind_selected", { effects: [effect("edit_cards", { selection_method: "random", count: 1, edition: "e_polychrome" })] })] },
    setup: { hand: ["H_5", "S_K", "D_2"] }, steps: [{ selectBlind: true }],
    probes: { poly: count("c.edition and c.edition.key == 'e_polychrome'") }, expect: { probes: { poly: 1 } },
  }),
  scenario({
    entry: "edit_cards", name: "when the modified card scores, the one card held becomes a Lucky Card",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("edit_cards", { selection_method: "random", count: 1, enhancement: "m_lucky" })] })] },
    steps: [{ play: [{ card: "H_5", self: true }], held: ["S_K"] }], expect: { handCards: ["S_K+m_lucky"] },
  }),
];
