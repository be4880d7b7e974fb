// Vanilla jokers 121 to 150 in the game's order: j_ring_master, j_flower_pot, j_blueprint ... j_perkeo.
import { build } from "../../catalog/scenario";
import { PLUS_FOUR_JOKER } from "../../catalog/effects/probes";
import type { VanillaBehaviour, VanillaCheck } from "../types";

const { rule, effect, condition, variable } = build;
const change = (name: string, operation: string, value?: number) => effect("modify_internal_variable", { variable_name: name, operation, ...(value === undefined ? {} : { value }) });
const atMost = (name: string, value: number) => condition("internal_variable", { variable_name: name, operator: "less_equals", value });

const rank = (r: string, more: { operator?: "and" | "or" } = {}) => condition("card_rank", { rank_type: "specific", specific_rank: r }, more);
/** Set-up Lua: the +4 Mult probe joker moved to the first slot, before the subject. */
const PLUS_FOUR_FIRST = `${PLUS_FOUR_JOKER}
G.jokers:remove_card(c); table.insert(G.jokers.cards, 1, c); c.area = G.jokers`;

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
  // level-1 hands: Pair 10/2, Two Pair 20/2, Three of a Kind 30/3, Straight 30/4, Flush 35/4, Full House 40/4, Four of a Kind 60/7
  // The Duo: a Full House of Ks and 4s contains a Pair: (40 + 3x10 + 2x4) x 4 = 78 x 4, X2; a High Card 5: (5 + 5) x 1
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
];
