// Behaviour of the vanilla decks (keys as in facts/decks.json). Their starting values (hands,
// discards, money, slots, hand size), starting vouchers and consumables and the no-interest /
// no-faces / erratic flags are our model's fields, mapped from the facts in items.ts; the rest
// (money per hand and discard, Spectral cards in the shop, Checkered's suits, Anaglyph's tag,
// Plasma's blind size) are rules. The base run: $4, 4 hands, 3 discards, 5 Joker slots, 2
// consumable slots, hand size 8, 52 cards.
import { build } from "../catalog/scenario";
import type { VanillaBehaviour } from "./types";

const { rule, effect } = build;

/** How many cards of the deck satisfy a Lua test on `c`. */
const countCards = (test: string) => `(function() local n = 0 for _, c in ipairs(G.playing_cards) do if ${test} then n = n + 1 end end return n end)()`;
const TAGS = { tags: "(function() local t = {} for _, tag in ipairs(G.GAME.tags) do t[#t + 1] = tag.key end return table.concat(t, ',') end)()" };

export const decksBehaviours: VanillaBehaviour[] = [
  {
    key: "b_red",
    description: "{C:red}+1{} discard every round",
    checks: [{ name: "4 discards", steps: [], expect: { discards: 4, hands: 4, dollars: 4 } }],
  },
  {
    key: "b_blue",
    description: "{C:blue}+1{} hand every round",
    checks: [{ name: "5 hands", steps: [], expect: { hands: 5, discards: 3 } }],
  },
  {
    key: "b_yellow",
    description: "Start with an extra {C:money}$10{}",
    checks: [{ name: "$4 + $10", steps: [], expect: { dollars: 14 } }],
  },
  {
    key: "b_green",
    description: "{C:money}$2{} per remaining {C:blue}hand{}\n{C:money}$1{} per remaining {C:red}discard{}\nNo interest",
    rules: [rule("card_used", { effects: [effect("edit_hands_money", { operation: "set", value: 2 }), effect("edit_discards_money", { operation: "set", value: 1 })] })],
    checks: [
      // $20 held, the Small Blind's $3, 4 hands x $2, 3 discards x $1, and no interest (else +$4): 20 + 3 + 8 + 3
      { name: "cash-out", setup: { dollars: 20 }, steps: [{ cashOut: true }], expect: { dollars: 34 } },
      // no hands or discards left: only the blind's $3
      { name: "nothing left", setup: { dollars: 20, lua: "G.GAME.current_round.hands_left = 0 G.GAME.current_round.discards_left = 0" }, steps: [{ cashOut: true }], expect: { dollars: 23 } },
    ],
  },
  {
    key: "b_black",
    description: "{C:attention}+1{} Joker slot\n{C:blue}-1{} hand every round",
    checks: [{ name: "6 slots, 3 hands", steps: [], expect: { jokerSlots: 6, hands: 3 } }],
  },
  {
    key: "b_magic",
    description: "Start with {C:tarot,T:v_crystal_ball}Crystal Ball{}\nand 2 copies of {C:tarot,T:c_fool}The Fool{}",
    // Crystal Ball's +1 consumable slot: 3
    checks: [{ name: "voucher and two Fools", steps: [], expect: { vouchers: ["v_crystal_ball"], consumables: ["c_fool", "c_fool"], consumableSlots: 3 } }],
  },
  {
    key: "b_nebula",
    description: "Start with {C:planet,T:v_telescope}Telescope{}\n{C:red}-1{} consumable slot",
    checks: [{ name: "Telescope, 1 slot", steps: [], expect: { vouchers: ["v_telescope"], consumableSlots: 1 } }],
  },
  {
    key: "b_ghost",
    description: "{C:spectral}Spectral{} cards may appear in the shop\nStart with a {C:spectral,T:c_hex}Hex{} card",
    rules: [rule("card_used", { effects: [effect("edit_item_weight", { key: "spectral", operation: "set", value: 2 })] })],
    checks: [{ name: "Hex, Spectral rate 2", steps: [], probes: { rate: "G.GAME.spectral_rate" }, expect: { consumables: ["c_hex"], probes: { rate: 2 } } }],
  },
  {
    key: "b_abandoned",
    description: "No {C:attention}face cards{} in the deck",
    checks: [{ name: "40 cards, no faces", steps: [], probes: { faces: countCards("c.base.value == 'Jack' or c.base.value == 'Queen' or c.base.value == 'King'") }, expect: { deckSize: 40, probes: { faces: 0 } } }],
  },
  {
    key: "b_checkered",
    description: "26 {C:spades}Spades{} and 26 {C:hearts}Hearts{} in the deck",
    rules: [rule("card_used", {
      effects: [
        effect("edit_starting_suits", { selected_suit: "Clubs", replace_suit: "Spades" }),
        effect("edit_starting_suits", { selected_suit: "Diamonds", replace_suit: "Hearts" }),
      ],
    })],
    checks: [{
      name: "26 Spades, 26 Hearts", steps: [],
      probes: { spades: countCards("c.base.suit == 'Spades'"), hearts: countCards("c.base.suit == 'Hearts'"), aces: countCards("c.base.value == 'Ace'") },
      expect: { deckSize: 52, probes: { spades: 26, hearts: 26, aces: 4 } },
    }],
  },
  {
    key: "b_zodiac",
    description: "Start with {C:tarot,T:v_tarot_merchant}Tarot Merchant{},\n{C:planet,T:v_planet_merchant}Planet Merchant{} and {C:attention,T:v_overstock_norm}Overstock{}",
    // the merchants' rates 4 x 2.4 = 9.6, Overstock's third shop slot
    checks: [{
      name: "three vouchers", steps: [], probes: { tarot: "G.GAME.tarot_rate", planet: "G.GAME.planet_rate", slots: "G.GAME.shop.joker_max" },
      expect: { vouchers: ["v_overstock_norm", "v_planet_merchant", "v_tarot_merchant"], probes: { tarot: 9.6, planet: 9.6, slots: 3 } },
    }],
  },
  {
    key: "b_painted",
    description: "{C:attention}+2{} hand size\n{C:red}-1{} Joker slot",
    checks: [{ name: "hand size 10, 4 slots", steps: [], expect: { handSize: 10, jokerSlots: 4 } }],
  },
  {
    key: "b_anaglyph",
    description: "A {C:attention,T:tag_double}Double Tag{} after each\ndefeated {C:attention}Boss Blind{}",
    rules: [rule("boss_defeated", { effects: [effect("create_tag", { tag_type: "specific", specific_tag: "tag_double" })] })],
    checks: [
      { name: "The Hook beaten: a Double Tag", steps: [{ selectBlind: "bl_hook" }, { endRound: true }], probes: TAGS, expect: { probes: { tags: "tag_double" } } },
      { name: "Small Blind beaten: no tag", steps: [{ selectBlind: "bl_small" }, { endRound: true }], probes: TAGS, expect: { probes: { tags: "" } } },
    ],
  },
  {
    key: "b_plasma",
    description: "Balance {C:chips}Chips{} and {C:mult}Mult{} when scoring\n{C:attention}X2{} base Blind size",
    rules: [
      rule("card_used", { effects: [effect("modify_all_blinds_requirement", { operation: "multiply", value: 2 })] }),
      rule("final_scoring_step", { effects: [effect("balance_chips_mult")] }),
    ],
    checks: [
      // a level-1 Pair of 5s: 20 chips and 2 Mult balance to 11 and 11: 121
      { name: "Pair of 5s balanced", steps: [{ play: ["H_5", "S_5"] }], expect: { hand: "Pair", chips: 11, mult: 11, score: 121 } },
      // a King alone: 5 + 10 = 15 chips and 1 Mult balance to 8 and 8: 64
      { name: "High Card balanced", steps: [{ play: ["S_K"] }], expect: { hand: "High Card", chips: 8, mult: 8, score: 64 } },
      // the Small Blind of ante 1: 300 x 1 x 2 = 600
      { name: "Small Blind needs 600", steps: [{ selectBlind: "bl_small" }], expect: { blindChips: 600 } },
    ],
  },
  {
    key: "b_erratic",
    description: "Every card's rank and suit is random",
    checks: [{
      // 52 cards drawn at random are not the 52 different cards of a standard deck
      name: "52 random cards", steps: [],
      probes: { distinct: "(function() local seen, n = {}, 0 for _, c in ipairs(G.playing_cards) do local k = c.base.suit .. c.base.value if not seen[k] then seen[k] = true n = n + 1 end end return n < 52 end)()" },
      expect: { deckSize: 52, probes: { distinct: true } },
    }],
  },
];
