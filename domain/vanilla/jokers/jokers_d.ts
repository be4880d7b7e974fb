// Vanilla jokers 91 to 120 in the game's order: j_lucky_cat, j_baseball, j_bull ... j_glass.
import { build } from "../../catalog/scenario";
import type { VanillaBehaviour } from "../types";

const { rule, effect, condition, chance, variable } = build;

/** "the card is a <suit>" (specific suit). */
const suit = (s: string) => condition("card_suit", { suit_type: "specific", specific_suit: s });
/** "the card is a <rank>" (specific rank). */
const rank = (r: string, more: { operator?: "and" | "or" } = {}) => condition("card_rank", { rank_type: "specific", specific_rank: r }, more);
const FACE = condition("card_rank", { rank_type: "group", rank_group: "face" });
/** "the number variable <name> <operator> <value>". */
const isVar = (name: string, operator: string, value: number) => condition("internal_variable", { variable_name: name, operator, value });
/** Adds `value` to a number variable (negative subtracts). */
const add = (name: string, value: number) => effect("modify_internal_variable", { variable_name: name, operation: value < 0 ? "decrement" : "increment", value: Math.abs(value) });
const DESTROY_SELF = effect("destroy_joker", { selection_method: "self" });
const TAGS = "(function() local t = {} for _, tag in ipairs(G.GAME.tags) do t[#t + 1] = tag.key end return table.concat(t, ',') end)()";


export const jokers: VanillaBehaviour[] = [
  {
    key: "j_lucky_cat",
    description: "{X:mult,C:white} +X0.25 {} Mult for every {C:attention}Lucky{} card payout {C:inactive}(Currently {X:mult,C:white} X#1# {C:inactive} Mult){}",
    variables: [variable("xmult", "number", 1)],
    rules: [
      rule("card_scored", { blueprint: false, conditions: [condition("lucky_card_triggered")], effects: [add("xmult", 0.25)] }),
      rule("hand_played", { effects: [effect("apply_x_mult", { value: "xmult" })] }),
    ],
    checks: [
      // a Lucky 5 pays out (+20 Mult): it gains X0.25 before the joker scores; level-1 High Card,
      // (5 + 5) chips x (1 + 20) x 1.25 = 10 x 26.25 = 262.5 -> 262
      { name: "a Lucky card pays out", setup: { chance: "always" }, steps: [{ play: [{ card: "H_5", enhancement: "m_lucky" }] }], expect: { chips: 10, mult: 26.25, score: 262, vars: { xmult: 1.25 } } },
      // two hands with a paying Lucky card each: X1.5 on the second, 10 x 21 x 1.5 = 315
      {
        name: "two Lucky payouts", setup: { chance: "always" },
        steps: [{ play: [{ card: "H_5", enhancement: "m_lucky" }] }, { play: [{ card: "H_5", enhancement: "m_lucky" }] }], expect: { chips: 10, mult: 31.5, score: 315, vars: { xmult: 1.5 } },
      },
      // the Lucky card does not pay: no gain, 10 x 1 = 10
      { name: "a Lucky card that does not pay", setup: { chance: "never" }, steps: [{ play: [{ card: "H_5", enhancement: "m_lucky" }] }], expect: { chips: 10, mult: 1, score: 10, vars: { xmult: 1 } } },
    ],
  },
  {
    key: "j_baseball",
    description: "{X:mult,C:white} X1.5 {} Mult for each {C:green}Uncommon{} Joker",
    rules: [rule("joker_evaluated", { conditions: [condition("joker_rarity", { rarity: "uncommon" })], effects: [effect("apply_x_mult", { value: 1.5 })] })],
    checks: [
      // Diet Cola and Mr. Bones (Uncommon, no scoring of their own) and Credit Card (Common):
      // a level-1 Pair of 5s, (10 + 5 + 5) x 2 Mult x 1.5 x 1.5 = 20 x 4.5 = 90
      {
        name: "two Uncommon Jokers and a Common one", setup: { jokers: ["j_diet_cola", "j_credit_card", "j_mr_bones"] },
        steps: [{ play: ["H_5", "S_5"] }], expect: { hand: "Pair", chips: 20, mult: 4.5, score: 90 },
      },
      // only a Common Joker: 20 x 2 = 40
      { name: "only a Common Joker", setup: { jokers: ["j_credit_card"] }, steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 2, score: 40 } },
    ],
  },
  {
    key: "j_bull",
    description: "{C:chips}+2{} Chips per {C:money}$1{} held {C:inactive}(Currently {C:chips}+#1#{C:inactive} Chips){}",
    rules: [rule("hand_played", { conditions: [condition("player_money", { operator: "greater_than", value: 0 })], effects: [effect("add_chips", { value: "GAMEVAR:current_money|2|0" })] })],
    checks: [
      // $10: +20 Chips; a level-1 Pair of 5s, (10 + 5 + 5 + 20) x 2 = 80
      { name: "$10", setup: { dollars: 10 }, steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 40, mult: 2, score: 80 } },
      // in debt the game counts $0: no Chips, 20 x 2 = 40
      { name: "in debt (-$5)", setup: { dollars: -5 }, steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 2, score: 40 } },
    ],
  },
  {
    key: "j_diet_cola",
    description: "When sold, gain a {C:attention}Double Tag{}",
    rules: [rule("selling_self", { effects: [effect("create_tag", { tag_type: "specific", specific_tag: "tag_double" })] })],
    checks: [
      // sold: it is gone and a Double Tag is gained
      { name: "sold", steps: [{ sell: "self" }], probes: { tags: TAGS }, expect: { jokers: [], probes: { tags: "tag_double" } } },
      // kept through a hand: no tag
      { name: "not sold", steps: [{ play: ["H_5", "S_5"] }], probes: { tags: TAGS }, expect: { probes: { tags: "" } } },
    ],
  },
  {
    key: "j_trading",
    description: "A round's {C:attention}first discard{} of a single card destroys that card for {C:money}$3{}",
    rules: [rule("card_discarded", {
      blueprint: false,
      conditions: [condition("first_discarded_hand"), condition("discarded_card_count", { operator: "equals", value: 1 })],
      effects: [effect("set_dollars", { operation: "add", value: 3 }), effect("destroy_playing_card")],
    })],
    checks: [
      // one card discarded first: destroyed, $0 + $3
      { name: "first discard of one card", setup: { dollars: 0 }, steps: [{ discard: ["H_5"] }], expect: { dollars: 3, destroyed: 1 } },
      // two cards: nothing
      { name: "first discard of two cards", setup: { dollars: 0 }, steps: [{ discard: ["H_5", "S_6"] }], expect: { dollars: 0, destroyed: 0 } },
      // one card, but the second discard of the round: nothing
      { name: "second discard of one card", setup: { dollars: 0 }, steps: [{ discard: ["H_2", "S_3"] }, { discard: ["H_5"] }], expect: { dollars: 0, destroyed: 0 } },
    ],
  },
  {
    key: "j_flash",
    description: "{C:mult}+2{} Mult for every shop {C:attention}reroll{} {C:inactive}(Currently {C:mult}+#1#{C:inactive} Mult){}",
    variables: [variable("mult", "number", 0)],
    rules: [
      rule("shop_reroll", { blueprint: false, effects: [add("mult", 2)] }),
      rule("hand_played", { effects: [effect("add_mult", { value: "mult" })] }),
    ],
    checks: [
      // two rerolls: +4 Mult; a level-1 Pair of 5s, 20 x (2 + 4) = 120
      {
        name: "two rerolls", setup: { dollars: 20 },
        steps: [{ shop: "enter" }, { shop: "reroll" }, { shop: "reroll" }, { shop: "exit" }, { play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 6, score: 120, vars: { mult: 4 } },
      },
      // no reroll: 20 x 2 = 40
      { name: "no reroll", steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 2, score: 40 } },
    ],
  },
  {
    key: "j_popcorn",
    description: "{C:mult}+#1#{} Mult, {C:mult}-4{} after every round",
    variables: [variable("mult", "number", 20)],
    rules: [
      rule("hand_played", { effects: [effect("add_mult", { value: "mult" })] }),
      rule("round_end", { blueprint: false, effects: [add("mult", -4)] }),
      // eaten when nothing is left
      rule("round_end", { blueprint: false, conditions: [isVar("mult", "less_equals", 0)], effects: [DESTROY_SELF] }),
    ],
    checks: [
      // fresh: a level-1 Pair of 5s, 20 x (2 + 20) = 440
      { name: "fresh", steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 22, score: 440 } },
      // one round later: +16 Mult, 20 x 18 = 360
      { name: "after one round", steps: [{ endRound: true }, { play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 18, score: 360 } },
      // four rounds: +4 Mult left
      { name: "after four rounds", steps: [{ endRound: true }, { endRound: true }, { endRound: true }, { endRound: true }], expect: { vars: { mult: 4 } } },
      // the fifth round eats it
      { name: "after five rounds", steps: [{ endRound: true }, { endRound: true }, { endRound: true }, { endRound: true }, { endRound: true }], expect: { jokers: [] } },
    ],
  },
  {
    key: "j_trousers",
    description: "{C:mult}+2{} Mult more for every played hand holding a {C:attention}Two Pair{} {C:inactive}(Currently {C:mult}+#1#{C:inactive} Mult){}",
    variables: [variable("mult", "number", 0)],
    rules: [
      rule("before_hand_played", {
        blueprint: false,
        conditions: [condition("hand_type", { operator: "contains", value: "Two Pair" }, { operator: "or" }), condition("hand_type", { operator: "contains", value: "Full House" })],
        effects: [add("mult", 2)],
      }),
      rule("hand_played", { effects: [effect("add_mult", { value: "mult" })] }),
    ],
    checks: [
      // a level-1 Two Pair: it gains first, (20 + 5 + 5 + 6 + 6) x (2 + 2) = 168
      { name: "Two Pair", steps: [{ play: ["H_5", "S_5", "H_6", "S_6"] }], expect: { hand: "Two Pair", chips: 42, mult: 4, score: 168 } },
      // a level-1 Full House counts too: (40 + 15 + 12) x (4 + 2) = 402
      { name: "Full House", steps: [{ play: ["H_5", "S_5", "D_5", "H_6", "S_6"] }], expect: { hand: "Full House", chips: 67, mult: 6, score: 402 } },
      // a Pair: no gain, 20 x 2 = 40
      { name: "Pair", steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 2, score: 40, vars: { mult: 0 } } },
    ],
  },
  {
    key: "j_ancient",
    description: "Scored {C:attention}#1#{} cards give {X:mult,C:white} X1.5 {} Mult; a new suit after every round",
    variables: [variable("suit", "suit", "Spades")],
    rules: [
      rule("card_scored", { conditions: [condition("card_suit", { suit_type: "specific", specific_suit: "suit" })], effects: [effect("apply_x_mult", { value: 1.5 })] }),
      rule("round_end", { blueprint: false, effects: [effect("change_suit_variable", { variable_name: "suit", change_type: "other" })] }),
    ],
    checks: [
      // the suit is Spades: a level-1 Pair of 5s with one Spade, 20 x 2 x 1.5 = 60
      { name: "one Spade", steps: [{ play: ["S_5", "H_5"] }], expect: { chips: 20, mult: 3, score: 60 } },
      // two Spades: 20 x 2 x 1.5 x 1.5 = 90
      { name: "two Spades", steps: [{ play: ["S_5", "S_5"] }], expect: { chips: 20, mult: 4.5, score: 90 } },
      // after a round the suit is another one: two Spades give nothing, 20 x 2 = 40
      {
        name: "a round later, Spades no longer count", steps: [{ endRound: true }, { play: ["S_5", "S_5"] }],
        probes: { spades: "G.jokers.cards[1].ability.extra.suit == 'Spades'" }, expect: { chips: 20, mult: 2, score: 40, probes: { spades: false } },
      },
    ],
  },
  {
    key: "j_ramen",
    description: "{X:mult,C:white} X#1# {} Mult, {X:mult,C:white} -X0.01 {} for every card discarded",
    variables: [variable("xmult", "number", 2)],
    rules: [
      rule("hand_played", { effects: [effect("apply_x_mult", { value: "xmult" })] }),
      rule("card_discarded", { blueprint: false, effects: [add("xmult", -0.01)] }),
      // eaten once it would reach X1
      rule("card_discarded", { blueprint: false, conditions: [isVar("xmult", "less_equals", 1)], effects: [DESTROY_SELF] }),
    ],
    checks: [
      // fresh: a level-1 Pair of 5s, 20 x 2 x 2 = 80
      { name: "fresh", steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 4, score: 80 } },
      // five cards discarded: X1.95, 20 x 2 x 1.95 = 78
      { name: "five cards discarded", steps: [{ discard: ["H_2", "H_3", "H_4", "S_7", "S_8"] }, { play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 3.9, score: 78 } },
      // at X1.02, two more cards: X1.01, then X1 -> eaten
      {
        name: "eaten at X1", setup: { lua: "G.jokers.cards[1].ability.extra.xmult = 1.02" },
        steps: [{ discard: ["H_2", "H_3"] }], expect: { jokers: [] },
      },
    ],
  },
  {
    key: "j_walkie_talkie",
    description: "Scored {C:attention}10s{} and {C:attention}4s{}: {C:chips}+10{} Chips, {C:mult}+4{} Mult",
    rules: [rule("card_scored", {
      conditions: [rank("10", { operator: "or" }), rank("4")],
      effects: [effect("add_chips", { value: 10 }), effect("add_mult", { value: 4 })],
    })],
    checks: [
      // a level-1 Pair of 4s: chips 10 + (4 + 10) + (4 + 10) = 38, Mult 2 + 4 + 4 = 10, 380
      { name: "Pair of 4s", steps: [{ play: ["H_4", "S_4"] }], expect: { hand: "Pair", chips: 38, mult: 10, score: 380 } },
      // a level-1 Pair of Tens: 10 + (10 + 10) x 2 = 50 chips, Mult 10: 500
      { name: "Pair of 10s", steps: [{ play: ["H_T", "S_T"] }], expect: { chips: 50, mult: 10, score: 500 } },
      // a Pair of 5s is untouched: 20 x 2 = 40
      { name: "Pair of 5s (neither)", steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 2, score: 40 } },
    ],
  },
  {
    key: "j_selzer",
    description: "Scored cards trigger twice, for {C:attention}#1#{} more hands",
    variables: [variable("hands", "number", 10)],
    rules: [
      rule("card_scored", { effects: [effect("retrigger_playing_card", { repetitions: 1 })] }),
      rule("after_hand_played", { blueprint: false, effects: [add("hands", -1)] }),
      rule("after_hand_played", { blueprint: false, conditions: [isVar("hands", "less_equals", 0)], effects: [DESTROY_SELF] }),
    ],
    checks: [
      // a level-1 Pair of 5s, each 5 scored twice: (10 + 5 x 4) x 2 = 60
      { name: "Pair of 5s", steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 30, mult: 2, score: 60, vars: { hands: 9 } } },
      // the tenth hand is still retriggered, then it is gone
      {
        name: "ten hands", setup: { hands: 12 },
        steps: Array.from({ length: 10 }, () => ({ play: ["H_5", "S_5"] })), expect: { chips: 30, mult: 2, score: 60, jokers: [] },
      },
    ],
  },
  {
    key: "j_castle",
    description: "{C:chips}+3{} Chips more for every {C:attention}#2#{} card discarded; a new suit every round {C:inactive}(Currently {C:chips}+#1#{C:inactive} Chips){}",
    variables: [variable("chips", "number", 0), variable("suit", "suit", "Spades")],
    rules: [
      rule("card_discarded", { blueprint: false, conditions: [condition("card_suit", { suit_type: "specific", specific_suit: "suit" })], effects: [add("chips", 3)] }),
      rule("hand_played", { effects: [effect("add_chips", { value: "chips" })] }),
      rule("round_end", { blueprint: false, effects: [effect("change_suit_variable", { variable_name: "suit", change_type: "deck" })] }),
    ],
    checks: [
      // the suit is Spades: two Spades and a Heart discarded, +6 Chips; a level-1 Pair of 5s, (20 + 6) x 2 = 52
      { name: "two Spades discarded", steps: [{ discard: ["S_2", "S_3", "H_4"] }, { play: ["H_5", "D_5"] }], expect: { chips: 26, mult: 2, score: 52, vars: { chips: 6 } } },
      // a deck of Hearts only: after a round the suit is Hearts, and only the Heart counts
      {
        name: "a round later with a deck of Hearts", setup: { deck: ["H_7", "H_8", "H_9"] },
        steps: [{ endRound: true }, { discard: ["S_2", "S_3", "H_4"] }], expect: { vars: { chips: 3, suit: "Hearts" } },
      },
    ],
  },
  {
    key: "j_smiley",
    description: "Scored {C:attention}face{} cards: {C:mult}+5{} Mult",
    rules: [rule("card_scored", { conditions: [FACE], effects: [effect("add_mult", { value: 5 })] })],
    checks: [
      // a level-1 Pair of Kings: (10 + 10 + 10) chips x (2 + 5 + 5) Mult = 360
      { name: "Pair of Kings", steps: [{ play: ["H_K", "S_K"] }], expect: { hand: "Pair", chips: 30, mult: 12, score: 360 } },
      // a Pair of 5s: 20 x 2 = 40
      { name: "Pair of 5s (no face)", steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 2, score: 40 } },
    ],
  },
  {
    key: "j_campfire",
    description: "{X:mult,C:white} +X0.25 {} Mult for every card sold; back to {X:mult,C:white} X1 {} after a {C:attention}Boss Blind{} {C:inactive}(Currently {X:mult,C:white} X#1# {C:inactive} Mult){}",
    variables: [variable("xmult", "number", 1)],
    rules: [
      rule("card_sold", { blueprint: false, effects: [add("xmult", 0.25)] }),
      rule("boss_defeated", { blueprint: false, effects: [effect("modify_internal_variable", { variable_name: "xmult", operation: "set", value: 1 })] }),
      rule("hand_played", { effects: [effect("apply_x_mult", { value: "xmult" })] }),
    ],
    checks: [
      // two Jokers sold: X1.5; a level-1 Pair of 5s, 20 x 2 x 1.5 = 60
      {
        name: "two cards sold", setup: { jokers: ["j_credit_card", "j_mr_bones"] },
        steps: [{ sell: 2 }, { sell: 2 }, { play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 3, score: 60, vars: { xmult: 1.5 } },
      },
      // a Boss Blind beaten: back to X1
      {
        name: "Boss Blind beaten", setup: { jokers: ["j_credit_card", "j_mr_bones"] },
        steps: [{ sell: 2 }, { sell: 2 }, { selectBlind: "bl_hook" }, { endRound: true }], expect: { vars: { xmult: 1 } },
      },
      // a Small Blind beaten: kept
      {
        name: "Small Blind beaten", setup: { jokers: ["j_credit_card"] },
        steps: [{ sell: 2 }, { selectBlind: "bl_small" }, { endRound: true }], expect: { vars: { xmult: 1.25 } },
      },
    ],
  },
  {
    key: "j_ticket",
    description: "Scored {C:attention}Gold{} cards: {C:money}$4{}",
    rules: [rule("card_scored", { conditions: [condition("card_enhancement", { enhancement: "m_gold" })], effects: [effect("set_dollars", { operation: "add", value: 4 })] })],
    checks: [
      // two Gold 5s scored in a Pair: $0 + $4 + $4 (a Gold card pays only when held at the end of the round)
      {
        name: "Pair of Gold 5s", setup: { dollars: 0 },
        steps: [{ play: [{ card: "H_5", enhancement: "m_gold" }, { card: "S_5", enhancement: "m_gold" }] }], expect: { dollars: 8 },
      },
      // one Gold 5 and a plain 5: $4
      { name: "one Gold 5", setup: { dollars: 0 }, steps: [{ play: [{ card: "H_5", enhancement: "m_gold" }, "S_5"] }], expect: { dollars: 4 } },
      // plain cards: $0
      { name: "no Gold card", setup: { dollars: 0 }, steps: [{ play: ["H_5", "S_5"] }], expect: { dollars: 0 } },
    ],
  },
  {
    key: "j_mr_bones",
    description: "A lost round with at least {C:attention}25%{} of the Blind's chips scored is saved, and this Joker is {C:red}destroyed{}",
    rules: [rule("game_over", {
      blueprint: false,
      conditions: [condition("check_blind_requirements", { operator: "greater_equals", percentage: 25 })],
      effects: [effect("prevent_game_over"), DESTROY_SELF],
    })],
    checks: [
      // the Small Blind of ante 1 asks 300 chips: 75 scored is 25%, saved, and it is gone
      {
        name: "lost with 25% scored", steps: [{ selectBlind: "bl_small" }, { lua: "G.GAME.chips = 75" }, { endRound: true, gameOver: true }],
        expect: { saved: true, jokers: [] },
      },
      // 74 chips: not saved
      { name: "lost with less than 25% scored", steps: [{ selectBlind: "bl_small" }, { lua: "G.GAME.chips = 74" }, { endRound: true, gameOver: true }], expect: { saved: false } },
    ],
  },
  {
    key: "j_acrobat",
    description: "{X:mult,C:white} X3 {} Mult when no hands are left after this one",
    rules: [rule("hand_played", { conditions: [condition("remaining_hands", { operator: "equals", value: 0 })], effects: [effect("apply_x_mult", { value: 3 })] })],
    checks: [
      // the last hand (1 hand left, now 0): a level-1 Pair of 5s, 20 x 2 x 3 = 120
      { name: "the last hand", setup: { hands: 1 }, steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 6, score: 120 } },
      // the first of 4 hands: 20 x 2 = 40
      { name: "not the last hand", setup: { hands: 4 }, steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 2, score: 40 } },
    ],
  },
  {
    key: "j_sock_and_buskin",
    description: "Scored {C:attention}face{} cards trigger twice",
    rules: [rule("card_scored", { conditions: [FACE], effects: [effect("retrigger_playing_card", { repetitions: 1 })] })],
    checks: [
      // a level-1 Pair of Kings, each scored twice: 10 + 4 x 10 = 50 chips x 2 = 100
      { name: "Pair of Kings", steps: [{ play: ["H_K", "S_K"] }], expect: { chips: 50, mult: 2, score: 100 } },
      // a Pair of 5s, no retrigger: 20 x 2 = 40
      { name: "Pair of 5s (no face)", steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 2, score: 40 } },
    ],
  },
  {
    key: "j_swashbuckler",
    description: "{C:mult}+1{} Mult per {C:money}$1{} the other Jokers sell for {C:inactive}(Currently {C:mult}+#1#{C:inactive} Mult){}",
    rules: [rule("hand_played", { effects: [effect("add_mult", { value: "GAMEVAR:other_jokers_sell_value" })] })],
    checks: [
      // Diet Cola (cost $6, sells for $3) and Mr. Bones (cost $5, sells for $2): +5 Mult;
      // a level-1 Pair of 5s, 20 x (2 + 5) = 140
      { name: "two other Jokers worth $5", setup: { jokers: ["j_diet_cola", "j_mr_bones"] }, steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 7, score: 140 } },
      // alone: +0 Mult, 20 x 2 = 40
      { name: "no other Joker", steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 2, score: 40 } },
    ],
  },
  {
    key: "j_troubadour",
    description: "{C:attention}+2{} cards in hand, {C:blue}-1{} hand per round",
    rules: [rule("passive", { blueprint: false, effects: [effect("edit_hand_size", { operation: "add", value: 2 }), effect("edit_hands", { operation: "subtract", value: 1 })] })],
    checks: [
      // a fresh run: 8 cards in hand and 4 hands a round -> 10 and 3
      { name: "owned", steps: [], expect: { handSize: 10, hands: 3 } },
      // sold: back to 8 and 4
      { name: "sold", steps: [{ sell: "self" }], expect: { handSize: 8, hands: 4 } },
    ],
  },
  {
    key: "j_certificate",
    description: "At the start of each round, a random card with a random {C:attention}seal{} joins your hand",
    rules: [rule("first_hand_drawn", { effects: [effect("create_playing_card", { location: "hand", suit: "random", rank: "random", enhancement: "none", seal: "random", edition: "none" })] })],
    checks: [
      // the blind is selected: one new card in hand, sealed, and the deck holds 53 cards
      {
        name: "a round begins", steps: [{ selectBlind: true }],
        probes: { inHand: "#G.hand.cards", sealed: "G.hand.cards[1] and G.hand.cards[1].seal ~= nil", base: "G.hand.cards[1] and G.hand.cards[1].config.center.key" },
        expect: { deckSize: 53, probes: { inHand: 1, sealed: true, base: "c_base" } },
      },
    ],
  },
  {
    key: "j_smeared",
    description: "{C:hearts}Hearts{} are also {C:diamonds}Diamonds{} and the other way round; {C:spades}Spades{} and {C:clubs}Clubs{} alike",
    rules: [rule("passive", { blueprint: false, effects: [effect("combine_suits", { suit_1: "Hearts", suit_2: "Diamonds" }), effect("combine_suits", { suit_1: "Spades", suit_2: "Clubs" })] })],
    checks: [
      // three Hearts and two Diamonds are a level-1 Flush: (35 + 2 + 4 + 6 + 8 + 10) x 4 = 260
      { name: "Hearts and Diamonds Flush", steps: [{ play: ["H_2", "H_4", "D_6", "D_8", "H_T"] }], expect: { hand: "Flush", chips: 65, mult: 4, score: 260 } },
      // Spades and Clubs: (35 + 3 + 5 + 7 + 9 + 10) x 4 = 276
      { name: "Spades and Clubs Flush", steps: [{ play: ["S_3", "C_5", "S_7", "C_9", "S_K"] }], expect: { hand: "Flush", chips: 69, mult: 4, score: 276 } },
      // Hearts and Spades are still different suits: High Card
      { name: "Hearts and Spades are no Flush", steps: [{ play: ["H_2", "H_4", "S_6", "S_8", "H_T"] }], expect: { hand: "High Card" } },
    ],
  },
  {
    key: "j_throwback",
    description: "Every skipped {C:attention}Blind{} adds {X:mult,C:white} X0.25 {} Mult {C:inactive}(Currently {X:mult,C:white} X#1# {C:inactive} Mult){}",
    rules: [rule("hand_played", { effects: [effect("apply_x_mult", { value: "GAMEVAR:blinds_skipped|0.25|1" })] })],
    checks: [
      // two Blinds skipped: X1.5; a level-1 Pair of 5s, 20 x 2 x 1.5 = 60
      { name: "two Blinds skipped", steps: [{ skipBlind: true }, { skipBlind: true }, { play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 3, score: 60 } },
      // none skipped: X1, 20 x 2 = 40
      { name: "no Blind skipped", steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 2, score: 40 } },
    ],
  },
  {
    key: "j_hanging_chad",
    description: "The {C:attention}first{} scored card triggers {C:attention}2{} extra times",
    rules: [rule("card_scored", { conditions: [condition("first_last_scored", { position: "first", check_type: "any" })], effects: [effect("retrigger_playing_card", { repetitions: 2 })] })],
    checks: [
      // a level-1 Pair of 5s: the first 5 scores three times, 10 + 5 x 3 + 5 = 30 chips x 2 = 60
      { name: "Pair of 5s", steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 30, mult: 2, score: 60 } },
      // a level-1 High Card: the unscored 3 is not first, the Ace scores three times: 5 + 11 x 3 = 38 x 1
      { name: "High Card of an Ace and a 3", steps: [{ play: ["S_3", "H_A"] }], expect: { hand: "High Card", chips: 38, mult: 1, score: 38 } },
    ],
  },
  {
    key: "j_rough_gem",
    description: "Scored {C:diamonds}Diamonds{}: {C:money}$1{}",
    rules: [rule("card_scored", { conditions: [suit("Diamonds")], effects: [effect("set_dollars", { operation: "add", value: 1 })] })],
    checks: [
      // a Pair with one Diamond: $0 + $1
      { name: "one Diamond scored", setup: { dollars: 0 }, steps: [{ play: ["D_5", "S_5"] }], expect: { dollars: 1 } },
      // a Flush of five Diamonds: $5
      { name: "Diamond Flush", setup: { dollars: 0 }, steps: [{ play: ["D_2", "D_4", "D_6", "D_8", "D_T"] }], expect: { hand: "Flush", dollars: 5 } },
      // no Diamond: $0
      { name: "no Diamond", setup: { dollars: 0 }, steps: [{ play: ["H_5", "S_5"] }], expect: { dollars: 0 } },
    ],
  },
  {
    key: "j_bloodstone",
    description: "Scored {C:hearts}Hearts{}: {C:green}#1# in #2#{} chance of {X:mult,C:white} X1.5 {} Mult",
    rules: [rule("card_scored", { conditions: [suit("Hearts")], chances: [chance(1, 2, [effect("apply_x_mult", { value: 1.5 })])] })],
    checks: [
      // the chance pays: a level-1 Pair of 5s with one Heart, 20 x 2 x 1.5 = 60
      { name: "one Heart, chance pays", setup: { chance: "always" }, steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 3, score: 60 } },
      // two Hearts: 20 x 2 x 1.5 x 1.5 = 90
      { name: "two Hearts, chance pays", setup: { chance: "always" }, steps: [{ play: ["H_5", "H_5"] }], expect: { chips: 20, mult: 4.5, score: 90 } },
      // the chance fails: 20 x 2 = 40
      { name: "one Heart, chance fails", setup: { chance: "never" }, steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 2, score: 40 } },
      // no Heart: nothing even when chances pay
      { name: "no Heart", setup: { chance: "always" }, steps: [{ play: ["D_5", "S_5"] }], expect: { chips: 20, mult: 2, score: 40 } },
    ],
  },
  {
    key: "j_arrowhead",
    description: "Scored {C:spades}Spades{}: {C:chips}+50{} Chips",
    rules: [rule("card_scored", { conditions: [suit("Spades")], effects: [effect("add_chips", { value: 50 })] })],
    checks: [
      // a level-1 Pair of 5s with one Spade: (10 + 5 + 5 + 50) x 2 = 140
      { name: "one Spade", steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 70, mult: 2, score: 140 } },
      // no Spade: 20 x 2 = 40
      { name: "no Spade", steps: [{ play: ["H_5", "D_5"] }], expect: { chips: 20, mult: 2, score: 40 } },
    ],
  },
  {
    key: "j_onyx_agate",
    description: "Scored {C:clubs}Clubs{}: {C:mult}+7{} Mult",
    rules: [rule("card_scored", { conditions: [suit("Clubs")], effects: [effect("add_mult", { value: 7 })] })],
    checks: [
      // a level-1 Pair of 5s with one Club: 20 x (2 + 7) = 180
      { name: "one Club", steps: [{ play: ["H_5", "C_5"] }], expect: { chips: 20, mult: 9, score: 180 } },
      // no Club: 20 x 2 = 40
      { name: "no Club", steps: [{ play: ["H_5", "D_5"] }], expect: { chips: 20, mult: 2, score: 40 } },
    ],
  },
  {
    key: "j_glass",
    description: "{X:mult,C:white} +X0.75 {} Mult for every {C:attention}Glass Card{} that breaks {C:inactive}(Currently {X:mult,C:white} X#1# {C:inactive} Mult){}",
    variables: [variable("xmult", "number", 1)],
    rules: [
      rule("card_destroyed", {
        blueprint: false, conditions: [condition("glass_card_destroyed")],
        effects: [effect("modify_internal_variable", { variable_name: "xmult", operation: "increment", value: "GAMEVAR:glass_cards_destroyed|0.75|0" })],
      }),
      rule("hand_played", { effects: [effect("apply_x_mult", { value: "xmult" })] }),
    ],
    checks: [
      // a Pair of Glass 5s: X2 each, 20 x 2 x 2 x 2 = 160 (the joker is still X1), then both break: X2.5;
      // the next level-1 Pair of 6s, (10 + 6 + 6) x 2 x 2.5 = 110
      {
        name: "two Glass Cards break", setup: { chance: "always" },
        steps: [{ play: [{ card: "H_5", enhancement: "m_glass" }, { card: "S_5", enhancement: "m_glass" }] }, { play: ["H_6", "S_6"] }],
        expect: { chips: 22, mult: 5, score: 110, vars: { xmult: 2.5 } },
      },
      // the first hand alone: 160, X2.5 after it
      {
        name: "the hand that breaks them", setup: { chance: "always" },
        steps: [{ play: [{ card: "H_5", enhancement: "m_glass" }, { card: "S_5", enhancement: "m_glass" }] }], expect: { chips: 20, mult: 8, score: 160, vars: { xmult: 2.5 } },
      },
      // the Glass Cards hold: nothing gained
      {
        name: "Glass Cards that hold", setup: { chance: "never" },
        steps: [{ play: [{ card: "H_5", enhancement: "m_glass" }, { card: "S_5", enhancement: "m_glass" }] }], expect: { vars: { xmult: 1 } },
      },
    ],
  },
];
