// Behaviour of the vanilla consumables (keys as in facts/consumables.json): 22 Tarots, 12 Planets,
// 18 Spectrals. Each is used through the consumable trigger (card_used); the game's highlight
// limits (config.max_highlighted / min_highlighted) are our model's fields of the same names.
import { build, type CardSpec, type ScenarioStep } from "../catalog/scenario";
import type { VanillaBehaviour, VanillaCheck } from "./types";

const { rule, effect, condition, chance } = build;

const used = (effects: ReturnType<typeof effect>[], conditions: ReturnType<typeof condition>[] = []) => rule("card_used", { effects, conditions });
const GAMEVAR = (id: string) => `GAMEVAR:${id}|1|0`;
/** The consumables held other than the subject (the used card itself has left its area). */
const OWNED = { owned: "(function() local t = {} for _, c in ipairs(G.consumeables.cards) do t[#t + 1] = c.config.center.key .. (c.edition and ('/' .. c.edition.key) or '') end return table.concat(t, ',') end)()" };
const JOKERS = { jokers: "(function() local t = {} for _, c in ipairs(G.jokers.cards) do t[#t + 1] = c.config.center.key .. (c.edition and ('/' .. c.edition.key) or '') end return table.concat(t, ',') end)()" };
const use = (highlighted: string[]): ScenarioStep => ({ use: { highlighted } });
const canUse = (highlighted: string[]): ScenarioStep => ({ canUse: { highlighted } });

// ---------------------------------------------------------------- Planets
interface PlanetFacts { key: string; hand: string; chips: number; mult: number; base: [number, number]; play: CardSpec[]; cardChips: number }

/** Planets: the hand goes up a level; a hand of that type then scores (base + level) chips x mult. */
function planet(p: PlanetFacts): VanillaBehaviour {
  const chips = p.base[0] + p.chips;
  const mult = p.base[1] + p.mult;
  const other = p.hand === "High Card" ? "Pair" : "High Card";
  return {
    key: p.key,
    description: `{C:attention}${p.hand}{}: {C:attention}+1{} level\n({C:mult}+${p.mult}{} Mult, {C:chips}+${p.chips}{} Chips)`,
    rules: [used([effect("level_up_hand", { hand_selection: "specific", specific_hand: p.hand, value: 1 })])],
    checks: [
      { name: `${p.hand} goes to level 2, nothing else moves`, steps: [{ activate: true }], expect: { canUse: true, levels: { [p.hand]: 2, [other]: 1 } } },
      {
        // level 2: (base + level chips + the cards' chips) x (base + level mult)
        name: `a level-2 ${p.hand} then scores (${chips} + ${p.cardChips}) x ${mult}`,
        steps: [{ activate: true }, { play: p.play }],
        expect: { hand: p.hand, chips: chips + p.cardChips, mult, score: (chips + p.cardChips) * mult },
      },
    ],
  };
}

const PLANETS: VanillaBehaviour[] = [
  // level 2 Pair: 10 + 15 = 25 chips, 2 + 1 = 3 Mult; 9s add 18 chips
  planet({ key: "c_mercury", hand: "Pair", chips: 15, mult: 1, base: [10, 2], play: ["S_9", "D_9"], cardChips: 18 }),
  planet({ key: "c_venus", hand: "Three of a Kind", chips: 20, mult: 2, base: [30, 3], play: ["S_T", "C_T", "D_T"], cardChips: 30 }),
  planet({ key: "c_earth", hand: "Full House", chips: 25, mult: 2, base: [40, 4], play: ["H_K", "C_K", "D_K", "S_2", "D_2"], cardChips: 34 }),
  planet({ key: "c_mars", hand: "Four of a Kind", chips: 30, mult: 3, base: [60, 7], play: ["S_J", "H_J", "C_J", "D_J"], cardChips: 40 }),
  planet({ key: "c_jupiter", hand: "Flush", chips: 15, mult: 2, base: [35, 4], play: ["H_A", "H_K", "H_T", "H_5", "H_4"], cardChips: 40 }),
  planet({ key: "c_saturn", hand: "Straight", chips: 30, mult: 3, base: [30, 4], play: ["D_J", "C_T", "C_9", "S_8", "H_7"], cardChips: 44 }),
  planet({ key: "c_uranus", hand: "Two Pair", chips: 20, mult: 1, base: [20, 2], play: ["H_A", "D_A", "H_4", "C_4"], cardChips: 30 }),
  planet({ key: "c_neptune", hand: "Straight Flush", chips: 40, mult: 4, base: [100, 8], play: ["S_Q", "S_J", "S_T", "S_9", "S_8"], cardChips: 47 }),
  planet({ key: "c_pluto", hand: "High Card", chips: 10, mult: 1, base: [5, 1], play: ["S_A"], cardChips: 11 }),
  planet({ key: "c_planet_x", hand: "Five of a Kind", chips: 35, mult: 3, base: [120, 12], play: ["S_A", "H_A", "H_A", "C_A", "D_A"], cardChips: 55 }),
  planet({ key: "c_ceres", hand: "Flush House", chips: 40, mult: 4, base: [140, 14], play: ["D_7", "D_7", "D_7", "D_4", "D_4"], cardChips: 29 }),
  planet({ key: "c_eris", hand: "Flush Five", chips: 50, mult: 3, base: [160, 16], play: ["S_A", "S_A", "S_A", "S_A", "S_A"], cardChips: 55 }),
];

// ---------------------------------------------------------------- Tarots
const ENHANCEMENT_NAME: Record<string, string> = {
  m_lucky: "Lucky Card", m_mult: "Mult Card", m_bonus: "Bonus Card", m_wild: "Wild Card", m_steel: "Steel Card",
  m_glass: "Glass Card", m_gold: "Gold Card", m_stone: "Stone Card",
};

/** Tarots that enhance up to `max` selected cards. */
function enhancer(key: string, enhancement: string, max: number): VanillaBehaviour {
  const name = ENHANCEMENT_NAME[enhancement];
  const hand = ["H_5", "S_K", "D_2", "C_9"];
  const picked = hand.slice(0, max);
  const checks: VanillaCheck[] = [
    {
      name: `${max} selected card${max > 1 ? "s" : ""} become${max > 1 ? "" : "s"} ${name}s, the others stay plain`,
      setup: { hand }, steps: [use(picked)],
      expect: { canUse: true, handCards: hand.map((c, i) => (i < max ? `${c}+${enhancement}` : c)) },
    },
    { name: `${max + 1} selected: cannot be used`, setup: { hand }, steps: [canUse(hand.slice(0, max + 1))], expect: { canUse: false } },
    { name: "nothing selected: cannot be used", setup: { hand }, steps: [canUse([])], expect: { canUse: false } },
  ];
  return {
    key,
    description: `{C:attention}${max}{} selected card${max > 1 ? "s" : ""}:\n{C:attention}${name.replace(/ Card$/, "")}{} enhancement`,
    fields: { max_highlighted: max, ...(max === 1 ? { min_highlighted: 1 } : {}) },
    rules: [used([effect("edit_cards", { selection_method: "selected", enhancement })])],
    checks,
  };
}

const SUIT_TAG: Record<string, string> = { Diamonds: "diamonds", Clubs: "clubs", Hearts: "hearts", Spades: "spades" };
const SUIT_LETTER: Record<string, string> = { Diamonds: "D", Clubs: "C", Hearts: "H", Spades: "S" };

/** Tarots that turn up to 3 selected cards to one suit. */
function suiter(key: string, suit: string): VanillaBehaviour {
  const hand = ["H_5", "S_K", "D_2", "C_9"].filter((c) => !c.startsWith(SUIT_LETTER[suit]));
  const other = ["H_7", "S_7", "D_7", "C_7"].find((c) => !c.startsWith(SUIT_LETTER[suit]))!;
  const all = [...hand, other];
  const to = (c: string) => `${SUIT_LETTER[suit]}_${c.slice(2)}`;
  return {
    key,
    description: `{C:attention}3{} selected cards:\nsuit becomes {C:${SUIT_TAG[suit]}}${suit}{}`,
    fields: { max_highlighted: 3 },
    rules: [used([effect("edit_cards", { selection_method: "selected", suit })])],
    checks: [
      { name: `3 selected cards become ${suit}, the fourth keeps its suit`, setup: { hand: all }, steps: [use(hand)], expect: { canUse: true, handCards: [...hand.map(to), other] } },
      { name: "4 selected: cannot be used", setup: { hand: all }, steps: [canUse(all)], expect: { canUse: false } },
    ],
  };
}

const TAROTS: VanillaBehaviour[] = [
  {
    key: "c_fool",
    description: "Copy of the last {C:tarot}Tarot{}\nor {C:planet}Planet{} used\n{C:inactive}(never The Fool)",
    rules: [used([effect("fool_effect")])],
    checks: [
      { name: "used after Mars: a Mars", setup: { lua: "G.GAME.last_tarot_planet = 'c_mars'" }, steps: [{ activate: true }], probes: OWNED, expect: { canUse: true, probes: { owned: "c_mars" } } },
      { name: "used after The Empress: an Empress", setup: { lua: "G.GAME.last_tarot_planet = 'c_empress'" }, steps: [{ activate: true }], probes: OWNED, expect: { probes: { owned: "c_empress" } } },
      { name: "no Tarot or Planet used yet: cannot be used", steps: [canUse([])], expect: { canUse: false } },
      // both slots full (The Fool and Pluto): using The Fool frees its slot
      { name: "slots full with Pluto: still usable, Mars takes The Fool's slot", setup: { consumables: ["c_pluto"], lua: "G.GAME.last_tarot_planet = 'c_mars'" }, steps: [{ activate: true }], probes: OWNED, expect: { canUse: true, probes: { owned: "c_pluto,c_mars" } } },
    ],
  },
  enhancer("c_magician", "m_lucky", 2),
  {
    key: "c_high_priestess",
    description: "{C:attention}+2{} random {C:planet}Planets{}\n{C:inactive}(if slots are free)",
    rules: [used([effect("create_consumable", { set: "Planet", count: 2 })])],
    checks: [
      {
        // the 2 consumable slots are free once the card is used
        name: "2 Planets with both slots free", steps: [{ activate: true }],
        probes: { count: "#G.consumeables.cards", planets: "G.consumeables.cards[1].ability.set == 'Planet' and G.consumeables.cards[2].ability.set == 'Planet'" },
        expect: { probes: { count: 2, planets: true } },
      },
      { name: "one slot taken by The Fool: 1 Planet", setup: { consumables: ["c_fool"] }, steps: [{ activate: true }], probes: { count: "#G.consumeables.cards", planet: "G.consumeables.cards[2].ability.set" }, expect: { probes: { count: 2, planet: "Planet" } } },
    ],
  },
  enhancer("c_empress", "m_mult", 2),
  {
    key: "c_emperor",
    description: "{C:attention}+2{} random {C:tarot}Tarots{}\n{C:inactive}(if slots are free)",
    rules: [used([effect("create_consumable", { set: "Tarot", count: 2 })])],
    checks: [
      {
        name: "2 Tarots with both slots free", steps: [{ activate: true }],
        probes: { count: "#G.consumeables.cards", tarots: "G.consumeables.cards[1].ability.set == 'Tarot' and G.consumeables.cards[2].ability.set == 'Tarot'" },
        expect: { probes: { count: 2, tarots: true } },
      },
      { name: "both slots taken: nothing", setup: { consumables: ["c_fool", "c_pluto"] }, steps: [{ activate: true }], probes: OWNED, expect: { probes: { owned: "c_fool,c_pluto" } } },
    ],
  },
  enhancer("c_heirophant", "m_bonus", 2),
  enhancer("c_lovers", "m_wild", 1),
  enhancer("c_chariot", "m_steel", 1),
  enhancer("c_justice", "m_glass", 1),
  {
    key: "c_hermit",
    description: "Money {C:attention}x2{}\n{C:inactive}(at most {C:money}+$20{C:inactive})",
    rules: [used([effect("set_dollars", { operation: "multiply", value: 2, limit_dollars: ["min_earnings", "max_earnings"], min_earnings: 0, max_earnings: 20 })])],
    checks: [
      { name: "$7 doubles to $14", setup: { dollars: 7 }, steps: [{ activate: true }], expect: { dollars: 14 } },
      { name: "$35 gains only the $20 maximum: $55", setup: { dollars: 35 }, steps: [{ activate: true }], expect: { dollars: 55 } },
      { name: "in debt (-$3) it gives nothing", setup: { dollars: -3 }, steps: [{ activate: true }], expect: { dollars: -3 } },
    ],
  },
  {
    key: "c_wheel_of_fortune",
    description: "{C:green}1 in 4{}: a Joker without edition\nturns {C:dark_edition}Foil{}, {C:dark_edition}Holographic{}\nor {C:dark_edition}Polychrome{}",
    rules: [rule("card_used", { chances: [chance(1, 4, [effect("edit_joker", { target: "editionless", edition: "random" })])] })],
    checks: [
      {
        // the roll succeeds: the Joker without an edition gets Foil, Holographic or Polychrome; the Foil one is left alone
        name: "the roll hits: the plain Joker gets an edition", setup: { chance: "always", jokers: [{ key: "j_greedy_joker", edition: "e_foil" }, "j_joker"] },
        steps: [{ activate: true }], probes: { first: "G.jokers.cards[1].edition.key", second: "G.jokers.cards[2].edition and ({ e_foil = true, e_holo = true, e_polychrome = true })[G.jokers.cards[2].edition.key] or false" },
        expect: { canUse: true, probes: { first: "e_foil", second: true } },
      },
      { name: "the roll misses: nothing changes", setup: { chance: "never", jokers: ["j_joker"] }, steps: [{ activate: true }], probes: JOKERS, expect: { probes: { jokers: "j_joker" } } },
      { name: "every Joker has an edition: cannot be used", setup: { jokers: [{ key: "j_joker", edition: "e_holo" }] }, steps: [canUse([])], expect: { canUse: false } },
      { name: "no Joker: cannot be used", steps: [canUse([])], expect: { canUse: false } },
    ],
  },
  {
    key: "c_strength",
    description: "{C:attention}2{} selected cards:\nrank {C:attention}+1{}",
    fields: { max_highlighted: 2 },
    rules: [used([effect("increment_rank", { operation: "increment", value: 1 })])],
    checks: [
      // King -> Ace, Ace -> 2 (ranks wrap), the unselected 5 stays
      { name: "K becomes A and A becomes 2", setup: { hand: ["H_K", "S_A", "D_5"] }, steps: [use(["H_K", "S_A"])], expect: { canUse: true, handCards: ["H_A", "S_2", "D_5"] } },
      { name: "3 selected: cannot be used", setup: { hand: ["H_K", "S_A", "D_5"] }, steps: [canUse(["H_K", "S_A", "D_5"])], expect: { canUse: false } },
    ],
  },
  {
    key: "c_hanged_man",
    description: "{C:attention}2{} selected cards:\n{C:red}destroyed{}",
    fields: { max_highlighted: 2 },
    rules: [used([effect("destroy_cards", { method: "selected" })])],
    checks: [
      {
        name: "2 selected cards are destroyed, from the hand and the deck", setup: { deck: ["C_3"], hand: ["H_5", "S_K", "D_2"] }, steps: [use(["H_5", "S_K"])],
        expect: { canUse: true, handCards: ["D_2"], deck: ["C_3", "D_2"] },
      },
      { name: "3 selected: cannot be used", setup: { hand: ["H_5", "S_K", "D_2"] }, steps: [canUse(["H_5", "S_K", "D_2"])], expect: { canUse: false } },
    ],
  },
  {
    key: "c_death",
    description: "{C:attention}2{} selected cards: the left\none turns into the right one",
    fields: { max_highlighted: 2, min_highlighted: 2 },
    rules: [used([effect("convert_left_to_right")])],
    checks: [
      {
        // the 5 (left) takes the Steel King's rank, suit and enhancement; its Red Seal goes
        name: "the left card becomes a copy of the right one", setup: { hand: [{ card: "H_5", seal: "Red" }, { card: "S_K", enhancement: "m_steel" }, "D_2"] },
        steps: [use(["H_5", "S_K"])], expect: { canUse: true, handCards: ["S_K+m_steel", "S_K+m_steel", "D_2"] },
      },
      { name: "1 selected: cannot be used", setup: { hand: ["H_5", "S_K"] }, steps: [canUse(["H_5"])], expect: { canUse: false } },
      { name: "3 selected: cannot be used", setup: { hand: ["H_5", "S_K", "D_2"] }, steps: [canUse(["H_5", "S_K", "D_2"])], expect: { canUse: false } },
    ],
  },
  {
    key: "c_temperance",
    description: "{C:money}+${} the Jokers' total sell value\n{C:inactive}(at most {C:money}$50{C:inactive})",
    rules: [used([effect("set_dollars", { operation: "add", value: GAMEVAR("all_jokers_sell_value"), limit_dollars: ["max_earnings"], max_earnings: 50 })])],
    checks: [
      // Joker (cost $2) sells for $1, Blueprint ($10) for $5: $4 + 6 = $10
      { name: "Joker and Blueprint: +$6", setup: { dollars: 4, jokers: ["j_joker", "j_blueprint"] }, steps: [{ activate: true }], expect: { dollars: 10 } },
      { name: "sell values above $50 give $50", setup: { dollars: 0, lua: "for i = 1, 3 do local c = Card(0, 0, G.CARD_W, G.CARD_H, nil, G.P_CENTERS.j_joker); G.jokers:emplace(c); c:add_to_deck(); c.sell_cost = 20 end" }, steps: [{ activate: true }], expect: { dollars: 50 } },
      { name: "no Joker: +$0", setup: { dollars: 4 }, steps: [{ activate: true }], expect: { dollars: 4 } },
    ],
  },
  enhancer("c_devil", "m_gold", 1),
  enhancer("c_tower", "m_stone", 1),
  suiter("c_star", "Diamonds"),
  suiter("c_moon", "Clubs"),
  suiter("c_sun", "Hearts"),
  {
    key: "c_judgement",
    description: "{C:attention}+1{} random Joker\n{C:inactive}(if a slot is free)",
    rules: [used([effect("create_joker", { joker_type: "random" })], [condition("generic_compare", { value1: GAMEVAR("free_joker_slots"), operator: "greater_than", value2: 0 })])],
    checks: [
      { name: "a Joker is created", steps: [{ activate: true }], probes: { count: "#G.jokers.cards", joker: "G.jokers.cards[1].ability.set" }, expect: { canUse: true, probes: { count: 1, joker: "Joker" } } },
      { name: "all 5 Joker slots taken: cannot be used", setup: { jokers: ["j_joker", "j_joker", "j_joker", "j_joker", "j_joker"] }, steps: [canUse([])], expect: { canUse: false } },
    ],
  },
  suiter("c_world", "Spades"),
];

// ---------------------------------------------------------------- Spectrals
const HAND_OVER_ONE = () => condition("generic_compare", { value1: GAMEVAR("cards_in_hand"), operator: "greater_than", value2: 1 });
/** Counts cards in hand passing a Lua test on `c`. */
const inHand = (test: string) => `(function() local n = 0 for _, c in ipairs(G.hand.cards) do if ${test} then n = n + 1 end end return n end)()`;
const ENHANCED_NOT_STONE = "c.config.center.key ~= 'c_base' and c.config.center.key ~= 'm_stone'";

/** Spectrals that destroy 1 random card in hand and add `count` enhanced cards of some ranks. */
function conjurer(key: string, count: number, rank: string, ranks: string[], words: string): VanillaBehaviour {
  const isRank = `({ ${ranks.map((r) => `['${r}'] = true`).join(", ")} })[c.base.value]`;
  return {
    key,
    description: `{C:attention}1{} random card in hand {C:red}destroyed{},\n{C:attention}+${count}{} Enhanced ${words} in hand`,
    rules: [used([
      effect("destroy_cards", { method: "random", count: 1 }),
      effect("create_playing_cards", { count, rank, suit: "none", enhancement: "random_ranked" }),
    ], [HAND_OVER_ONE()])],
    checks: [
      {
        // 2 cards in hand: 1 destroyed, ${count} added, each of the ranks and enhanced (never Stone); the deck grows by ${count} - 1
        name: `hand of 2: 1 goes, ${count} enhanced ${words} come`, setup: { deck: ["C_3"], hand: ["H_5", "S_9"] }, steps: [{ activate: true }],
        probes: { hand: "#G.hand.cards", made: inHand(`${isRank} and ${ENHANCED_NOT_STONE}`), kept: inHand("c.config.center.key == 'c_base'") },
        expect: { canUse: true, deckSize: 3 + count - 1, probes: { hand: 1 + count, made: count, kept: 1 } },
      },
      { name: "1 card in hand: cannot be used", setup: { hand: ["H_5"] }, steps: [canUse([])], expect: { canUse: false } },
    ],
  };
}

/** Spectrals that put a seal on the 1 selected card. */
function sealer(key: string, seal: string, colour: string): VanillaBehaviour {
  return {
    key,
    description: `{C:attention}1{} selected card:\n{C:${colour}}${seal} Seal{}`,
    fields: { max_highlighted: 1, min_highlighted: 1 },
    rules: [used([effect("edit_cards", { selection_method: "selected", seal })])],
    checks: [
      { name: `the selected 9 gets a ${seal} Seal`, setup: { hand: ["H_5", "D_9"] }, steps: [use(["D_9"])], expect: { canUse: true, handCards: ["H_5", `D_9+${seal}`] } },
      { name: "2 selected: cannot be used", setup: { hand: ["H_5", "D_9"] }, steps: [canUse(["H_5", "D_9"])], expect: { canUse: false } },
      { name: "nothing selected: cannot be used", setup: { hand: ["H_5", "D_9"] }, steps: [canUse([])], expect: { canUse: false } },
    ],
  };
}

const SPECTRALS: VanillaBehaviour[] = [
  conjurer("c_familiar", 3, "Face Cards", ["Jack", "Queen", "King"], "face cards"),
  conjurer("c_grim", 2, "Ace", ["Ace"], "Aces"),
  conjurer("c_incantation", 4, "Numbered Cards", ["2", "3", "4", "5", "6", "7", "8", "9", "10"], "numbered cards"),
  sealer("c_talisman", "Gold", "gold"),
  {
    key: "c_aura",
    description: "{C:attention}1{} selected card without edition:\n{C:dark_edition}Foil{}, {C:dark_edition}Holographic{} or {C:dark_edition}Polychrome{}",
    fields: { max_highlighted: 1, min_highlighted: 1 },
    rules: [used([effect("edit_cards", { selection_method: "selected", edition: "random", editionless_only: "refused" })])],
    checks: [
      {
        name: "the selected 9 gets Foil, Holographic or Polychrome", setup: { hand: ["H_5", "D_9"] }, steps: [use(["D_9"])],
        probes: { nine: "({ e_foil = true, e_holo = true, e_polychrome = true })[G.hand.cards[2].edition and G.hand.cards[2].edition.key or ''] or false", five: "G.hand.cards[1].edition == nil" },
        expect: { canUse: true, probes: { nine: true, five: true } },
      },
      { name: "2 selected: cannot be used", setup: { hand: ["H_5", "D_9"] }, steps: [canUse(["H_5", "D_9"])], expect: { canUse: false } },
      { name: "a Holographic card selected: cannot be used", setup: { hand: [{ card: "H_5", edition: "e_holo" }, "D_9"] }, steps: [canUse(["H_5"])], expect: { canUse: false } },
    ],
  },
  {
    key: "c_wraith",
    description: "{C:attention}+1{} random {C:red}Rare{} Joker,\nmoney set to {C:money}$0{}\n{C:inactive}(if a slot is free)",
    rules: [used([effect("create_joker", { joker_type: "random", rarity: "rare" }), effect("set_dollars", { operation: "set", value: 0 })], [
      condition("generic_compare", { value1: GAMEVAR("free_joker_slots"), operator: "greater_than", value2: 0 }),
    ])],
    checks: [
      { name: "$12: a Rare Joker and $0", setup: { dollars: 12 }, steps: [{ activate: true }], probes: { count: "#G.jokers.cards", rarity: "G.jokers.cards[1].config.center.rarity" }, expect: { canUse: true, dollars: 0, probes: { count: 1, rarity: 3 } } },
      { name: "all 5 Joker slots taken: cannot be used", setup: { jokers: ["j_joker", "j_joker", "j_joker", "j_joker", "j_joker"] }, steps: [canUse([])], expect: { canUse: false } },
    ],
  },
  {
    key: "c_sigil",
    description: "Whole hand: one\nrandom {C:attention}suit{}",
    rules: [used([effect("convert_all_cards_to_suit", { suit: "random" })], [HAND_OVER_ONE()])],
    checks: [
      {
        name: "the 3 cards in hand all end up of one suit, ranks kept", setup: { hand: ["H_5", "S_K", "D_2"] }, steps: [{ activate: true }],
        probes: { same: "G.hand.cards[1].base.suit == G.hand.cards[2].base.suit and G.hand.cards[2].base.suit == G.hand.cards[3].base.suit", ranks: "G.hand.cards[1].base.value .. G.hand.cards[2].base.value .. G.hand.cards[3].base.value" },
        expect: { canUse: true, probes: { same: true, ranks: "5King2" } },
      },
      { name: "1 card in hand: cannot be used", setup: { hand: ["H_5"] }, steps: [canUse([])], expect: { canUse: false } },
    ],
  },
  {
    key: "c_ouija",
    description: "Whole hand: one\nrandom {C:attention}rank{},\n{C:red}-1{} hand size",
    rules: [used([effect("convert_all_cards_to_rank", { rank: "random" }), effect("edit_hand_size", { operation: "subtract", value: 1 })], [HAND_OVER_ONE()])],
    checks: [
      {
        // hand size 8 -> 7; the 3 cards share one rank and keep their suits
        name: "the 3 cards in hand all end up of one rank, hand size 7", setup: { hand: ["H_5", "S_K", "D_2"] }, steps: [{ activate: true }],
        probes: { same: "G.hand.cards[1].base.value == G.hand.cards[2].base.value and G.hand.cards[2].base.value == G.hand.cards[3].base.value", suits: "G.hand.cards[1].base.suit .. G.hand.cards[2].base.suit .. G.hand.cards[3].base.suit" },
        expect: { canUse: true, handSize: 7, probes: { same: true, suits: "HeartsSpadesDiamonds" } },
      },
      { name: "1 card in hand: cannot be used", setup: { hand: ["H_5"] }, steps: [canUse([])], expect: { canUse: false } },
    ],
  },
  {
    // Not modelled: in the game the hand size penalty grows by 1 with each Ectoplasm used in the run
    // (G.GAME.ecto_minus); the catalog has no value counting one consumable's uses, so ours is always -1.
    key: "c_ectoplasm",
    description: "A Joker without edition\nturns {C:dark_edition}Negative{},\n{C:red}-1{} hand size",
    rules: [used([effect("edit_joker", { target: "editionless", edition: "e_negative" }), effect("edit_hand_size", { operation: "subtract", value: 1 })])],
    checks: [
      {
        name: "the plain Joker becomes Negative (the Foil one is left), hand size 7", setup: { jokers: [{ key: "j_greedy_joker", edition: "e_foil" }, "j_joker"] }, steps: [{ activate: true }],
        probes: JOKERS, expect: { canUse: true, handSize: 7, probes: { jokers: "j_greedy_joker/e_foil,j_joker/e_negative" } },
      },
      { name: "every Joker has an edition: cannot be used", setup: { jokers: [{ key: "j_joker", edition: "e_holo" }] }, steps: [canUse([])], expect: { canUse: false } },
    ],
  },
  {
    key: "c_immolate",
    description: "{C:attention}5{} random cards in hand\n{C:red}destroyed{}, {C:money}+$20{}",
    rules: [used([effect("destroy_cards", { method: "random", count: 5 }), effect("set_dollars", { operation: "add", value: 20 })], [HAND_OVER_ONE()])],
    checks: [
      {
        name: "7 cards in hand: 2 stay, +$20", setup: { dollars: 4, deck: ["C_3"], hand: ["H_2", "H_3", "H_4", "H_5", "H_6", "H_7", "H_8"] }, steps: [{ activate: true }],
        // the deck: 1 + 7 cards, 5 destroyed
        probes: { hand: "#G.hand.cards" }, expect: { canUse: true, dollars: 24, deckSize: 3, probes: { hand: 2 } },
      },
      { name: "3 cards in hand: all go, +$20", setup: { dollars: 0, hand: ["H_2", "H_3", "H_4"] }, steps: [{ activate: true }], expect: { dollars: 20, handCards: [] } },
      { name: "1 card in hand: cannot be used", setup: { hand: ["H_5"] }, steps: [canUse([])], expect: { canUse: false } },
    ],
  },
  {
    key: "c_ankh",
    description: "A random Joker is copied,\nevery other Joker {C:red}destroyed{}\n{C:inactive}(the copy is never Negative)",
    rules: [used([effect("copy_joker", { selection_method: "random", others: "destroy" })], [
      condition("joker_count", { operator: "greater_equals", rarity: "any", value: 1 }),
      condition("generic_compare", { value1: GAMEVAR("joker_slots"), operator: "greater_than", value2: 1 }),
    ])],
    checks: [
      {
        // 5 of 5 slots full: one is kept, copied, the 4 others dissolve
        name: "5 Jokers in 5 slots: 2 left, the kept one and its copy", setup: { jokers: ["j_joker", "j_joker", "j_joker", "j_joker", "j_joker"] }, steps: [{ activate: true }],
        probes: JOKERS, expect: { canUse: true, probes: { jokers: "j_joker,j_joker" } },
      },
      { name: "a Negative Joker: its copy is plain", setup: { jokers: [{ key: "j_joker", edition: "e_negative" }] }, steps: [{ activate: true }], probes: JOKERS, expect: { probes: { jokers: "j_joker/e_negative,j_joker" } } },
      {
        name: "an Eternal Joker stays", setup: { jokers: [{ key: "j_egg", stickers: ["eternal"] }, { key: "j_egg", stickers: ["eternal"] }] }, steps: [{ activate: true }],
        probes: JOKERS, expect: { probes: { jokers: "j_egg,j_egg,j_egg" } },
      },
      { name: "no Joker: cannot be used", steps: [canUse([])], expect: { canUse: false } },
      { name: "only 1 Joker slot: cannot be used", setup: { jokers: ["j_joker"], lua: "G.jokers.config.card_limit = 1" }, steps: [canUse([])], expect: { canUse: false } },
    ],
  },
  sealer("c_deja_vu", "Red", "red"),
  {
    key: "c_hex",
    description: "A Joker without edition turns\n{C:dark_edition}Polychrome{}, every other\nJoker {C:red}destroyed{}",
    rules: [used([effect("edit_joker", { target: "editionless", edition: "e_polychrome", others: "destroy" })])],
    checks: [
      {
        // only the plain Joker can be picked; the Foil one goes, the Eternal Holographic Egg stays
        name: "the plain Joker becomes Polychrome, the Foil one goes, the Eternal one stays",
        setup: { jokers: [{ key: "j_greedy_joker", edition: "e_foil" }, "j_joker", { key: "j_egg", edition: "e_holo", stickers: ["eternal"] }] }, steps: [{ activate: true }],
        probes: JOKERS, expect: { canUse: true, probes: { jokers: "j_joker/e_polychrome,j_egg/e_holo" } },
      },
      { name: "every Joker has an edition: cannot be used", setup: { jokers: [{ key: "j_joker", edition: "e_holo" }] }, steps: [canUse([])], expect: { canUse: false } },
    ],
  },
  sealer("c_trance", "Blue", "blue"),
  sealer("c_medium", "Purple", "purple"),
  {
    key: "c_cryptid",
    description: "{C:attention}1{} selected card:\n{C:attention}+2{} copies in hand",
    fields: { max_highlighted: 1, min_highlighted: 1 },
    rules: [used([effect("copy_selected_cards", { copies: 2 })])],
    checks: [
      {
        name: "a Red Seal Steel 9 selected: 2 more of it in hand and deck", setup: { deck: ["C_3"], hand: ["H_5", { card: "D_9", enhancement: "m_steel", seal: "Red" }] }, steps: [use(["D_9"])],
        expect: { canUse: true, handCards: ["H_5", "D_9+m_steel+Red", "D_9+m_steel+Red", "D_9+m_steel+Red"], deckSize: 5 },
      },
      { name: "2 selected: cannot be used", setup: { hand: ["H_5", "D_9"] }, steps: [canUse(["H_5", "D_9"])], expect: { canUse: false } },
    ],
  },
  {
    key: "c_soul",
    description: "{C:attention}+1{} random {C:legendary,E:1}Legendary{} Joker\n{C:inactive}(if a slot is free)",
    rules: [used([effect("create_joker", { joker_type: "random", rarity: "legendary" })], [
      condition("generic_compare", { value1: GAMEVAR("free_joker_slots"), operator: "greater_than", value2: 0 }),
    ])],
    checks: [
      { name: "a Legendary Joker", steps: [{ activate: true }], probes: { count: "#G.jokers.cards", rarity: "G.jokers.cards[1].config.center.rarity" }, expect: { canUse: true, probes: { count: 1, rarity: 4 } } },
      { name: "all 5 Joker slots taken: cannot be used", setup: { jokers: ["j_joker", "j_joker", "j_joker", "j_joker", "j_joker"] }, steps: [canUse([])], expect: { canUse: false } },
    ],
  },
  {
    key: "c_black_hole",
    description: "Every {C:legendary,E:1}poker hand{}\n{C:attention}+1{} level",
    rules: [used([effect("level_up_hand", { hand_selection: "all", value: 1 })])],
    checks: [
      { name: "every poker hand goes to level 2", steps: [{ activate: true }], expect: { canUse: true, levels: { "High Card": 2, Pair: 2, Flush: 2, "Straight Flush": 2, "Flush Five": 2, "Five of a Kind": 2 } } },
      // level 2 Pair: (25 + 9 + 9) x 3 = 129
      { name: "a level-2 Pair of 9s then scores 43 x 3", steps: [{ activate: true }, { play: ["S_9", "D_9"] }], expect: { hand: "Pair", chips: 43, mult: 3, score: 129 } },
    ],
  },
];

export const consumablesBehaviours: VanillaBehaviour[] = [...TAROTS, ...PLANETS, ...SPECTRALS];
