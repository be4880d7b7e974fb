import { build, scenario } from "../scenario";

const { rule, effect } = build;

export default [
  scenario({
    entry: "copy_selected_cards", name: "Cryptid style: 2 Foil copies of the selected King join the hand",
    subject: { type: "consumable", rules: [rule("card_used", { effects: [effect("copy_selected_cards", { copies: 2, edition: "e_foil" })] })] },
    setup: { hand: ["H_5", "S_K"] }, steps: [{ use: { highlighted: ["S_K"] } }],
    expect: { handCards: ["H_5", "S_K", "S_K+e_foil", "S_K+e_foil"], deckSize: 56 },
  }),
  scenario({
    entry: "copy_selected_cards", name: "copies keep the original's enhancement and seal",
    subject: { type: "consumable", rules: [rule("card_used", { effects: [effect("copy_selected_cards", { copies: 1 })] })] },
    setup: { hand: [{ card: "D_7", enhancement: "m_glass", seal: "Gold" }] }, steps: [{ use: { highlighted: ["D_7"] } }],
    expect: { handCards: ["D_7+m_glass+Gold", "D_7+m_glass+Gold"] },
  }),
  scenario({
    entry: "copy_selected_cards", name: "nothing selected: the consumable cannot be used",
    subject: { type: "consumable", rules: [rule("card_used", { effects: [effect("copy_selected_cards", { copies: 1 })] })] },
    setup: { hand: ["D_7"] }, steps: [{ canUse: {} }], expect: { canUse: false },
  }),
  scenario({
    entry: "copy_selected_cards", name: "a joker copies the selected card when the blind is selected",
    subject: { type: "joker", rules: [rule("blind_selected", { effects: [effect("copy_selected_cards", { copies: 1, seal: "Blue" })] })] },
    setup: { hand: ["C_3", "H_8"], lua: "G.hand:add_to_highlighted(G.hand.cards[2])" }, steps: [{ selectBlind: true }],
    expect: { handCards: ["C_3", "H_8", "H_8+Blue"] },
  }),
];
