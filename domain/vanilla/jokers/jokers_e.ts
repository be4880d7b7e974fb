// Vanilla jokers 121 to 150 in the game's order: j_ring_master, j_flower_pot, j_blueprint ... j_perkeo.
import { build } from "../../catalog/scenario";
import { OWNED_CONSUMABLES, PLUS_FOUR_JOKER } from "../../catalog/effects/probes";
import type { VanillaBehaviour, VanillaCheck } from "../types";

const { rule, effect, condition, variable } = build;
const change = (name: string, operation: string, value?: number) => effect("modify_internal_variable", { variable_name: name, operation, ...(value === undefined ? {} : { value }) });
const atMost = (name: string, value: number) => condition("internal_variable", { variable_name: name, operator: "less_equals", value });

const rank = (r: string, more: { operator?: "and" | "or" } = {}) => condition("card_rank", { rank_type: "specific", specific_rank: r }, more);
/** Set-up Lua: the +4 Mult probe joker moved to the first slot, before the subject. */
const PLUS_FOUR_FIRST = `${PLUS_FOUR_JOKER}
G.jokers:remove_card(c); table.insert(G.jokers.cards, 1, c); c.area = G.jokers`;

/** A 1 in 4 chance as the game shows it now. */
const ODDS = "(function() local n, d = SMODS.get_probability_vars(nil, 1, 4, 'probe') return n .. ' in ' .. d end)()";

/** The shop price the game works out for a card of this key. */
const PRICE = (key: string) => `(function() local c = Card(0, 0, G.CARD_W, G.CARD_H, nil, G.P_CENTERS.${key}) c:set_cost() return c.cost end)()`;

/** The Duo, Trio, Family, Order and Tribe: XN Mult when the played hand contains their hand. */
function handXMult(key: string, hand: string, xmult: number, hit: { cards: string[]; name: string; chips: number; mult: number }, miss: { cards: string[]; name: string; chips: number; mult: number }): VanillaBehaviour {
  const checks: VanillaCheck[] = [
    { name: `${hit.name} (contains a ${hand})`, steps: [{ play: hit.cards }], expect: { hand: hit.name, chips: hit.chips, mult: hit.mult * xmult, score: hit.chips * hit.mult * xmult } },
    { name: `${miss.name} (no ${hand}): no XMult`, steps: [{ play: miss.cards }], expect: { hand: miss.name, chips: miss.chips, mult: miss.mult, score: miss.chips * miss.mult } },
  ];
  return {
    key,
    description: `{X:mult,C:white} X${xmult} {} Mult if played[s]hand contains[s]a {C:attention}${hand}{}`,
    rules: [rule("hand_played", { conditions: [condition("hand_type", { operator: "contains", value: hand })], effects: [effect("apply_x_mult", { value: xmult })] })],
    checks,
  };
}

export const jokers: VanillaBehaviour[] = [
  {
    key: "j_ring_master",
    description: "{C:attention}Joker{}, {C:tarot}Tarot{}, {C:planet}Planet{}[s]and {C:spectral}Spectral{} cards may[s]appear multiple times",
    rules: [rule("passive", { effects: [effect("showman")], blueprint: false })],
    checks: [
      // every joker but Greedy Joker is banned and Greedy Joker is owned: with Showman it may appear again
      { name: "an owned joker may appear again", setup: { jokers: ["j_greedy_joker"], lua: "for _, c in ipairs(G.P_CENTER_POOLS.Joker) do if c.key ~= 'j_greedy_joker' then G.GAME.banned_keys[c.key] = true end end" },
        steps: [], probes: { next: "SMODS.create_card({ set = 'Joker' }).config.center.key" }, expect: { probes: { next: "j_greedy_joker" } } },
      // sold: the pool is empty again and the game falls back to the Joker
      { name: "sold: no more duplicates", setup: { jokers: ["j_greedy_joker"], lua: "for _, c in ipairs(G.P_CENTER_POOLS.Joker) do if c.key ~= 'j_greedy_joker' then G.GAME.banned_keys[c.key] = true end end" },
        steps: [{ sell: "self" }], probes: { next: "SMODS.create_card({ set = 'Joker' }).config.center.key" }, expect: { probes: { next: "j_joker" } } },
    ],
  },
  {
    key: "j_flower_pot",
    description: "{X:mult,C:white} X3 {} Mult if poker[s]hand contains a[s]{C:diamonds}Diamond{} card, {C:clubs}Club{} card,[s]{C:hearts}Heart{} card, and {C:spades}Spade{} card",
    rules: [rule("hand_played", { conditions: [condition("scoring_suit_mix", { mix: "all_four" })], effects: [effect("apply_x_mult", { value: 3 })] })],
    checks: [
      // Straight 2-6 of Hearts, Diamonds, Spades, Clubs, Hearts: (30 + 20) x (4 x 3) = 600
      { name: "a Straight of the four suits", steps: [{ play: ["H_2", "D_3", "S_4", "C_5", "H_6"] }], expect: { hand: "Straight", chips: 50, mult: 12, score: 600 } },
      // a Straight of three suits: (30 + 20) x 4
      { name: "three suits: nothing", steps: [{ play: ["H_2", "D_3", "S_4", "S_5", "H_6"] }], expect: { hand: "Straight", chips: 50, mult: 4, score: 200 } },
      // Hearts 2, 4 with Wild 6, 8, 10 (a Flush): the Wild Cards are the missing suits, (35 + 30) x (4 x 3) = 780
      { name: "Wild Cards fill the missing suits", steps: [{ play: ["H_2", "H_4", { card: "S_6", enhancement: "m_wild" }, { card: "S_8", enhancement: "m_wild" }, { card: "S_T", enhancement: "m_wild" }] }],
        expect: { hand: "Flush", chips: 65, mult: 12, score: 780 } },
      // a lone Wild King is one suit only: (5 + 10) x 1
      { name: "one Wild Card is not four suits", steps: [{ play: [{ card: "S_K", enhancement: "m_wild" }] }], expect: { hand: "High Card", chips: 15, mult: 1, score: 15 } },
    ],
  },
  {
    key: "j_blueprint",
    description: "Copies ability of[s]{C:attention}Joker{} to the right",
    rules: [rule("passive", { effects: [effect("copy_joker_ability", { selection_method: "right" })] })],
    checks: [
      // the +4 Mult joker to its right counts twice: Pair of 5s (10 + 5 + 5) x (2 + 4 + 4)
      { name: "copies the +4 Mult joker to its right", setup: { lua: PLUS_FOUR_JOKER }, steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 10, score: 200 } },
      // the +4 Mult joker to its left is not copied: 20 x (2 + 4)
      { name: "a joker to its left is not copied", setup: { lua: PLUS_FOUR_FIRST }, steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 6, score: 120 } },
    ],
  },
  {
    key: "j_wee",
    description: "This Joker gains[s]{C:chips}+8{} Chips when each[s]played {C:attention}2{} is scored[s]{C:inactive}(Currently {C:chips}+#1#{C:inactive} Chips)",
    variables: [variable("chips", "number", 0)],
    rules: [
      // the scored 2s of this hand count before the joker gives its Chips (individual comes before joker_main)
      rule("card_scored", { conditions: [rank("2")], effects: [change("chips", "increment", 8)], blueprint: false }),
      rule("hand_played", { effects: [effect("add_chips", { value: "chips" })] }),
    ],
    checks: [
      // Pair of 2s: +16, (10 + 2 + 2 + 16) x 2 = 60
      { name: "a Pair of 2s", steps: [{ play: ["H_2", "S_2"] }], expect: { chips: 30, mult: 2, score: 60, vars: { chips: 16 } } },
      // then a Pair of 5s: +16 carried over, (10 + 5 + 5 + 16) x 2 = 72
      { name: "a Pair of 2s then a Pair of 5s", steps: [{ play: ["H_2", "S_2"] }, { play: ["H_5", "S_5"] }], expect: { chips: 36, mult: 2, score: 72, vars: { chips: 16 } } },
      // a 2 played but not scoring (High Card Ace beside it) does not count: (5 + 11) x 1
      { name: "an unscored 2 does not count", steps: [{ play: ["H_A", "S_2"] }], expect: { hand: "High Card", chips: 16, mult: 1, score: 16, vars: { chips: 0 } } },
    ],
  },
  {
    key: "j_merry_andy",
    description: "{C:red}+3{} discards[s]each round,[s]{C:red}-1{} hand size",
    rules: [rule("passive", { effects: [effect("edit_discards", { operation: "add", value: 3 }), effect("edit_hand_size", { operation: "subtract", value: 1 })], blueprint: false })],
    checks: [
      // a fresh run: 3 discards, 8 cards in hand -> 6 discards, 7 cards
      { name: "owned: 6 discards, hand size 7", steps: [], expect: { discards: 6, discardsLeft: 6, handSize: 7 } },
      { name: "sold: back to 3 discards, hand size 8", steps: [{ sell: "self" }], expect: { discards: 3, discardsLeft: 3, handSize: 8 } },
    ],
  },
  {
    key: "j_oops",
    description: "Doubles all {C:attention}listed[s]{C:green,E:1,S:1.1}probabilities[s]{C:inactive}(ex: {C:green}1 in 3{C:inactive} -> {C:green}2 in 3{C:inactive})",
    rules: [rule("change_probability", { effects: [effect("mod_probability", { part: "numerator", operation: "multiply", value: 2 })], blueprint: false })],
    checks: [
      { name: "a 1 in 4 chance becomes 2 in 4", steps: [], probes: { odds: ODDS }, expect: { probes: { odds: "2 in 4" } } },
      { name: "sold: back to 1 in 4", steps: [{ sell: "self" }], probes: { odds: ODDS }, expect: { probes: { odds: "1 in 4" } } },
    ],
  },
  {
    key: "j_idol",
    description: "Each played {C:attention}#1#{}[s]of {C:attention}#2#{} gives[s]{X:mult,C:white} X2 {} Mult when scored[s]{s:0.8}Card changes every round",
    // the game picks its card from the deck at the start of the run and after each round; our
    // copy starts on the Ace of Spades and picks after each round
    variables: [variable("idol_rank", "rank", "Ace"), variable("idol_suit", "suit", "Spades")],
    rules: [
      rule("round_end", { effects: [effect("pick_deck_card", { rank_variable: "idol_rank", suit_variable: "idol_suit" })], blueprint: false }),
      rule("card_scored", { conditions: [condition("card_rank", { rank_type: "specific", specific_rank: "idol_rank" }), condition("card_suit", { suit_type: "specific", specific_suit: "idol_suit" })], effects: [effect("apply_x_mult", { value: 2 })] }),
    ],
    checks: [
      // a deck of Kings of Hearts: the card is the King of Hearts; a Pair of them (10 + 20) x (2 x 2 x 2) = 240
      { name: "the round's card (King of Hearts) scores X2 each", setup: { deck: ["H_K", "H_K", "H_K", "H_K"] }, steps: [{ endRound: true }, { play: ["H_K", "H_K"] }],
        expect: { chips: 30, mult: 8, score: 240, vars: { idol_rank: "King", idol_suit: "Hearts" } } },
      // Kings of Spades: right rank, wrong suit, (10 + 20) x 2
      { name: "another suit: nothing", setup: { deck: ["H_K", "H_K", "H_K", "H_K"] }, steps: [{ endRound: true }, { play: ["S_K", "C_K"] }], expect: { chips: 30, mult: 2, score: 60 } },
    ],
  },
  {
    key: "j_seeing_double",
    description: "{X:mult,C:white} X2 {} Mult if played[s]hand has a scoring[s]{C:clubs}Club{} card and a scoring[s]card of any other {C:attention}suit",
    rules: [rule("hand_played", { conditions: [condition("scoring_suit_mix", { mix: "suit_and_other", suit: "Clubs" })], effects: [effect("apply_x_mult", { value: 2 })] })],
    checks: [
      // a Pair of 5s of Clubs and Hearts: 20 x (2 x 2) = 80
      { name: "a Club and a Heart", steps: [{ play: ["C_5", "H_5"] }], expect: { chips: 20, mult: 4, score: 80 } },
      // a Pair of 5s of Hearts and Spades: no Club, 20 x 2
      { name: "no Club: nothing", steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 2, score: 40 } },
      // a Pair of 5s of Clubs: no other suit, 20 x 2
      { name: "Clubs only: nothing", steps: [{ play: ["C_5", "C_5"] }], expect: { chips: 20, mult: 2, score: 40 } },
      // a Club and an unscored Heart beside the Pair of Clubs: 20 x 2
      { name: "the other suit does not score: nothing", steps: [{ play: ["C_5", "C_5", "H_9"] }], expect: { hand: "Pair", chips: 20, mult: 2, score: 40 } },
      // a Heart 5 and a Wild 5: the Wild Card is the Club, 20 x (2 x 2) = 80
      { name: "a Wild Card is the Club", steps: [{ play: ["H_5", { card: "S_5", enhancement: "m_wild" }] }], expect: { chips: 20, mult: 4, score: 80 } },
    ],
  },
  {
    key: "j_matador",
    description: "Earn {C:money}$8{} if played[s]hand triggers the[s]{C:attention}Boss Blind{} ability",
    // the game pays both when the hand scores and when the blind debuffs it
    rules: [
      rule("hand_played", { conditions: [condition("triggered_boss_blind")], effects: [effect("set_dollars", { operation: "add", value: 8 })] }),
      rule("hand_debuffed", { conditions: [condition("triggered_boss_blind")], effects: [effect("set_dollars", { operation: "add", value: 8 })] }),
    ],
    checks: [
      // The Arm lowers a level-2 Pair to level 1: it triggers, $4 -> $12; the Pair scores (10 + 10) x 2 = 40
      { name: "The Arm lowers the Pair: $8", setup: { dollars: 4, blind: "bl_arm", levels: { Pair: 2 } }, steps: [{ play: ["H_5", "S_5"] }], expect: { score: 40, dollars: 12, levels: { Pair: 1 } } },
      // a level-1 Pair: The Arm does nothing, no money
      { name: "The Arm and a level-1 Pair: nothing", setup: { dollars: 4, blind: "bl_arm" }, steps: [{ play: ["H_5", "S_5"] }], expect: { score: 40, dollars: 4 } },
      // The Eye debuffs a second Pair (it scores 0): $8
      { name: "The Eye debuffs a repeated Pair: $8", setup: { dollars: 4, blind: "bl_eye" }, steps: [{ play: ["H_5", "S_5"] }, { play: ["H_6", "S_6"] }], expect: { score: 0, dollars: 12 } },
      { name: "a Small Blind: nothing", setup: { dollars: 4 }, steps: [{ play: ["H_5", "S_5"] }], expect: { score: 40, dollars: 4 } },
    ],
  },
  {
    key: "j_hit_the_road",
    description: "This Joker gains {X:mult,C:white} X0.5 {} Mult[s]for every {C:attention}Jack{}[s]discarded this round[s]{C:inactive}(Currently {X:mult,C:white} X#1# {C:inactive} Mult)",
    variables: [variable("xmult", "number", 1)],
    rules: [
      rule("card_discarded", { conditions: [rank("J")], effects: [change("xmult", "increment", 0.5)], blueprint: false }),
      rule("round_end", { effects: [change("xmult", "set", 1)], blueprint: false }),
      rule("hand_played", { effects: [effect("apply_x_mult", { value: "xmult" })] }),
    ],
    checks: [
      // two Jacks and a 5 discarded: X2, then a Pair of 5s: 20 x (2 x 2) = 80
      { name: "two Jacks discarded, then a Pair of 5s", steps: [{ discard: ["H_J", "S_J", "C_5"] }, { play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 4, score: 80, vars: { xmult: 2 } } },
      // the round ends: back to X1
      { name: "reset at the end of the round", steps: [{ discard: ["H_J", "S_J"] }, { endRound: true }], expect: { vars: { xmult: 1 } } },
      // played Jacks do not count: Pair of Jacks (10 + 20) x 2
      { name: "played Jacks do not count", steps: [{ play: ["H_J", "S_J"] }], expect: { chips: 30, mult: 2, score: 60, vars: { xmult: 1 } } },
    ],
  },
  // level-1 hands: Pair 10/2, Two Pair 20/2, Three of a Kind 30/3, Straight 30/4, Flush 35/4, Full House 40/4, Four of a Kind 60/7
  // The Duo: a Full House of Ks and 4s contains a Pair: (40 + 3x10 + 2x4) x 4 = 78 x 4, X2; a High Card 5: (5 + 5) x 1
  handXMult("j_duo", "Pair", 2,
    { cards: ["H_K", "S_K", "C_K", "D_4", "S_4"], name: "Full House", chips: 78, mult: 4 },
    { cards: ["H_5"], name: "High Card", chips: 10, mult: 1 }),
  // The Trio: Three 5s (30 + 15) x 3, X3; a Pair of 5s (10 + 10) x 2 has no Three of a Kind
  handXMult("j_trio", "Three of a Kind", 3,
    { cards: ["H_5", "S_5", "C_5"], name: "Three of a Kind", chips: 45, mult: 3 },
    { cards: ["H_5", "S_5"], name: "Pair", chips: 20, mult: 2 }),
  // The Family: Four 5s (60 + 20) x 7, X4; Three 5s (30 + 15) x 3 has none
  handXMult("j_family", "Four of a Kind", 4,
    { cards: ["H_5", "S_5", "C_5", "D_5"], name: "Four of a Kind", chips: 80, mult: 7 },
    { cards: ["H_5", "S_5", "C_5"], name: "Three of a Kind", chips: 45, mult: 3 }),
  // The Order: Straight 2-6 (30 + 20) x 4, X3; a Flush of Hearts 2,4,6,8,T (35 + 30) x 4 has none
  handXMult("j_order", "Straight", 3,
    { cards: ["H_2", "S_3", "C_4", "D_5", "S_6"], name: "Straight", chips: 50, mult: 4 },
    { cards: ["H_2", "H_4", "H_6", "H_8", "H_T"], name: "Flush", chips: 65, mult: 4 }),
  // The Tribe: a Flush of Hearts 2,4,6,8,T (35 + 30) x 4, X2; Straight 2-6 (30 + 20) x 4 has none
  handXMult("j_tribe", "Flush", 2,
    { cards: ["H_2", "H_4", "H_6", "H_8", "H_T"], name: "Flush", chips: 65, mult: 4 },
    { cards: ["H_2", "S_3", "C_4", "D_5", "S_6"], name: "Straight", chips: 50, mult: 4 }),
  {
    key: "j_stuntman",
    description: "{C:chips}+250{} Chips,[s]{C:attention}-2{} hand size",
    rules: [
      rule("hand_played", { effects: [effect("add_chips", { value: 250 })] }),
      rule("passive", { effects: [effect("edit_hand_size", { operation: "subtract", value: 2 })], blueprint: false }),
    ],
    checks: [
      // Pair of 5s: (10 + 5 + 5 + 250) x 2 = 540; hand size 8 - 2
      { name: "Pair of 5s", steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 270, mult: 2, score: 540, handSize: 6 } },
      { name: "sold: hand size back to 8", steps: [{ sell: "self" }], expect: { handSize: 8 } },
    ],
  },
  {
    key: "j_invisible",
    description: "After {C:attention}2{} rounds,[s]sell this card to[s]{C:attention}Duplicate{} a random Joker[s]{C:inactive}(Currently {C:attention}#1#{C:inactive}/2)",
    variables: [variable("rounds", "number", 0)],
    rules: [
      rule("round_end", { effects: [change("rounds", "increment", 1)], blueprint: false }),
      // sold, it leaves its own slot: the copy needs no other room
      rule("selling_self", { conditions: [condition("internal_variable", { variable_name: "rounds", operator: "greater_equals", value: 2 })],
        effects: [effect("copy_joker", { selection_method: "random", ignore_slots: "ignore" })], blueprint: false }),
    ],
    checks: [
      { name: "sold after 2 rounds: Greedy Joker is duplicated", setup: { jokers: ["j_greedy_joker"] }, steps: [{ endRound: true }, { endRound: true }, { sell: "self" }], expect: { jokers: ["j_greedy_joker", "j_greedy_joker"] } },
      { name: "sold after 1 round: nothing", setup: { jokers: ["j_greedy_joker"] }, steps: [{ endRound: true }, { sell: "self" }], expect: { jokers: ["j_greedy_joker"] } },
      // a Negative joker's copy is not Negative
      { name: "the copy of a Negative joker has no edition", setup: { jokers: [{ key: "j_greedy_joker", edition: "e_negative" }] }, steps: [{ endRound: true }, { endRound: true }, { sell: "self" }],
        probes: { editions: "(G.jokers.cards[1].edition and G.jokers.cards[1].edition.key or 'none') .. ',' .. (G.jokers.cards[2] and (G.jokers.cards[2].edition and G.jokers.cards[2].edition.key or 'none') or 'missing')" },
        expect: { jokers: ["j_greedy_joker", "j_greedy_joker"], probes: { editions: "e_negative,none" } } },
    ],
  },
  {
    key: "j_brainstorm",
    description: "Copies the ability[s]of leftmost {C:attention}Joker{}",
    rules: [rule("passive", { effects: [effect("copy_joker_ability", { selection_method: "first" })] })],
    checks: [
      // the +4 Mult joker in the first slot counts twice: 20 x (2 + 4 + 4)
      { name: "copies the leftmost +4 Mult joker", setup: { lua: PLUS_FOUR_FIRST }, steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 10, score: 200 } },
      // Brainstorm itself is leftmost: nothing is copied, 20 x (2 + 4)
      { name: "leftmost itself: copies nothing", setup: { lua: PLUS_FOUR_JOKER }, steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 6, score: 120 } },
    ],
  },
  {
    key: "j_satellite",
    description: "Earn {C:money}$1{} at end of[s]round per unique {C:planet}Planet[s]card used this run",
    rules: [rule("round_end", { effects: [effect("blind_reward", { value: "GAMEVAR:unique_planets_used|1|0" })], blueprint: false })],
    checks: [
      // Pluto, Mercury, Pluto used: 2 unique Planets, $2 at the end of the round ($4 -> $6)
      { name: "2 unique Planets used: $2", setup: { dollars: 4 }, steps: [{ useConsumable: "c_pluto" }, { useConsumable: "c_mercury" }, { useConsumable: "c_pluto" }, { endRound: true }], expect: { dollars: 6 } },
      // a Tarot is no Planet: nothing
      { name: "no Planet used: nothing", setup: { dollars: 4 }, steps: [{ useConsumable: "c_fool" }, { endRound: true }], expect: { dollars: 4 } },
    ],
  },
  {
    key: "j_shoot_the_moon",
    description: "{C:mult}+13{} Mult for[s]each {C:attention}Queen{}[s]held in hand",
    rules: [rule("card_held_in_hand", { conditions: [rank("Q")], effects: [effect("add_mult", { value: 13 })] })],
    checks: [
      // Pair of 5s with two Queens and a King held: 20 x (2 + 13 + 13)
      { name: "two Queens held", steps: [{ play: ["H_5", "S_5"], held: ["H_Q", "S_Q", "S_K"] }], expect: { chips: 20, mult: 28, score: 560 } },
      // a Queen played, not held, gives nothing: Pair of Queens (10 + 10 + 10) x 2
      { name: "Queens played, none held", steps: [{ play: ["H_Q", "S_Q"], held: ["S_K"] }], expect: { chips: 30, mult: 2, score: 60 } },
    ],
  },
  {
    key: "j_drivers_license",
    description: "{X:mult,C:white} X3 {} Mult if you have[s]at least {C:attention}16{} Enhanced[s]cards in your full deck",
    rules: [rule("hand_played", { conditions: [condition("generic_compare", { value1: "GAMEVAR:enhanced_cards_in_deck|1|0", operator: "greater_equals", value2: 16 })], effects: [effect("apply_x_mult", { value: 3 })] })],
    checks: [
      // 16 Bonus Cards in the deck: a Pair of 5s 20 x (2 x 3) = 120
      { name: "16 Enhanced cards: X3", setup: { deck: Array.from({ length: 16 }, () => ({ card: "H_2", enhancement: "m_bonus" })) }, steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 6, score: 120 } },
      // 15 of them and 20 plain cards: 20 x 2
      { name: "15 Enhanced cards: nothing", setup: { deck: [...Array.from({ length: 15 }, () => ({ card: "H_2", enhancement: "m_bonus" })), ...Array.from({ length: 20 }, () => "S_3")] }, steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 2, score: 40 } },
    ],
  },
  {
    key: "j_cartomancer",
    description: "Create a {C:tarot}Tarot{} card[s]when {C:attention}Blind{}[s]is selected[s]{C:inactive}(Must have room)",
    rules: [rule("blind_selected", { effects: [effect("create_consumable", { set: "Tarot", specific_card: "random" })] })],
    checks: [
      { name: "a Tarot card when the blind is selected", steps: [{ selectBlind: "bl_small" }],
        probes: { count: "#G.consumeables.cards", set: "G.consumeables.cards[1] and G.consumeables.cards[1].ability.set" }, expect: { probes: { count: 1, set: "Tarot" } } },
      // both consumable slots taken: no room, nothing created
      { name: "no room: nothing", setup: { consumables: ["c_mars", "c_venus"] }, steps: [{ selectBlind: "bl_small" }], expect: { consumables: ["c_mars", "c_venus"] } },
    ],
  },
  {
    key: "j_astronomer",
    description: "All {C:planet}Planet{} cards and[s]{C:planet}Celestial Packs{} in[s]the shop are {C:attention}free",
    rules: [rule("passive", { effects: [effect("discount_items", { discount_type: "planets_and_celestial", discount_method: "make_free" })], blueprint: false })],
    checks: [
      // Mars costs $3, a Celestial Pack $4, an Arcana Pack $4: the first two become $0
      { name: "Planets and Celestial Packs cost $0, an Arcana Pack still $4", steps: [], probes: { mars: PRICE("c_mars"), celestial: PRICE("p_celestial_normal_1"), arcana: PRICE("p_arcana_normal_1") },
        expect: { probes: { mars: 0, celestial: 0, arcana: 4 } } },
      { name: "sold: Mars costs $3 again", steps: [{ sell: "self" }], probes: { mars: PRICE("c_mars") }, expect: { probes: { mars: 3 } } },
    ],
  },
  {
    key: "j_burnt",
    description: "Upgrade the level of[s]the first {C:attention}discarded[s]poker hand each round",
    rules: [rule("hand_discarded", { conditions: [condition("first_discarded_hand")], effects: [effect("level_up_hand", { hand_selection: "discarded", value: 1 })] })],
    checks: [
      // the first discard (three 7s and a 2) levels up Three of a Kind; the second (a Pair of 4s) nothing
      { name: "the first discard's hand goes up a level", steps: [{ discard: ["H_7", "S_7", "C_7", "D_2"] }, { discard: ["H_4", "S_4"] }], expect: { levels: { "Three of a Kind": 2, Pair: 1 } } },
    ],
  },
  {
    key: "j_bootstraps",
    description: "{C:mult}+2{} Mult for every[s]{C:money}$5{} you have",
    rules: [rule("hand_played", { effects: [effect("add_mult", { value: "GAMEVAR:money_per_5|2|0" })] })],
    checks: [
      // $23: 4 times $5, +8 Mult: 20 x (2 + 8)
      { name: "$23: +8 Mult", setup: { dollars: 23 }, steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 10, score: 200 } },
      // $4: no Mult
      { name: "$4: no Mult", setup: { dollars: 4 }, steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 2, score: 40 } },
    ],
  },
  {
    key: "j_caino",
    description: "This Joker gains {X:mult,C:white} X1 {} Mult[s]when a {C:attention}face{} card[s]is destroyed[s]{C:inactive}(Currently {X:mult,C:white} X#1# {C:inactive} Mult)",
    variables: [variable("xmult", "number", 1)],
    rules: [
      rule("card_destroyed", { effects: [effect("count_destroyed_cards", { variable_name: "xmult", which: "face", value: 1 })], blueprint: false }),
      rule("hand_played", { effects: [effect("apply_x_mult", { value: "xmult" })] }),
    ],
    checks: [
      // two Glass Kings and a Glass 5 break after scoring (chance forced): X1 + 2 = X3, then a Pair of 5s 20 x (2 x 3) = 120
      { name: "two face cards destroyed: X3", setup: { chance: "always" },
        steps: [{ play: [{ card: "H_K", enhancement: "m_glass" }, { card: "S_K", enhancement: "m_glass" }, { card: "C_5", enhancement: "m_glass" }] }, { play: ["H_5", "S_5"] }],
        expect: { chips: 20, mult: 6, score: 120, vars: { xmult: 3 } } },
      // Glass 5s break: no face card, still X1
      { name: "no face card destroyed: X1", setup: { chance: "always" },
        steps: [{ play: [{ card: "H_5", enhancement: "m_glass" }, { card: "S_5", enhancement: "m_glass" }] }, { play: ["H_5", "S_5"] }],
        expect: { chips: 20, mult: 2, score: 40, vars: { xmult: 1 } } },
    ],
  },
  {
    key: "j_triboulet",
    description: "Played {C:attention}Kings{} and[s]{C:attention}Queens{} each give[s]{X:mult,C:white} X2 {} Mult when scored",
    rules: [rule("card_scored", { conditions: [rank("K", { operator: "or" }), rank("Q")], effects: [effect("apply_x_mult", { value: 2 })] })],
    checks: [
      // Full House K K Q Q Q: (40 + 10 x 5) x 4, each of the 5 cards X2 -> 90 x (4 x 2^5)
      { name: "Full House of Queens and Kings", steps: [{ play: ["H_K", "S_K", "H_Q", "S_Q", "C_Q"] }], expect: { hand: "Full House", chips: 90, mult: 128, score: 11520 } },
      // Pair of Jacks: (10 + 10 + 10) x 2, no X
      { name: "Pair of Jacks: nothing", steps: [{ play: ["H_J", "S_J"] }], expect: { chips: 30, mult: 2, score: 60 } },
    ],
  },
  {
    key: "j_yorick",
    description: "This Joker gains[s]{X:mult,C:white} X1 {} Mult every {C:attention}23{C:inactive} [#2#]{}[s]cards discarded[s]{C:inactive}(Currently {X:mult,C:white} X#1# {C:inactive} Mult)",
    variables: [variable("xmult", "number", 1), variable("discards_left", "number", 23)],
    rules: [
      rule("card_discarded", { effects: [change("discards_left", "decrement", 1)], blueprint: false }),
      rule("card_discarded", { conditions: [atMost("discards_left", 0)], effects: [change("discards_left", "set", 23), change("xmult", "increment", 1)], blueprint: false }),
      rule("hand_played", { effects: [effect("apply_x_mult", { value: "xmult" })] }),
    ],
    checks: [
      // 5 discards of 5 cards: the 23rd card gives X2 and starts the count again, 2 more leave 21
      { name: "25 cards discarded, then a Pair of 5s: 20 x (2 x 2)", setup: { discards: 5 },
        steps: [
          { discard: ["H_2", "H_3", "H_4", "H_6", "H_7"] }, { discard: ["S_2", "S_3", "S_4", "S_6", "S_7"] }, { discard: ["C_2", "C_3", "C_4", "C_6", "C_7"] },
          { discard: ["D_2", "D_3", "D_4", "D_6", "D_7"] }, { discard: ["H_8", "S_8", "C_8", "D_8", "H_9"] }, { play: ["H_5", "S_5"] },
        ],
        expect: { chips: 20, mult: 4, score: 80, vars: { xmult: 2, discards_left: 21 } } },
      // 22 cards: still X1, one card to go
      { name: "22 cards discarded: still X1", setup: { discards: 5 },
        steps: [
          { discard: ["H_2", "H_3", "H_4", "H_6", "H_7"] }, { discard: ["S_2", "S_3", "S_4", "S_6", "S_7"] }, { discard: ["C_2", "C_3", "C_4", "C_6", "C_7"] },
          { discard: ["D_2", "D_3", "D_4", "D_6", "D_7"] }, { discard: ["H_8", "S_8"] }, { play: ["H_5", "S_5"] },
        ],
        expect: { chips: 20, mult: 2, score: 40, vars: { xmult: 1, discards_left: 1 } } },
    ],
  },
  {
    key: "j_chicot",
    description: "Disables effect of[s]every {C:attention}Boss Blind{}",
    rules: [rule("passive", { effects: [effect("disable_boss_blind")], blueprint: false })],
    checks: [
      { name: "The Hook starts disabled", steps: [{ selectBlind: "bl_hook" }], probes: { disabled: "G.GAME.blind.disabled == true" }, expect: { probes: { disabled: true } } },
    ],
  },
  {
    key: "j_perkeo",
    description: "Creates a {C:dark_edition}Negative{} copy of[s]{C:attention}1{} random {C:attention}consumable{}[s]card in your possession[s]at the end of the {C:attention}shop",
    rules: [rule("shop_exited", { effects: [effect("copy_consumable", { consumable_type: "any", is_negative: "negative" })] })],
    checks: [
      { name: "leaving the shop: a Negative copy of The Hermit", setup: { consumables: ["c_hermit"] }, steps: [{ shop: "exit" }], probes: OWNED_CONSUMABLES, expect: { probes: { owned: "c_hermit,c_hermit/e_negative" } } },
      // full slots do not matter: the copy is Negative
      { name: "full slots: still a Negative copy", setup: { consumables: ["c_pluto", "c_pluto"] }, steps: [{ shop: "exit" }], probes: OWNED_CONSUMABLES, expect: { probes: { owned: "c_pluto,c_pluto,c_pluto/e_negative" } } },
      { name: "no consumable: nothing", steps: [{ shop: "exit" }], expect: { consumables: [] } },
    ],
  },
];
