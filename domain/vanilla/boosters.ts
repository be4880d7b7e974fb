// Behaviour of the vanilla booster packs (keys as in facts/boosters.json). Packs have no rules:
// their size, picks, kind and price are fields mapped from the facts in items.ts, and what they
// offer is their card rules (items.ts). Each check opens our copy in the harness and observes what
// it offers: how many cards, of which set, how many may be picked, the pack's kind and price, and
// whether it draws the hand (Arcana and Spectral packs).
// The game's packs: Arcana, Celestial and Standard hold 3 (Normal), 5 (Jumbo) or 5 (Mega) cards,
// Buffoon and Spectral 2, 4 or 4; Normal and Jumbo packs let you take 1 card, Mega packs 2;
// Normal packs cost $4, Jumbo $6, Mega $8.
import type { VanillaBehaviour, VanillaCheck } from "./types";

type Kind = "Arcana" | "Celestial" | "Standard" | "Buffoon" | "Spectral";
type Size = "normal" | "jumbo" | "mega";

const GAME: Record<Kind, { cards: Record<Size, number>; set: string; what: string; test: string }> = {
  Arcana: { cards: { normal: 3, jumbo: 5, mega: 5 }, set: "Tarot", what: "{C:tarot}Tarot{} cards", test: "c.ability.set == 'Tarot'" },
  Celestial: { cards: { normal: 3, jumbo: 5, mega: 5 }, set: "Planet", what: "{C:planet}Planet{} cards", test: "c.ability.set == 'Planet'" },
  Standard: { cards: { normal: 3, jumbo: 5, mega: 5 }, set: "playing", what: "{C:attention}playing cards{}", test: "c.playing_card ~= nil and (c.ability.set == 'Default' or c.ability.set == 'Enhanced')" },
  Buffoon: { cards: { normal: 2, jumbo: 4, mega: 4 }, set: "Joker", what: "{C:attention}Jokers{}", test: "c.ability.set == 'Joker'" },
  Spectral: { cards: { normal: 2, jumbo: 4, mega: 4 }, set: "Spectral", what: "{C:spectral}Spectral{} cards", test: "c.ability.set == 'Spectral'" },
};
const PICKS: Record<Size, number> = { normal: 1, jumbo: 1, mega: 2 };
const PRICE: Record<Size, number> = { normal: 4, jumbo: 6, mega: 8 };

const PACKS: [string, Kind, Size][] = [
  ...[1, 2, 3, 4].map((n): [string, Kind, Size] => [`p_arcana_normal_${n}`, "Arcana", "normal"]),
  ["p_arcana_jumbo_1", "Arcana", "jumbo"], ["p_arcana_jumbo_2", "Arcana", "jumbo"], ["p_arcana_mega_1", "Arcana", "mega"], ["p_arcana_mega_2", "Arcana", "mega"],
  ...[1, 2, 3, 4].map((n): [string, Kind, Size] => [`p_celestial_normal_${n}`, "Celestial", "normal"]),
  ["p_celestial_jumbo_1", "Celestial", "jumbo"], ["p_celestial_jumbo_2", "Celestial", "jumbo"], ["p_celestial_mega_1", "Celestial", "mega"], ["p_celestial_mega_2", "Celestial", "mega"],
  ...[1, 2, 3, 4].map((n): [string, Kind, Size] => [`p_standard_normal_${n}`, "Standard", "normal"]),
  ["p_standard_jumbo_1", "Standard", "jumbo"], ["p_standard_jumbo_2", "Standard", "jumbo"], ["p_standard_mega_1", "Standard", "mega"], ["p_standard_mega_2", "Standard", "mega"],
  ["p_buffoon_normal_1", "Buffoon", "normal"], ["p_buffoon_normal_2", "Buffoon", "normal"], ["p_buffoon_jumbo_1", "Buffoon", "jumbo"], ["p_buffoon_mega_1", "Buffoon", "mega"],
  ["p_spectral_normal_1", "Spectral", "normal"], ["p_spectral_normal_2", "Spectral", "normal"], ["p_spectral_jumbo_1", "Spectral", "jumbo"], ["p_spectral_mega_1", "Spectral", "mega"],
];

function opened(kind: Kind, size: Size): VanillaCheck {
  const game = GAME[kind];
  const cards = game.cards[size];
  return {
    // opened in the shop: `cards` cards, all of the pack's set, `picks` to take; the pack's kind and its price ($ + 0.5 rounded down)
    name: `opened: ${cards} ${game.set} cards, take ${PICKS[size]}`,
    steps: [{ openBooster: true }],
    probes: {
      offered: "#SCENARIO_SUBJECT.offered",
      ofSet: `(function() local n = 0 for _, c in ipairs(SCENARIO_SUBJECT.offered) do if ${game.test} then n = n + 1 end end return n end)()`,
      picks: "G.GAME.pack_choices",
      kind: "G.P_CENTERS[SCENARIO_SUBJECT.key].kind",
      price: "Card(0, 0, G.CARD_W, G.CARD_H, nil, G.P_CENTERS[SCENARIO_SUBJECT.key]).cost",
      // Arcana and Spectral packs are used on the hand, so the game draws it when they open
      drawsHand: "G.P_CENTERS[SCENARIO_SUBJECT.key].draw_hand == true",
    },
    expect: { probes: { offered: cards, ofSet: cards, picks: PICKS[size], kind, price: PRICE[size], drawsHand: kind === "Arcana" || kind === "Spectral" } },
  };
}

export const boostersBehaviours: VanillaBehaviour[] = PACKS.map(([key, kind, size]) => ({
  key,
  description: `Choose {C:attention}#1#{} of up to\n{C:attention}#2#{} ${GAME[kind].what}`,
  checks: [opened(kind, size)],
}));
