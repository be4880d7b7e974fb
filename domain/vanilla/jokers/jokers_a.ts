// Vanilla jokers 1 to 30 in the game's order: j_joker, j_greedy_joker, j_lusty_joker ... j_chaos.
import { build } from "../../catalog/scenario";
import type { VanillaBehaviour } from "../types";

const { rule, effect, condition, variable, chance } = build;

/** +3 Mult for each scored card of a suit (Greedy, Lusty, Wrathful, Gluttonous Joker). */
function suitJoker(key: string, suit: string, colour: string, word: string, other: string): VanillaBehaviour {
  const short = suit[0];
  const third = ["S", "C", "H", "D"].find((x) => x !== short && x !== other)!;
  return {
    key,
    description: `{C:mult}+3{} Mult for each scored {C:${colour}}${word}{}`,
    rules: [rule("card_scored", {
      conditions: [condition("card_suit", { suit_type: "specific", specific_suit: suit })],
      effects: [effect("add_mult", { value: 3 })],
    })],
    checks: [
      // a level-1 Pair of 5s, one of them of the suit: (10 + 5 + 5) chips x (2 + 3) Mult
      { name: `Pair of 5s with one ${word}`, steps: [{ play: [`${short}_5`, `${other}_5`] }], expect: { hand: "Pair", chips: 20, mult: 5, score: 100 } },
      // a level-1 Flush of the suit (2, 5, 7, 9, K): (35 + 2 + 5 + 7 + 9 + 10) x (4 + 5 x 3)
      { name: `Flush of ${word}s`, steps: [{ play: [`${short}_2`, `${short}_5`, `${short}_7`, `${short}_9`, `${short}_K`] }], expect: { hand: "Flush", chips: 68, mult: 19, score: 1292 } },
      // none of the suit: a level-1 Pair of 5s, (10 + 5 + 5) x 2
      { name: `no ${word}`, steps: [{ play: [`${other}_5`, `${third}_5`] }], expect: { hand: "Pair", chips: 20, mult: 2, score: 40 } },
      // a Wild Card is of every suit: (10 + 5 + 5) x (2 + 3)
      { name: `a Wild Card counts as a ${word}`, steps: [{ play: [{ card: `${other}_5`, enhancement: "m_wild" }, `${third}_5`] }], expect: { hand: "Pair", chips: 20, mult: 5, score: 100 } },
    ],
  };
}

/** A level-1 hand as played: its cards, its name, its chips and Mult before the joker. */
interface Played { play: string[]; hand: string; chips: number; mult: number }

/** A Mult or Chips bonus when the played hand contains a poker hand (Jolly ... Crafty Joker). */
function handJoker(key: string, hand: string, stat: "mult" | "chips", value: number, play: string[], base: { chips: number; mult: number }, miss: Played, bigger?: Played): VanillaBehaviour {
  const add = (h: Played) => ({ chips: stat === "chips" ? h.chips + value : h.chips, mult: stat === "mult" ? h.mult + value : h.mult });
  const chips = stat === "chips" ? base.chips + value : base.chips;
  const mult = stat === "mult" ? base.mult + value : base.mult;
  return {
    key,
    description: stat === "mult" ? `{C:mult}+${value}{} Mult if the hand contains a {C:attention}${hand}{}` : `{C:chips}+${value}{} Chips if the hand contains a {C:attention}${hand}{}`,
    rules: [rule("hand_played", {
      conditions: [condition("hand_type", { operator: "contains", value: hand })],
      effects: [effect(stat === "mult" ? "add_mult" : "add_chips", { value })],
    })],
    checks: [
      { name: `a level-1 ${hand}`, steps: [{ play }], expect: { hand, chips, mult, score: chips * mult } },
      { name: `a level-1 ${miss.hand} does not contain a ${hand}`, steps: [{ play: miss.play }], expect: { hand: miss.hand, chips: miss.chips, mult: miss.mult, score: miss.chips * miss.mult } },
      ...(bigger ? [{ name: `a level-1 ${bigger.hand} contains a ${hand}`, steps: [{ play: bigger.play }], expect: { hand: bigger.hand, ...add(bigger), score: add(bigger).chips * add(bigger).mult } }] : []),
    ],
  };
}

// Level-1 hands used by the checks (base chips and Mult plus the scored cards' chips):
// Pair of 5s (10 + 10) x 2; Three 5s (30 + 15) x 3; Two Pair 5s and 9s (20 + 28) x 2;
// Straight 5 to 9 (30 + 35) x 4; Flush of Hearts 2, 5, 7, 9, K (35 + 33) x 4; High Card 5 (5 + 5) x 1.
const PAIR = ["H_5", "S_5"];
const THREE = ["H_5", "S_5", "C_5"];
const TWO_PAIR = ["H_5", "S_5", "C_9", "D_9"];
const STRAIGHT = ["H_5", "S_6", "C_7", "D_8", "H_9"];
const FLUSH = ["H_2", "H_5", "H_7", "H_9", "H_K"];
const HIGH = { play: ["H_5"], hand: "High Card", chips: 10, mult: 1 };
/** How many jokers are owned, and how many of them are Greedy Jokers. */
const JOKERS = { count: "#G.jokers.cards", greedy: "#SMODS.find_card('j_greedy_joker')" };
const MISS_PAIR = { play: PAIR, hand: "Pair", chips: 20, mult: 2 };
// Full House of Kings and 4s (40 + 30 + 8) x 4, holding a Pair and a Three of a Kind;
// Straight Flush of Hearts 5 to 9 (100 + 35) x 8, holding a Straight and a Flush.
const FULL_HOUSE = { play: ["H_K", "S_K", "C_K", "D_4", "S_4"], hand: "Full House", chips: 78, mult: 4 };
const STRAIGHT_FLUSH = { play: ["H_5", "H_6", "H_7", "H_8", "H_9"], hand: "Straight Flush", chips: 135, mult: 8 };

export const jokers: VanillaBehaviour[] = [
  {
    key: "j_joker",
    description: "{C:mult}+4{} Mult",
    rules: [rule("hand_played", { effects: [effect("add_mult", { value: 4 })] })],
    checks: [
      // a level-1 Pair of 5s: (10 + 5 + 5) chips x (2 + 4) Mult
      { name: "Pair of 5s", steps: [{ play: ["H_5", "S_5"] }], expect: { hand: "Pair", chips: 20, mult: 6, score: 120 } },
    ],
  },
  suitJoker("j_greedy_joker", "Diamonds", "diamonds", "Diamond", "S"),
  suitJoker("j_lusty_joker", "Hearts", "hearts", "Heart", "S"),
  suitJoker("j_wrathful_joker", "Spades", "spades", "Spade", "H"),
  suitJoker("j_gluttenous_joker", "Clubs", "clubs", "Club", "S"),
  handJoker("j_jolly", "Pair", "mult", 8, PAIR, { chips: 20, mult: 2 }, HIGH, FULL_HOUSE),
  handJoker("j_zany", "Three of a Kind", "mult", 12, THREE, { chips: 45, mult: 3 }, MISS_PAIR, FULL_HOUSE),
  handJoker("j_mad", "Two Pair", "mult", 10, TWO_PAIR, { chips: 48, mult: 2 }, MISS_PAIR),
  handJoker("j_crazy", "Straight", "mult", 12, STRAIGHT, { chips: 65, mult: 4 }, MISS_PAIR, STRAIGHT_FLUSH),
  handJoker("j_droll", "Flush", "mult", 10, FLUSH, { chips: 68, mult: 4 }, MISS_PAIR, STRAIGHT_FLUSH),
  handJoker("j_sly", "Pair", "chips", 50, PAIR, { chips: 20, mult: 2 }, HIGH, FULL_HOUSE),
  handJoker("j_wily", "Three of a Kind", "chips", 100, THREE, { chips: 45, mult: 3 }, MISS_PAIR, FULL_HOUSE),
  handJoker("j_clever", "Two Pair", "chips", 80, TWO_PAIR, { chips: 48, mult: 2 }, MISS_PAIR),
  handJoker("j_devious", "Straight", "chips", 100, STRAIGHT, { chips: 65, mult: 4 }, MISS_PAIR, STRAIGHT_FLUSH),
  handJoker("j_crafty", "Flush", "chips", 80, FLUSH, { chips: 68, mult: 4 }, MISS_PAIR, STRAIGHT_FLUSH),
  {
    key: "j_half",
    description: "{C:mult}+20{} Mult if the hand has {C:attention}3{} or fewer cards",
    rules: [rule("hand_played", {
      conditions: [condition("hand_count", { card_scope: "all_played", operator: "less_equals", value: 3 })],
      effects: [effect("add_mult", { value: 20 })],
    })],
    checks: [
      // three cards played (a Pair of 5s and an unscored 9): (10 + 5 + 5) x (2 + 20)
      { name: "3 cards: Pair of 5s and a 9", steps: [{ play: ["H_5", "S_5", "C_9"] }], expect: { hand: "Pair", chips: 20, mult: 22, score: 440 } },
      // four cards played count, scored or not: (10 + 5 + 5) x 2
      { name: "4 cards: Pair of 5s, a 9 and a 2", steps: [{ play: ["H_5", "S_5", "C_9", "D_2"] }], expect: { hand: "Pair", chips: 20, mult: 2, score: 40 } },
    ],
  },
  {
    key: "j_stencil",
    description: "{X:mult,C:white} X1 {} Mult for each empty {C:attention}Joker{} slot\n{C:inactive}(each Stencil counts as empty)",
    variables: [variable("stencil_xmult", "number", 1), variable("stencil_copies", "number", 1)],
    rules: [rule("hand_played", {
      effects: [
        effect("modify_internal_variable", { variable_name: "stencil_copies", operation: "copies" }),
        effect("modify_internal_variable", { variable_name: "stencil_xmult", operation: "set", value: "GAMEVAR:free_joker_slots" }),
        effect("modify_internal_variable", { variable_name: "stencil_xmult", operation: "increment", value: "stencil_copies" }),
        effect("apply_x_mult", { value: "stencil_xmult" }),
      ],
    })],
    checks: [
      // alone in 5 slots: 4 empty + itself = X5; a level-1 Pair of 5s: 20 x (2 x 5)
      { name: "alone: X5", steps: [{ play: PAIR }], expect: { chips: 20, mult: 10, score: 200 } },
      // (Credit Card fills a slot and does nothing to a score)
      // with a Credit Card: 3 empty + itself = X4: 20 x (2 x 4)
      { name: "with another joker: X4", setup: { jokers: ["j_credit_card"] }, steps: [{ play: PAIR }], expect: { chips: 20, mult: 8, score: 160 } },
      // a Negative joker brings its own slot: 6 slots, 2 jokers, 4 empty + itself = X5
      { name: "with a Negative joker: X5", setup: { jokers: [{ key: "j_credit_card", edition: "e_negative" }] }, steps: [{ play: PAIR }], expect: { chips: 20, mult: 10, score: 200 } },
      // two Stencils: 3 empty + 2 Stencils = X5 each: 20 x (2 x 5 x 5)
      { name: "two Stencils: X5 each", setup: { lua: "G.jokers:emplace(Card(0, 0, 1, 1, nil, G.jokers.cards[1].config.center))" }, steps: [{ play: PAIR }], expect: { chips: 20, mult: 50, score: 1000 } },
      // five slots full (the Stencil and four Credit Cards): 0 empty + itself = X1: 20 x 2
      { name: "no empty slot: X1", setup: { jokers: ["j_credit_card", "j_credit_card", "j_credit_card", "j_credit_card"] }, steps: [{ play: PAIR }], expect: { chips: 20, mult: 2, score: 40 } },
    ],
  },
  {
    key: "j_four_fingers",
    description: "{C:attention}Flushes{} and {C:attention}Straights{} need only {C:attention}4{} cards",
    rules: [rule("passive", { blueprint: false, effects: [effect("reduce_flush_straight_requirements", { reduction_value: 1 })] })],
    checks: [
      // four Hearts and a King of Spades: a level-1 Flush of the four, (35 + 2 + 5 + 7 + 9) x 4
      { name: "four Hearts are a Flush", steps: [{ play: ["H_2", "H_5", "H_7", "H_9", "S_K"] }], expect: { hand: "Flush", chips: 58, mult: 4, score: 232 } },
      // 5-6-7-8 and a King: a level-1 Straight of the four, (30 + 5 + 6 + 7 + 8) x 4
      { name: "5-6-7-8 is a Straight", steps: [{ play: ["H_5", "S_6", "C_7", "D_8", "S_K"] }], expect: { hand: "Straight", chips: 56, mult: 4, score: 224 } },
      // three Hearts are still no Flush: a level-1 High Card King, (5 + 10) x 1
      { name: "three Hearts are not", steps: [{ play: ["H_2", "H_5", "H_7", "S_K"] }], expect: { hand: "High Card", chips: 15, mult: 1, score: 15 } },
    ],
  },
  {
    key: "j_mime",
    description: "{C:attention}Retrigger{} every card held in hand",
    rules: [
      rule("card_held_in_hand", { effects: [effect("retrigger_playing_card", { repetitions: 1 })] }),
      rule("card_held_in_hand_end_of_round", { effects: [effect("retrigger_playing_card", { repetitions: 1 })] }),
    ],
    checks: [
      // a held Steel King gives X1.5 twice: level-1 Pair of 5s, 20 x (2 x 1.5 x 1.5)
      { name: "a held Steel King", steps: [{ play: PAIR, held: [{ card: "S_K", enhancement: "m_steel" }] }], expect: { chips: 20, mult: 4.5, score: 90 } },
      // a Gold Card held at the end of the round pays $3 twice
      { name: "a held Gold Card at the end of the round", setup: { dollars: 0, hand: [{ card: "S_K", enhancement: "m_gold" }] }, steps: [{ endRound: true }], expect: { dollars: 6 } },
      // a plain held card does nothing, retriggered or not: 20 x 2
      { name: "a plain held King", steps: [{ play: PAIR, held: ["S_K"] }], expect: { chips: 20, mult: 2, score: 40 } },
    ],
  },
  {
    key: "j_credit_card",
    description: "Go up to {C:red}-$20{} in debt",
    rules: [rule("passive", { blueprint: false, effects: [effect("allow_debt", { value: 20 })] })],
    checks: [
      { name: "owned: bankrupt at -$20", steps: [], probes: { bankrupt_at: "G.GAME.bankrupt_at" }, expect: { probes: { bankrupt_at: -20 } } },
      { name: "sold: no debt allowed", steps: [{ sell: "self" }], probes: { bankrupt_at: "G.GAME.bankrupt_at" }, expect: { probes: { bankrupt_at: 0 } } },
    ],
  },
  {
    key: "j_banner",
    description: "{C:chips}+30{} Chips for each remaining {C:attention}discard{}",
    rules: [rule("hand_played", { effects: [effect("add_chips", { value: "GAMEVAR:discards_remaining|30|0" })] })],
    checks: [
      // 3 discards left: level-1 Pair of 5s, (20 + 3 x 30) x 2
      { name: "3 discards left", setup: { discards: 3 }, steps: [{ play: PAIR }], expect: { chips: 110, mult: 2, score: 220 } },
      // no discard left: 20 x 2
      { name: "no discard left", setup: { discards: 0 }, steps: [{ play: PAIR }], expect: { chips: 20, mult: 2, score: 40 } },
    ],
  },
  {
    key: "j_mystic_summit",
    description: "{C:mult}+15{} Mult when {C:attention}0{} discards remain",
    rules: [rule("hand_played", {
      conditions: [condition("remaining_discards", { operator: "equals", value: 0 })],
      effects: [effect("add_mult", { value: 15 })],
    })],
    checks: [
      // no discard left: level-1 Pair of 5s, 20 x (2 + 15)
      { name: "no discard left", setup: { discards: 0 }, steps: [{ play: PAIR }], expect: { chips: 20, mult: 17, score: 340 } },
      // one discard left: 20 x 2
      { name: "one discard left", setup: { discards: 1 }, steps: [{ play: PAIR }], expect: { chips: 20, mult: 2, score: 40 } },
    ],
  },
  {
    key: "j_chaos",
    description: "{C:attention}1{} free {C:green}Reroll{} in each shop",
    rules: [rule("passive", { blueprint: false, effects: [effect("free_rerolls", { value: 1 })] })],
    checks: [
      // $10 in the shop: the first reroll is free, the second costs the base $5
      { name: "one free reroll, then $5", setup: { dollars: 10 }, steps: [{ shop: "enter" }, { shop: "reroll" }, { shop: "reroll" }], expect: { dollars: 5 } },
      // sold for $2 (half its $4 cost): $12, and the first reroll costs $5
      { name: "sold: rerolls cost $5", setup: { dollars: 10 }, steps: [{ sell: "self" }, { shop: "enter" }, { shop: "reroll" }], expect: { dollars: 7 } },
    ],
  },
  {
    key: "j_ceremonial",
    description: "When a {C:attention}Blind{} is selected, destroys the Joker to its right\nand gains {C:mult}+2{} Mult per {C:money}$1{} of its sell value\n{C:inactive}(Currently {C:mult}+#1#{C:inactive} Mult)",
    variables: [variable("dagger_mult", "number", 0)],
    rules: [
      rule("blind_selected", { blueprint: false, effects: [effect("destroy_joker", { selection_method: "position", position: "right", sell_value_multiplier: 2, variable_name: "dagger_mult" })] }),
      rule("hand_played", {
        conditions: [condition("internal_variable", { variable_name: "dagger_mult", operator: "greater_than", value: 0 })],
        effects: [effect("add_mult", { value: "dagger_mult" })],
      }),
    ],
    checks: [
      // Greedy Joker to its right (cost $5, sells for $2): +4 Mult; a level-1 Pair of 5s then scores 20 x (2 + 4)
      { name: "slices a Greedy Joker", setup: { jokers: ["j_greedy_joker"] }, steps: [{ selectBlind: true }, { play: PAIR }], probes: JOKERS, expect: { probes: { count: 1, greedy: 0 }, chips: 20, mult: 6, score: 120 } },
      // two blinds: Greedy Joker ($2) then Jolly Joker (cost $3, sells for $1): 2 x 2 + 2 x 1 = +6 Mult
      { name: "two blinds add up", setup: { jokers: ["j_greedy_joker", "j_jolly"] }, steps: [{ selectBlind: true }, { selectBlind: true }, { play: PAIR }], expect: { chips: 20, mult: 8, score: 160 } },
      // an Eternal joker to its right stays, and nothing is gained: 20 x 2
      { name: "an Eternal joker is spared", setup: { jokers: [{ key: "j_greedy_joker", stickers: ["eternal"] }] }, steps: [{ selectBlind: true }, { play: PAIR }], probes: JOKERS, expect: { probes: { count: 2, greedy: 1 }, chips: 20, mult: 2, score: 40 } },
      // a joker to its left is not touched
      { name: "the joker to its left stays", setup: { lua: "local d = G.jokers.cards[1]; G.jokers:remove_card(d); G.jokers:emplace(Card(0, 0, 1, 1, nil, G.P_CENTERS.j_greedy_joker)); G.jokers:emplace(d)" }, steps: [{ selectBlind: true }], probes: JOKERS, expect: { probes: { count: 2, greedy: 1 } } },
    ],
  },
  {
    key: "j_marble",
    description: "Adds a {C:attention}Stone{} card to the deck\nwhen a {C:attention}Blind{} is selected",
    rules: [rule("blind_selected", { effects: [effect("create_playing_card", { location: "deck", suit: "random", rank: "random", enhancement: "m_stone", seal: "none", edition: "none" })] })],
    checks: [
      // a 52-card deck gains one Stone card
      {
        name: "one Stone card joins the deck", steps: [{ selectBlind: true }],
        probes: { stones: "(function() local n = 0 for _, c in ipairs(G.playing_cards) do if c.config.center.key == 'm_stone' then n = n + 1 end end return n end)()", inDeck: "G.deck.cards[#G.deck.cards].config.center.key" },
        expect: { deckSize: 53, handCards: [], probes: { stones: 1, inDeck: "m_stone" } },
      },
      { name: "two blinds, two Stone cards", steps: [{ selectBlind: true }, { selectBlind: true }], expect: { deckSize: 54 } },
    ],
  },
  {
    key: "j_loyalty_card",
    description: "{X:mult,C:white} X4 {} Mult every {C:attention}6{} hands played\n{C:inactive}(#1# of 6 played)",
    variables: [variable("loyalty_hands", "number", 0)],
    rules: [
      // the count of hands since it was bought starts again after the 6th
      rule("before_hand_played", { blueprint: false, conditions: [condition("internal_variable", { variable_name: "loyalty_hands", operator: "greater_equals", value: 6 })], effects: [effect("modify_internal_variable", { variable_name: "loyalty_hands", operation: "set", value: 0 })] }),
      rule("before_hand_played", { blueprint: false, effects: [effect("modify_internal_variable", { variable_name: "loyalty_hands", operation: "increment", value: 1 })] }),
      rule("hand_played", {
        conditions: [condition("internal_variable", { variable_name: "loyalty_hands", operator: "equals", value: 6 })],
        effects: [effect("apply_x_mult", { value: 4 })],
      }),
    ],
    checks: [
      // the game: remaining = (5 - 1 - hands played since bought) mod 6, counted after each hand; X4 when it is 5, on the 6th hand
      { name: "the 5th hand: nothing", steps: Array(5).fill({ play: PAIR }), expect: { chips: 20, mult: 2, score: 40 } },
      // a level-1 Pair of 5s on the 6th hand: 20 x (2 x 4)
      { name: "the 6th hand: X4", steps: Array(6).fill({ play: PAIR }), expect: { chips: 20, mult: 8, score: 160 } },
      { name: "the 7th hand: nothing", steps: Array(7).fill({ play: PAIR }), expect: { chips: 20, mult: 2, score: 40 } },
      { name: "the 12th hand: X4 again", steps: Array(12).fill({ play: PAIR }), expect: { chips: 20, mult: 8, score: 160 } },
    ],
  },
  {
    key: "j_8_ball",
    description: "{C:green}#1# in #2#{} chance for each scored {C:attention}8{}\nto create a {C:tarot}Tarot{} card {C:inactive}(if there is room)",
    rules: [rule("card_scored", {
      conditions: [condition("card_rank", { rank_type: "specific", specific_rank: "8" })],
      chances: [chance(1, 4, [effect("create_consumable", { set: "Tarot", specific_card: "random" })])],
    })],
    checks: [
      // a Pair of 8s, both rolls won: two Tarot cards (two free consumable slots)
      { name: "Pair of 8s, rolls won", setup: { chance: "always" }, steps: [{ play: ["H_8", "S_8"] }], probes: { tarots: "#G.consumeables.cards", set: "G.consumeables.cards[1] and G.consumeables.cards[1].ability.set" }, expect: { probes: { tarots: 2, set: "Tarot" } } },
      { name: "Pair of 8s, rolls lost", setup: { chance: "never" }, steps: [{ play: ["H_8", "S_8"] }], expect: { consumables: [] } },
      // no 8 scored: nothing, even when every roll would win
      { name: "Pair of 9s", setup: { chance: "always" }, steps: [{ play: ["H_9", "S_9"] }], expect: { consumables: [] } },
      // the slots already full (two Planets): no Tarot
      { name: "no room", setup: { chance: "always", consumables: ["c_pluto", "c_pluto"] }, steps: [{ play: ["H_8", "S_8"] }], expect: { consumables: ["c_pluto", "c_pluto"] } },
    ],
  },
  {
    key: "j_misprint",
    description: "{C:mult}+0{} to {C:mult}+23{} Mult, at random",
    rules: [rule("hand_played", { effects: [effect("add_mult", { value: "RANGE:0|23" })] })],
    checks: [
      // the roll forced to its top: a level-1 Pair of 5s, 20 x (2 + 23)
      { name: "the highest roll: +23", setup: { lua: "local pr = pseudorandom; pseudorandom = function(seed, min, max) if min and max then return max end return pr(seed) end" }, steps: [{ play: PAIR }], expect: { chips: 20, mult: 25, score: 500 } },
      // the roll forced to its bottom: 20 x (2 + 0)
      { name: "the lowest roll: +0", setup: { lua: "local pr = pseudorandom; pseudorandom = function(seed, min, max) if min and max then return min end return pr(seed) end" }, steps: [{ play: PAIR }], expect: { chips: 20, mult: 2, score: 40 } },
    ],
  },
  {
    key: "j_dusk",
    description: "{C:attention}Retrigger{} every scored card\nin the {C:attention}final hand{} of the round",
    rules: [rule("card_scored", {
      conditions: [condition("remaining_hands", { operator: "equals", value: 0 })],
      effects: [effect("retrigger_playing_card", { repetitions: 1 })],
    })],
    checks: [
      // the last hand (1 left before playing): a level-1 Pair of 5s with each 5 scored twice, (10 + 5 + 5 + 5 + 5) x 2
      { name: "the final hand", setup: { hands: 1 }, steps: [{ play: PAIR }], expect: { chips: 30, mult: 2, score: 60 } },
      // 2 hands left before playing: 20 x 2
      { name: "not the final hand", setup: { hands: 2 }, steps: [{ play: PAIR }], expect: { chips: 20, mult: 2, score: 40 } },
    ],
  },
  {
    key: "j_raised_fist",
    description: "The lowest ranked card held in hand\ngives {C:mult}+2{} Mult per chip of its rank",
    variables: [variable("fist_mult", "number", 0)],
    rules: [rule("card_held_in_hand", {
      conditions: [condition("held_card_rank_extreme", { extreme: "lowest" })],
      effects: [
        effect("modify_internal_variable", { variable_name: "fist_mult", operation: "card_chips" }),
        effect("modify_internal_variable", { variable_name: "fist_mult", operation: "multiply", value: 2 }),
        effect("add_mult", { value: "fist_mult" }),
      ],
    })],
    checks: [
      // held 9, 3, King: the 3 gives 2 x 3 = +6; a level-1 Pair of 5s, 20 x (2 + 6)
      { name: "a held 3 is the lowest", steps: [{ play: PAIR, held: ["H_9", "S_3", "C_K"] }], expect: { chips: 20, mult: 8, score: 160 } },
      // two 3s held: only one of them gives +6 (the rightmost)
      { name: "two held 3s: +6 once", steps: [{ play: PAIR, held: ["S_3", "H_9", "D_3"] }], expect: { chips: 20, mult: 8, score: 160 } },
      // an Ace held alone: 2 x 11 = +22
      { name: "a held Ace", steps: [{ play: PAIR, held: ["S_A"] }], expect: { chips: 20, mult: 24, score: 480 } },
      // a Stone Card has no rank: the Queen is the lowest, 2 x 10 = +20
      { name: "a Stone Card is skipped", steps: [{ play: PAIR, held: [{ card: "S_2", enhancement: "m_stone" }, "H_Q"] }], expect: { chips: 20, mult: 22, score: 440 } },
      // a debuffed held 3 (as under The Club) is still the lowest and gives nothing; the 9 gives nothing either: 20 x 2
      { name: "the lowest card debuffed", setup: { hand: ["H_9", "C_3"], lua: "G.hand.cards[2]:set_debuff(true)" }, steps: [{ play: PAIR }], expect: { chips: 20, mult: 2, score: 40 } },
      // nothing held: 20 x 2
      { name: "nothing held", steps: [{ play: PAIR }], expect: { chips: 20, mult: 2, score: 40 } },
    ],
  },
];
