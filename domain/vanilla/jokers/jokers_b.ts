// Vanilla jokers 31 to 60 in the game's order: j_fibonacci, j_steel_joker, j_scary_face ... j_todo_list.
// Hand arithmetic in the checks uses the game's level-1 hands: High Card 5 x 1, Pair 10 x 2,
// Two Pair 20 x 2, Three of a Kind 30 x 3, Straight 30 x 4, Flush 35 x 4 (Pair levels +15 chips +1 Mult).
import { build } from "../../catalog/scenario";
import type { VanillaBehaviour } from "../types";

const { rule, effect, condition, group, chance, variable } = build;

/** A level-1 Pair of 5s: (10 + 5 + 5) chips x 2 Mult = 40 before any joker. */
const PAIR_5 = { play: ["H_5", "S_5"] };
/** The rank condition of a scored card. */
const rank = (r: string) => condition("card_rank", { rank_type: "specific", specific_rank: r });
/** The scored card is of any of these ranks (conditions joined by "or"). */
const anyRank = (ranks: string[]) => group(ranks.map((r) => condition("card_rank", { rank_type: "specific", specific_rank: r }, { operator: "or" })));
const rankGroup = (g: string) => condition("card_rank", { rank_type: "group", rank_group: g });
/** The subject joker in the harness (the first joker; checks put it first). */
const SELF = "G.jokers.cards[1]";
/** Every poker hand at level 1 (a fresh run). */
const LEVELS_1: Record<string, number> = Object.fromEntries(["High Card", "Pair", "Two Pair", "Three of a Kind", "Straight", "Flush", "Full House",
  "Four of a Kind", "Straight Flush", "Five of a Kind", "Flush House", "Flush Five"].map((h) => [h, 1]));

export const jokers: VanillaBehaviour[] = [
  {
    key: "j_fibonacci",
    description: "Scored {C:attention}A{}, {C:attention}2{}, {C:attention}3{}, {C:attention}5{} and {C:attention}8{}[s]each give {C:mult}+8{} Mult",
    rules: [rule("card_scored", { groups: [anyRank(["A", "2", "3", "5", "8"])], effects: [effect("add_mult", { value: 8 })] })],
    checks: [
      // Pair of Aces: (10 + 11 + 11) x (2 + 8 + 8) = 32 x 18
      { name: "Pair of Aces", steps: [{ play: ["H_A", "S_A"] }], expect: { hand: "Pair", chips: 32, mult: 18, score: 576 } },
      // Straight A-2-3-4-5: the Ace, 2, 3 and 5 give +8 each, the 4 nothing: (30 + 11+2+3+4+5) x (4 + 32) = 55 x 36
      { name: "Straight Ace to 5", steps: [{ play: ["H_A", "S_2", "C_3", "D_4", "H_5"] }], expect: { hand: "Straight", chips: 55, mult: 36, score: 1980 } },
      // Pair of 4s: no Fibonacci rank, (10 + 4 + 4) x 2
      { name: "Pair of 4s (none)", steps: [{ play: ["H_4", "S_4"] }], expect: { chips: 18, mult: 2, score: 36 } },
    ],
  },
  {
    key: "j_steel_joker",
    description: "{X:mult,C:white} X0.2 {} Mult per {C:attention}Steel Card{}[s]in the full deck[s]{C:inactive}(Now {X:mult,C:white} X#1# {C:inactive} Mult)",
    rules: [rule("hand_played", { effects: [effect("apply_x_mult", { value: "GAMEVAR:steel_cards_in_deck|0.2|1" })] })],
    checks: [
      // a deck of 3 cards, 2 of them Steel: X(1 + 2 x 0.2) = X1.4 on the Pair of 5s: 20 x (2 x 1.4)
      {
        name: "two Steel Cards in the deck", setup: { deck: [{ card: "S_K", enhancement: "m_steel" }, { card: "H_Q", enhancement: "m_steel" }, "C_2"] },
        steps: [PAIR_5], expect: { chips: 20, mult: 2.8, score: 56 },
      },
      // no Steel Card: X1, the Pair scores 40
      { name: "no Steel Card", steps: [PAIR_5], expect: { chips: 20, mult: 2, score: 40 } },
    ],
  },
  {
    key: "j_scary_face",
    description: "Scored {C:attention}face{} cards[s]each give {C:chips}+30{} Chips",
    rules: [rule("card_scored", { conditions: [rankGroup("face")], effects: [effect("add_chips", { value: 30 })] })],
    checks: [
      // Pair of Kings: (10 + 10 + 30 + 10 + 30) x 2
      { name: "Pair of Kings", steps: [{ play: ["H_K", "S_K"] }], expect: { chips: 90, mult: 2, score: 180 } },
      { name: "Pair of 5s (no face)", steps: [PAIR_5], expect: { chips: 20, score: 40 } },
    ],
  },
  {
    key: "j_abstract",
    description: "{C:mult}+3{} Mult per {C:attention}Joker{} owned[s]{C:inactive}(Now {C:mult}+#1#{C:inactive} Mult)",
    rules: [rule("hand_played", { effects: [effect("add_mult", { value: "GAMEVAR:joker_count|3|0" })] })],
    checks: [
      // itself, Greedy Joker and Lusty Joker (neither acts on black 5s): +9 Mult, 20 x (2 + 9)
      { name: "three jokers", setup: { jokers: ["j_greedy_joker", "j_lusty_joker"] }, steps: [{ play: ["S_5", "C_5"] }], expect: { chips: 20, mult: 11, score: 220 } },
      // alone: +3 Mult, 20 x 5
      { name: "alone", steps: [PAIR_5], expect: { mult: 5, score: 100 } },
    ],
  },
  {
    key: "j_delayed_grat",
    description: "{C:money}$2{} per discard left at[s]end of round if[s]none were used",
    rules: [rule("round_end", {
      blueprint: false,
      conditions: [condition("generic_compare", { value1: "GAMEVAR:discards_used_this_round", operator: "equals", value2: 0 })],
      effects: [effect("blind_reward", { value: "GAMEVAR:discards_remaining|2|0" })],
    })],
    checks: [
      // 3 discards left, none used: $2 x 3 at the cash-out
      { name: "no discard used", setup: { dollars: 0 }, steps: [{ selectBlind: true }, { endRound: true }], expect: { dollars: 6 } },
      // one discard used: nothing
      { name: "one discard used", setup: { dollars: 0 }, steps: [{ selectBlind: true }, { discard: ["H_2"] }, { endRound: true }], expect: { dollars: 0, discardsLeft: 2 } },
    ],
  },
  {
    key: "j_hack",
    description: "Scored {C:attention}2{}s, {C:attention}3{}s, {C:attention}4{}s[s]and {C:attention}5{}s trigger twice",
    rules: [rule("card_scored", { groups: [anyRank(["2", "3", "4", "5"])], effects: [effect("retrigger_playing_card", { repetitions: 1 })] })],
    checks: [
      // Pair of 5s, each 5 scores twice: (10 + 5x2 + 5x2) x 2
      { name: "Pair of 5s", steps: [PAIR_5], expect: { chips: 30, mult: 2, score: 60 } },
      // Pair of 6s: no retrigger, (10 + 6 + 6) x 2
      { name: "Pair of 6s (none)", steps: [{ play: ["H_6", "S_6"] }], expect: { chips: 22, score: 44 } },
    ],
  },
  {
    key: "j_pareidolia",
    description: "Every card counts[s]as a {C:attention}face{} card",
    rules: [rule("passive", { blueprint: false, effects: [effect("combine_ranks", { source_rank_type: "all", target_rank: "face_cards" })] })],
    checks: [
      // a 5 held in hand is a face card while Pareidolia is owned
      { name: "a 5 is a face card", setup: { hand: ["H_5"] }, steps: [], probes: { face: "G.hand.cards[1]:is_face() == true" }, expect: { probes: { face: true } } },
      // a Stone Card, which has no rank, is a face card too under Pareidolia
      {
        name: "a Stone Card is a face card", setup: { hand: [{ card: "H_5", enhancement: "m_stone" }] }, steps: [],
        probes: { face: "G.hand.cards[1]:is_face() == true" }, expect: { probes: { face: true } },
      },
      // sold, the 5 is no face card any more
      { name: "sold: the 5 is no face card", setup: { hand: ["H_5"] }, steps: [{ sell: "self" }], probes: { face: "G.hand.cards[1]:is_face() == true" }, expect: { probes: { face: false } } },
    ],
  },
  {
    key: "j_gros_michel",
    // once it has gone extinct it no longer appears (the game's no_pool_flag)
    fields: { appearFlags: "not gros_michel_extinct" },
    description: "{C:mult}+15{} Mult[s]{C:green}#1# in 6{} chance to be[s]destroyed at end of round",
    rules: [
      rule("hand_played", { effects: [effect("add_mult", { value: 15 })] }),
      rule("round_end", { blueprint: false, chances: [chance(1, 6, [effect("destroy_joker", { selection_method: "self" }), effect("emit_flag", { flag_name: "gros_michel_extinct", change: "true" })])] }),
    ],
    checks: [
      // Pair of 5s: 20 x (2 + 15)
      { name: "Pair of 5s", steps: [PAIR_5], expect: { chips: 20, mult: 17, score: 340 } },
      { name: "end of round, the 1 in 6 hits: destroyed", setup: { chance: "always" }, steps: [{ endRound: true }], probes: { jokers: "#G.jokers.cards" }, expect: { probes: { jokers: 0 }, flags: { sc_gros_michel_extinct: true } } },
      // extinct, it no longer appears in the shop; before that it does
      {
        name: "extinct: no longer in the pool", setup: { chance: "always", lua: `gros_center = ${SELF}.config.center` }, steps: [{ endRound: true }],
        probes: { pool: "gros_center:in_pool({}) == true" }, expect: { probes: { pool: false } },
      },
      { name: "not extinct: in the pool", setup: { lua: `gros_center = ${SELF}.config.center` }, steps: [], probes: { pool: "gros_center:in_pool({}) == true" }, expect: { probes: { pool: true } } },
      { name: "end of round, the 1 in 6 misses: kept", setup: { chance: "never" }, steps: [{ endRound: true }], probes: { jokers: "#G.jokers.cards" }, expect: { probes: { jokers: 1 } } },
    ],
  },
  {
    key: "j_even_steven",
    description: "Scored {C:attention}even{} ranks[s]each give {C:mult}+4{} Mult[s]{C:inactive}(2, 4, 6, 8, 10)",
    rules: [rule("card_scored", { conditions: [rankGroup("even")], effects: [effect("add_mult", { value: 4 })] })],
    checks: [
      // Pair of 8s: (10 + 8 + 8) x (2 + 4 + 4)
      { name: "Pair of 8s", steps: [{ play: ["H_8", "S_8"] }], expect: { chips: 26, mult: 10, score: 260 } },
      // Stone Cards have no rank, so are not even: Pair of 8s with two Stone Cards, (10 + 8 + 8 + 50 + 50) x (2 + 4 + 4)
      {
        name: "Pair of 8s with two Stone Cards", steps: [{ play: ["H_8", "S_8", { card: "D_2", enhancement: "m_stone" }, { card: "C_4", enhancement: "m_stone" }] }],
        expect: { hand: "Pair", chips: 126, mult: 10, score: 1260 },
      },
      // a King is no even rank: Pair of Kings (10 + 10 + 10) x 2
      { name: "Pair of Kings (none)", steps: [{ play: ["H_K", "S_K"] }], expect: { mult: 2, score: 60 } },
    ],
  },
  {
    key: "j_odd_todd",
    description: "Scored {C:attention}odd{} ranks[s]each give {C:chips}+31{} Chips[s]{C:inactive}(3, 5, 7, 9, A)",
    rules: [rule("card_scored", { conditions: [rankGroup("odd")], effects: [effect("add_chips", { value: 31 })] })],
    checks: [
      // Pair of Aces: (10 + 11 + 31 + 11 + 31) x 2
      { name: "Pair of Aces", steps: [{ play: ["H_A", "S_A"] }], expect: { chips: 94, mult: 2, score: 188 } },
      // Stone Cards have no rank, so are not odd: Pair of Aces with two Stone Cards, (10 + 11 + 31 + 11 + 31 + 50 + 50) x 2
      {
        name: "Pair of Aces with two Stone Cards", steps: [{ play: ["H_A", "S_A", { card: "D_3", enhancement: "m_stone" }, { card: "C_5", enhancement: "m_stone" }] }],
        expect: { hand: "Pair", chips: 194, mult: 2, score: 388 },
      },
      // Pair of 8s: (10 + 8 + 8) x 2
      { name: "Pair of 8s (none)", steps: [{ play: ["H_8", "S_8"] }], expect: { chips: 26, score: 52 } },
    ],
  },
  {
    key: "j_scholar",
    description: "Scored {C:attention}Aces{} each give[s]{C:chips}+20{} Chips and {C:mult}+4{} Mult",
    rules: [rule("card_scored", { conditions: [rank("A")], effects: [effect("add_chips", { value: 20 }), effect("add_mult", { value: 4 })] })],
    checks: [
      // Pair of Aces: (10 + 11 + 20 + 11 + 20) x (2 + 4 + 4)
      { name: "Pair of Aces", steps: [{ play: ["H_A", "S_A"] }], expect: { chips: 72, mult: 10, score: 720 } },
      { name: "Pair of 5s (none)", steps: [PAIR_5], expect: { chips: 20, mult: 2, score: 40 } },
    ],
  },
  {
    key: "j_business",
    description: "Scored {C:attention}face{} cards: each has[s]a {C:green}#1# in 2{} chance of {C:money}$2{}",
    rules: [rule("card_scored", { conditions: [rankGroup("face")], chances: [chance(1, 2, [effect("set_dollars", { operation: "add", value: 2 })])] })],
    checks: [
      // two Kings score, each pays $2
      { name: "Pair of Kings, the chance hits", setup: { dollars: 0, chance: "always" }, steps: [{ play: ["H_K", "S_K"] }], expect: { dollars: 4 } },
      { name: "Pair of Kings, the chance misses", setup: { dollars: 0, chance: "never" }, steps: [{ play: ["H_K", "S_K"] }], expect: { dollars: 0 } },
      { name: "Pair of 5s (no face)", setup: { dollars: 0, chance: "always" }, steps: [PAIR_5], expect: { dollars: 0 } },
    ],
  },
  {
    key: "j_supernova",
    description: "{C:mult}+1{} Mult per time the played[s]{C:attention}poker hand{} was played this run",
    rules: [rule("hand_played", { effects: [effect("add_mult", { value: "GAMEVAR:current_hand_played_count" })] })],
    checks: [
      // the first Pair of the run: +1 Mult, 20 x 3
      { name: "first Pair", steps: [PAIR_5], expect: { mult: 3, score: 60 } },
      // the third Pair of the run: +3 Mult, 20 x 5
      { name: "third Pair", steps: [PAIR_5, PAIR_5, PAIR_5], expect: { mult: 5, score: 100 } },
    ],
  },
  {
    key: "j_ride_the_bus",
    description: "{C:mult}+1{} Mult per hand in a row[s]with no scoring {C:attention}face{} card,[s]back to 0 when one scores[s]{C:inactive}(Now {C:mult}+#1#{C:inactive} Mult)",
    variables: [variable("mult", "number", 0)],
    rules: [
      rule("before_hand_played", {
        blueprint: false,
        conditions: [condition("rank_count", { card_scope: "scoring", rank_type: "group", rank_group: "face", quantifier: "at_least", count: 1 })],
        effects: [effect("modify_internal_variable", { variable_name: "mult", operation: "set", value: 0 })],
      }),
      rule("before_hand_played", {
        blueprint: false,
        conditions: [condition("rank_count", { card_scope: "scoring", rank_type: "group", rank_group: "face", quantifier: "none" })],
        effects: [effect("modify_internal_variable", { variable_name: "mult", operation: "increment", value: 1 })],
      }),
      rule("hand_played", { effects: [effect("add_mult", { value: "mult" })] }),
    ],
    checks: [
      // the third hand in a row without a face card: +3 Mult, 20 x 5
      { name: "three hands without a face card", steps: [PAIR_5, PAIR_5, PAIR_5], expect: { mult: 5, score: 100, vars: { mult: 3 } } },
      // a scoring King resets it before the joker scores: Pair of Kings (10 + 10 + 10) x 2
      { name: "then a face card scores", steps: [PAIR_5, PAIR_5, { play: ["H_K", "S_K"] }], expect: { mult: 2, score: 60, vars: { mult: 0 } } },
      // a King played but not scoring does not reset it: Pair of 5s with a King kicker, +2 Mult on the 2nd hand
      { name: "an unscored King does not reset", steps: [PAIR_5, { play: ["H_5", "S_5", "D_K"] }], expect: { hand: "Pair", mult: 4, score: 80 } },
    ],
  },
  {
    key: "j_space",
    description: "{C:green}#1# in 4{} chance to level up[s]the played {C:attention}poker hand{}",
    rules: [rule("before_hand_played", { chances: [chance(1, 4, [effect("level_up_hand", { hand_selection: "current", value: 1 })])] })],
    checks: [
      // the Pair is raised to level 2 before scoring: (25 + 5 + 5) x 3
      { name: "the chance hits", setup: { chance: "always" }, steps: [PAIR_5], expect: { chips: 35, mult: 3, score: 105, levels: { ...LEVELS_1, Pair: 2 } } },
      { name: "the chance misses", setup: { chance: "never" }, steps: [PAIR_5], expect: { chips: 20, mult: 2, score: 40, levels: LEVELS_1 } },
    ],
  },
  {
    key: "j_egg",
    description: "Sell value rises by[s]{C:money}$3{} each end of round",
    rules: [rule("round_end", { blueprint: false, effects: [effect("set_sell_value", { target: "specific", specific_target: "self", operation: "add", value: 3 })] })],
    checks: [
      // cost $4 sells for $2; two rounds add $3 each: $8
      { name: "two rounds", steps: [{ endRound: true }, { endRound: true }], probes: { sell: `${SELF}.sell_cost` }, expect: { probes: { sell: 8 } } },
      { name: "no round yet", steps: [], probes: { sell: `${SELF}.sell_cost` }, expect: { probes: { sell: 2 } } },
    ],
  },
  {
    key: "j_burglar",
    description: "On selecting a {C:attention}Blind{}:[s]{C:blue}+3{} Hands, no discards",
    rules: [rule("blind_selected", { effects: [
      effect("edit_hands", { operation: "add", duration: "round", value: 3 }),
      effect("edit_discards", { operation: "set", duration: "round", value: 0 }),
    ] })],
    checks: [
      // 4 hands + 3 this round, 3 discards lost; the next round starts from 4 and 3 again
      { name: "Small Blind selected", steps: [{ selectBlind: true }], expect: { handsLeft: 7, discardsLeft: 0, hands: 4, discards: 3 } },
    ],
  },
  {
    key: "j_blackboard",
    description: "{X:mult,C:white} X3 {} Mult when every[s]held card is a[s]{C:spades}Spade{} or a {C:clubs}Club{}",
    rules: [rule("hand_played", {
      conditions: [condition("suit_count", { card_scope: "held", suit_type: "group", suit_group: "black", quantifier: "exactly", count: "GAMEVAR:cards_in_hand" })],
      effects: [effect("apply_x_mult", { value: 3 })],
    })],
    checks: [
      // held: King of Spades, 2 of Clubs: 20 x (2 x 3)
      { name: "Spades and Clubs held", steps: [{ play: ["H_5", "D_5"], held: ["S_K", "C_2"] }], expect: { chips: 20, mult: 6, score: 120 } },
      // a Heart held: no X3
      { name: "a Heart held", steps: [{ play: ["H_5", "D_5"], held: ["S_K", "H_2"] }], expect: { mult: 2, score: 40 } },
      // a Wild Card held counts as a Club
      { name: "a Wild Card held", steps: [{ play: ["H_5", "D_5"], held: ["S_K", { card: "H_2", enhancement: "m_wild" }] }], expect: { mult: 6, score: 120 } },
      // a debuffed Club held still counts (the game reads held suits through debuffs)
      { name: "a debuffed Club held", setup: { hand: ["C_2"], lua: "G.hand.cards[1].debuff = true" }, steps: [{ play: ["H_5", "D_5"] }], expect: { mult: 6, score: 120 } },
      // nothing held: no card breaks the rule, X3
      { name: "nothing held", steps: [{ play: ["H_5", "D_5"] }], expect: { mult: 6, score: 120 } },
      // a Stone Card held has no suit: no X3 (its +50 chips are not held chips)
      { name: "a Stone Card held", steps: [{ play: ["H_5", "D_5"], held: ["S_K", { card: "H_2", enhancement: "m_stone" }] }], expect: { mult: 2, score: 40 } },
    ],
  },
  {
    key: "j_runner",
    description: "{C:chips}+15{} Chips for good each[s]time a hand with a[s]{C:attention}Straight{} is played[s]{C:inactive}(Now {C:chips}+#1#{C:inactive} Chips)",
    variables: [variable("chips", "number", 0)],
    rules: [
      rule("before_hand_played", { blueprint: false, conditions: [condition("hand_type", { operator: "contains", value: "Straight" })], effects: [effect("modify_internal_variable", { variable_name: "chips", operation: "increment", value: 15 })] }),
      rule("hand_played", { effects: [effect("add_chips", { value: "chips" })] }),
    ],
    checks: [
      // Straight 2 to 6 gains first: (30 + 2+3+4+5+6 + 15) x 4
      { name: "a Straight", steps: [{ play: ["H_2", "S_3", "C_4", "D_5", "H_6"] }], expect: { hand: "Straight", chips: 65, mult: 4, score: 260 } },
      // then a Pair: + 15 chips kept, (20 + 15) x 2
      { name: "a Straight then a Pair", steps: [{ play: ["H_2", "S_3", "C_4", "D_5", "H_6"] }, PAIR_5], expect: { chips: 35, mult: 2, score: 70, vars: { chips: 15 } } },
      { name: "a Pair only", steps: [PAIR_5], expect: { chips: 20, score: 40, vars: { chips: 0 } } },
    ],
  },
  {
    key: "j_ice_cream",
    description: "{C:chips}+#1#{} Chips, {C:chips}5{} fewer[s]after each hand played;[s]melts at 0",
    variables: [variable("chips", "number", 100)],
    rules: [
      rule("hand_played", { effects: [effect("add_chips", { value: "chips" })] }),
      rule("after_hand_played", { blueprint: false, conditions: [condition("internal_variable", { variable_name: "chips", operator: "less_equals", value: 5 })], effects: [effect("destroy_joker", { selection_method: "self" })] }),
      rule("after_hand_played", { blueprint: false, conditions: [condition("internal_variable", { variable_name: "chips", operator: "greater_than", value: 5 })], effects: [effect("modify_internal_variable", { variable_name: "chips", operation: "decrement", value: 5 })] }),
    ],
    checks: [
      // first hand +100, second +95: (20 + 95) x 2
      { name: "two hands", steps: [PAIR_5, PAIR_5], expect: { chips: 115, mult: 2, score: 230, vars: { chips: 90 } } },
      // at +5 Chips it scores once more, then melts: (20 + 5) x 2
      { name: "the last 5 Chips", setup: { lua: `${SELF}.ability.extra.chips = 5` }, steps: [PAIR_5], expect: { chips: 25, score: 50, jokers: [] } },
    ],
  },
  {
    key: "j_dna",
    description: "First hand of the round is[s]a single card: a permanent[s]copy joins the deck and the {C:attention}hand{}",
    rules: [rule("before_hand_played", {
      conditions: [condition("first_played_hand"), condition("hand_count", { card_scope: "all_played", operator: "equals", value: 1 })],
      effects: [effect("create_copy_played_card", { card_index: "any", card_rank: "any", card_suit: "any", add_to: "hand" })],
    })],
    checks: [
      // a lone 5 of Hearts played first: a copy joins the deck and the hand
      { name: "a single card first", steps: [{ selectBlind: true }, { play: [{ card: "H_5", seal: "Red" }] }], expect: { handCards: ["H_5+Red"], deckSize: 54 } },
      // a Pair first: nothing
      { name: "two cards first", steps: [{ selectBlind: true }, PAIR_5], expect: { handCards: [], deckSize: 54 } },
      // a lone card as the second hand: nothing
      { name: "a single card second", steps: [{ selectBlind: true }, PAIR_5, { play: ["H_9"] }], expect: { handCards: [], deckSize: 55 } },
    ],
  },
  {
    key: "j_splash",
    description: "Every {C:attention}played{} card scores",
    rules: [rule("passive", { blueprint: false, effects: [effect("splash_effect")] })],
    checks: [
      // Pair of 5s with a 9 and a King: all score, (10 + 5 + 5 + 9 + 10) x 2
      { name: "Pair of 5s with two kickers", steps: [{ play: ["H_5", "S_5", "D_9", "C_K"] }], expect: { hand: "Pair", chips: 39, mult: 2, score: 78 } },
    ],
  },
  {
    key: "j_blue_joker",
    description: "{C:chips}+2{} Chips per card[s]left in the {C:attention}deck{}[s]{C:inactive}(Now {C:chips}+#1#{C:inactive} Chips)",
    rules: [rule("hand_played", { effects: [effect("add_chips", { value: "GAMEVAR:cards_in_deck|2|0" })] })],
    checks: [
      // the full 52-card deck: +104 Chips, (20 + 104) x 2
      { name: "52 cards in deck", steps: [PAIR_5], expect: { chips: 124, mult: 2, score: 248 } },
      // a deck of 3 cards: +6, (20 + 6) x 2
      { name: "3 cards in deck", setup: { deck: ["S_2", "S_3", "S_4"] }, steps: [PAIR_5], expect: { chips: 26, score: 52 } },
    ],
  },
  {
    key: "j_sixth_sense",
    description: "First hand of the round is[s]a lone {C:attention}6{}: it is destroyed[s]for a {C:spectral}Spectral{} card[s]{C:inactive}(if there is room)",
    // the game decides it once, in its destroying_card step (after the jokers scored): the 6 is
    // destroyed there, and the Spectral is made once per hand (not once per retrigger of the 6)
    rules: [
      rule("card_scored", {
        blueprint: false,
        conditions: [condition("first_played_hand"), condition("hand_count", { card_scope: "all_played", operator: "equals", value: 1 }), rank("6")],
        effects: [effect("destroy_playing_card")],
      }),
      rule("after_hand_played", {
        blueprint: false,
        conditions: [
          condition("first_played_hand"), condition("hand_count", { card_scope: "all_played", operator: "equals", value: 1 }),
          condition("rank_count", { card_scope: "all_played", rank_type: "specific", specific_rank: "6", quantifier: "exactly", count: 1 }),
        ],
        effects: [effect("create_consumable", { set: "Spectral", specific_card: "random", count: 1 })],
      }),
    ],
    checks: [
      { name: "a single 6 first", steps: [{ selectBlind: true }, { play: ["H_6"] }], probes: { spectrals: "#G.consumeables.cards == 1 and G.consumeables.cards[1].ability.set == 'Spectral'" }, expect: { destroyed: 1, probes: { spectrals: true } } },
      // a Red Seal 6 scores twice but is destroyed once, with one Spectral
      { name: "a single Red Seal 6 first", steps: [{ selectBlind: true }, { play: [{ card: "H_6", seal: "Red" }] }], probes: { spectrals: "#G.consumeables.cards" }, expect: { destroyed: 1, probes: { spectrals: 1 } } },
      { name: "a single 6 first, no room", setup: { consumables: ["c_fool", "c_magician"] }, steps: [{ selectBlind: true }, { play: ["H_6"] }], expect: { destroyed: 1, consumables: ["c_fool", "c_magician"] } },
      { name: "a Pair of 6s first", steps: [{ selectBlind: true }, { play: ["H_6", "S_6"] }], expect: { destroyed: 0, consumables: [] } },
      { name: "a single 6 second", steps: [{ selectBlind: true }, PAIR_5, { play: ["H_6"] }], expect: { destroyed: 0, consumables: [] } },
    ],
  },
  {
    key: "j_constellation",
    description: "{X:mult,C:white} X0.1 {} Mult more for[s]each {C:planet}Planet{} card used[s]{C:inactive}(Now {X:mult,C:white} X#1# {C:inactive} Mult)",
    variables: [variable("xmult", "number", 1)],
    rules: [
      rule("consumable_used", { blueprint: false, conditions: [condition("consumable_type", { consumable_type: "Planet" })], effects: [effect("modify_internal_variable", { variable_name: "xmult", operation: "increment", value: 0.1 })] }),
      rule("hand_played", { effects: [effect("apply_x_mult", { value: "xmult" })] }),
    ],
    checks: [
      // two Plutos (High Card) and a Tarot: X1.2 on the Pair of 5s, 20 x 2.4
      { name: "two Planets and a Tarot used", steps: [{ useConsumable: "c_pluto" }, { useConsumable: "c_pluto" }, { useConsumable: "c_fool" }, PAIR_5], expect: { chips: 20, mult: 2.4, score: 48 } },
    ],
  },
  {
    key: "j_hiker",
    description: "Each scored card keeps[s]{C:chips}+5{} Chips for good",
    rules: [rule("card_scored", { effects: [effect("permanent_bonus", { bonus_type: "perma_bonus", value: 5 })] })],
    checks: [
      // a Red Seal 5 scores twice: 5, then 5 + 5 the second time; the other 5 scores 5: (10 + 5 + 10 + 5) x 2
      { name: "a Red Seal 5 in a Pair", steps: [{ play: [{ card: "H_5", seal: "Red" }, "S_5"] }], expect: { chips: 30, mult: 2, score: 60 } },
      // the same cards played again keep +10 and +5: (10 + 15 + 20 + 10) x 2
      {
        name: "the same Pair played again", setup: { hand: [{ card: "H_5", seal: "Red" }, "S_5"] },
        steps: [{ playFromHand: ["H_5", "S_5"] }, { lua: "for i = #G.discard.cards, 1, -1 do local c = G.discard.cards[i]; G.discard:remove_card(c); G.hand:emplace(c) end" }, { playFromHand: ["H_5", "S_5"] }],
        expect: { chips: 55, score: 110 },
      },
    ],
  },
  {
    key: "j_faceless",
    description: "{C:money}$5{} for discarding[s]{C:attention}3{} or more {C:attention}face{} cards at once",
    rules: [rule("hand_discarded", { conditions: [condition("discarded_rank_count", { rank_type: "group", rank_group: "face", quantifier: "at_least", count: 3 })], effects: [effect("set_dollars", { operation: "add", value: 5 })] })],
    checks: [
      { name: "King, Queen, Jack discarded", setup: { dollars: 0 }, steps: [{ discard: ["H_K", "S_Q", "C_J"] }], expect: { dollars: 5 } },
      { name: "King, Queen, 5 discarded", setup: { dollars: 0 }, steps: [{ discard: ["H_K", "S_Q", "C_5"] }], expect: { dollars: 0 } },
    ],
  },
  {
    key: "j_green_joker",
    description: "{C:mult}+1{} Mult per hand played,[s]{C:mult}-1{} Mult per discard[s]{C:inactive}(Now {C:mult}+#1#{C:inactive} Mult)",
    variables: [variable("mult", "number", 0)],
    rules: [
      rule("before_hand_played", { blueprint: false, effects: [effect("modify_internal_variable", { variable_name: "mult", operation: "increment", value: 1 })] }),
      rule("hand_discarded", { blueprint: false, conditions: [condition("internal_variable", { variable_name: "mult", operator: "greater_equals", value: 1 })], effects: [effect("modify_internal_variable", { variable_name: "mult", operation: "decrement", value: 1 })] }),
      rule("hand_played", { effects: [effect("add_mult", { value: "mult" })] }),
    ],
    checks: [
      // second hand: +2 Mult, 20 x 4
      { name: "two hands", steps: [PAIR_5, PAIR_5], expect: { mult: 4, score: 80 } },
      // a hand (+1), two discards (0, never below), a hand (+1): 20 x 3
      { name: "a hand, two discards, a hand", steps: [PAIR_5, { discard: ["H_2"] }, { discard: ["H_3"] }, PAIR_5], expect: { mult: 3, score: 60, vars: { mult: 1 } } },
    ],
  },
  {
    key: "j_superposition",
    description: "A hand with an {C:attention}Ace{} and a[s]{C:attention}Straight{} makes a {C:tarot}Tarot{} card[s]{C:inactive}(if there is room)",
    rules: [rule("hand_played", {
      conditions: [condition("hand_type", { operator: "contains", value: "Straight" }), condition("rank_count", { card_scope: "scoring", rank_type: "specific", specific_rank: "A", quantifier: "at_least", count: 1 })],
      effects: [effect("create_consumable", { set: "Tarot", specific_card: "random", count: 1 })],
    })],
    checks: [
      { name: "Straight Ace to 5", steps: [{ play: ["H_A", "S_2", "C_3", "D_4", "H_5"] }], probes: { tarots: "#G.consumeables.cards == 1 and G.consumeables.cards[1].ability.set == 'Tarot'" }, expect: { probes: { tarots: true } } },
      { name: "Straight 2 to 6 (no Ace)", steps: [{ play: ["H_2", "S_3", "C_4", "D_5", "H_6"] }], expect: { consumables: [] } },
      { name: "Pair of Aces (no Straight)", steps: [{ play: ["H_A", "S_A"] }], expect: { consumables: [] } },
      { name: "no room", setup: { consumables: ["c_pluto", "c_mars"] }, steps: [{ play: ["H_A", "S_2", "C_3", "D_4", "H_5"] }], expect: { consumables: ["c_pluto", "c_mars"] } },
    ],
  },
  {
    key: "j_todo_list",
    description: "{C:money}$4{} for playing a {C:attention}#1#{};[s]the hand changes[s]each end of round",
    variables: [variable("todo_hand", "pokerhand", "High Card")],
    rules: [
      rule("before_hand_played", { conditions: [condition("hand_type", { operator: "equals", value: "todo_hand" })], effects: [effect("set_dollars", { operation: "add", value: 4 })] }),
      rule("round_end", { blueprint: false, effects: [effect("change_pokerhand_variable", { variable_name: "todo_hand", change_type: "random", exclude_current: true })] }),
    ],
    checks: [
      { name: "High Card played", setup: { dollars: 0 }, steps: [{ play: ["H_9"] }], expect: { dollars: 4 } },
      { name: "Pair played", setup: { dollars: 0 }, steps: [PAIR_5], expect: { dollars: 0 } },
      // the new hand differs from High Card and is one the player can see (not a secret hand)
      {
        name: "end of round: the hand changes", steps: [{ endRound: true }],
        probes: { changed: `${SELF}.ability.extra.todo_hand ~= "High Card" and G.GAME.hands[${SELF}.ability.extra.todo_hand].visible == true` },
        expect: { probes: { changed: true } },
      },
      // never the same hand twice in a row: with only High Card and Pair visible, it alternates
      {
        name: "end of round: never the same hand", setup: { lua: "for name, h in pairs(G.GAME.hands) do h.visible = (name == 'High Card' or name == 'Pair') end" },
        steps: [{ endRound: true }, { endRound: true }, { endRound: true }], expect: { vars: { todo_hand: "Pair" } },
      },
    ],
  },
];
