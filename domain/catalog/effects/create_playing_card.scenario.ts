import { build, scenario } from "../scenario";

const { rule, effect } = build;
const KING = { location: "hand", rank: "K", suit: "Hearts", enhancement: "m_gold", seal: "Red", edition: "none" };
const ACE = { location: "deck", rank: "A", suit: "Spades", enhancement: "none", seal: "none", edition: "e_foil" };
const TOP = "(function() local c = G.deck.cards[#G.deck.cards] return c.base.value .. ' of ' .. c.base.suit .. ' ' .. (c.edition and c.edition.key or '-') end)()";

export default [
  scenario({
    entry: "create_playing_card", name: "when the blind is selected, a Gold King of Hearts with a Red Seal joins the hand",
    subject: { type: "joker", rules: [rule("blind_selected", { effects: [effect("create_playing_card", KING)] })] },
    steps: [{ selectBlind: true }], expect: { handCards: ["H_K+m_gold+Red"], deckSize: 53 },
  }),
  scenario({
    entry: "create_playing_card", name: "a Foil Ace of Spades joins the deck when used",
    subject: { type: "consumable", rules: [rule("card_used", { effects: [effect("create_playing_card", ACE)] })] },
    steps: [{ use: {} }], probes: { top: TOP }, expect: { deckSize: 53, probes: { top: "Ace of Spades e_foil" } },
  }),
  scenario({
    entry: "create_playing_card", name: "a Foil Ace of Spades joins the deck when redeemed",
    subject: { type: "voucher", rules: [rule("card_used", { effects: [effect("create_playing_card", ACE)] })] },
    steps: [{ redeem: true }], probes: { top: TOP }, expect: { deckSize: 53, probes: { top: "Ace of Spades e_foil" } },
  }),
  scenario({
    entry: "create_playing_card", name: "the run starts with a 53rd card, a Foil Ace of Spades",
    subject: { type: "deck", rules: [rule("card_used", { effects: [effect("create_playing_card", ACE)] })] },
    steps: [], probes: { top: TOP, aces: "(function() local n = 0 for _, c in ipairs(G.playing_cards) do if c.base.value == 'Ace' and c.base.suit == 'Spades' then n = n + 1 end end return n end)()" },
    expect: { deckSize: 53, probes: { top: "Ace of Spades e_foil", aces: 2 } },
  }),
  scenario({
    entry: "create_playing_card", name: "when the modified card scores, a Gold King of Hearts with a Red Seal joins the hand",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("create_playing_card", KING)] })] },
    steps: [{ play: [{ card: "H_5", self: true }] }], expect: { handCards: ["H_K+m_gold+Red"], deckSize: 54 },
  }),
];
