import { build, scenario } from "../scenario";

const { rule, effect } = build;
const FACE_HEARTS = "(function() local n = 0 for _, c in ipairs(G.hand.cards) do if c:is_face() and c.base.suit == 'Hearts' then n = n + 1 end end return n end)()";

export default [
  scenario({
    entry: "create_playing_cards", name: "Incantation style: 2 Aces of Spades join the hand",
    subject: { type: "consumable", rules: [rule("card_used", { effects: [effect("create_playing_cards", { count: 2, rank: "A", suit: "Spades" })] })] },
    steps: [{ use: {} }], expect: { handCards: ["S_A", "S_A"], deckSize: 54 },
  }),
  scenario({
    entry: "create_playing_cards", name: "Grim style: 3 face cards of Hearts, Steel",
    subject: { type: "consumable", rules: [rule("card_used", { effects: [effect("create_playing_cards", { count: 3, rank: "Face Cards", suit: "Hearts", enhancement: "m_steel" })] })] },
    steps: [{ use: {} }], probes: { faceHearts: FACE_HEARTS, steel: "(function() local n = 0 for _, c in ipairs(G.hand.cards) do if c.config.center.key == 'm_steel' then n = n + 1 end end return n end)()" },
    expect: { deckSize: 55, probes: { faceHearts: 3, steel: 3 } },
  }),
  scenario({
    entry: "create_playing_cards", name: "4 cards ranked from a pool of 2 and 3, suits from Clubs only",
    subject: { type: "voucher", rules: [rule("card_used", { effects: [effect("create_playing_cards", { count: 4, rank: "pool", rank_pool: ["2", "3"], suit: "pool", suit_pool: ["Clubs"] })] })] },
    steps: [{ redeem: true }],
    probes: { ok: "(function() local n = 0 for _, c in ipairs(G.hand.cards) do if (c.base.value == '2' or c.base.value == '3') and c.base.suit == 'Clubs' then n = n + 1 end end return n end)()" },
    expect: { deckSize: 56, probes: { ok: 4 } },
  }),
  scenario({
    entry: "create_playing_cards", name: "when a hand is played, 2 Kings of Diamonds join the hand",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("create_playing_cards", { count: 2, rank: "K", suit: "Diamonds" })] })] },
    steps: [{ play: ["H_5"] }], expect: { handCards: ["D_K", "D_K"] },
  }),
  scenario({
    entry: "create_playing_cards", name: "when the modified card scores, a 9 of Clubs joins the hand",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("create_playing_cards", { count: 1, rank: "9", suit: "Clubs" })] })] },
    steps: [{ play: [{ card: "H_5", self: true }] }], expect: { handCards: ["C_9"] },
  }),
  scenario({
    entry: "create_playing_cards", name: "Familiar style: 8 random face cards, each enhanced but never Stone (they keep their rank)",
    subject: { type: "consumable", rules: [rule("card_used", { effects: [effect("create_playing_cards", { count: 8, rank: "Face Cards", enhancement: "random_ranked" })] })] },
    steps: [{ use: {} }],
    probes: { ok: "(function() local n = 0 for _, c in ipairs(G.hand.cards) do local k = c.config.center.key if c:is_face() and k ~= 'c_base' and k ~= 'm_stone' then n = n + 1 end end return n end)()" },
    expect: { probes: { ok: 8 } },
  }),
];
