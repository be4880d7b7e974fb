// Vanilla jokers 91 to 120 in the game's order: j_lucky_cat, j_baseball, j_bull ... j_glass.
import { build } from "../../catalog/scenario";
import type { VanillaBehaviour } from "../types";

const { rule, effect, condition, chance } = build;

/** "the card is a <suit>" (specific suit). */
const suit = (s: string) => condition("card_suit", { suit_type: "specific", specific_suit: s });
/** "the card is a <rank>" (specific rank). */
const rank = (r: string, more: { operator?: "and" | "or" } = {}) => condition("card_rank", { rank_type: "specific", specific_rank: r }, more);
const FACE = condition("card_rank", { rank_type: "group", rank_group: "face" });

export const jokers: VanillaBehaviour[] = [
  {
    key: "j_baseball",
    description: "Each {C:green}Uncommon{} Joker gives {X:mult,C:white} X1.5 {} Mult",
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
    description: "{C:chips}+2{} Chips for each {C:money}$1{} you have {C:inactive}(Currently {C:chips}+#1#{C:inactive} Chips){}",
    rules: [rule("hand_played", { conditions: [condition("player_money", { operator: "greater_than", value: 0 })], effects: [effect("add_chips", { value: "GAMEVAR:current_money|2|0" })] })],
    checks: [
      // $10: +20 Chips; a level-1 Pair of 5s, (10 + 5 + 5 + 20) x 2 = 80
      { name: "$10", setup: { dollars: 10 }, steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 40, mult: 2, score: 80 } },
      // in debt the game counts $0: no Chips, 20 x 2 = 40
      { name: "in debt (-$5)", setup: { dollars: -5 }, steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 2, score: 40 } },
    ],
  },
  {
    key: "j_walkie_talkie",
    description: "Each scored {C:attention}10{} or {C:attention}4{} gives {C:chips}+10{} Chips and {C:mult}+4{} Mult",
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
    key: "j_smiley",
    description: "Each scored {C:attention}face{} card gives {C:mult}+5{} Mult",
    rules: [rule("card_scored", { conditions: [FACE], effects: [effect("add_mult", { value: 5 })] })],
    checks: [
      // a level-1 Pair of Kings: (10 + 10 + 10) chips x (2 + 5 + 5) Mult = 360
      { name: "Pair of Kings", steps: [{ play: ["H_K", "S_K"] }], expect: { hand: "Pair", chips: 30, mult: 12, score: 360 } },
      // a Pair of 5s: 20 x 2 = 40
      { name: "Pair of 5s (no face)", steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 2, score: 40 } },
    ],
  },
  {
    key: "j_ticket",
    description: "Each scored {C:attention}Gold{} card earns {C:money}$4{}",
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
    key: "j_acrobat",
    description: "{X:mult,C:white} X3 {} Mult on the {C:attention}final hand{} of the round",
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
    description: "Retrigger each played {C:attention}face{} card",
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
    description: "{C:mult}+1{} Mult for each {C:money}$1{} of sell value of your other Jokers {C:inactive}(Currently {C:mult}+#1#{C:inactive} Mult){}",
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
    description: "{C:attention}+2{} hand size, {C:blue}-1{} hand each round",
    rules: [rule("passive", { blueprint: false, effects: [effect("edit_hand_size", { operation: "add", value: 2 }), effect("edit_hands", { operation: "subtract", value: 1 })] })],
    checks: [
      // a fresh run: 8 cards in hand and 4 hands -> 10 and 3
      { name: "owned", steps: [], expect: { handSize: 10, hands: 3, handsLeft: 3 } },
      // sold: back to 8 and 4
      { name: "sold", steps: [{ sell: "self" }], expect: { handSize: 8, hands: 4, handsLeft: 4 } },
    ],
  },
  {
    key: "j_smeared",
    description: "{C:hearts}Hearts{} and {C:diamonds}Diamonds{} count as the same suit, {C:spades}Spades{} and {C:clubs}Clubs{} too",
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
    key: "j_hanging_chad",
    description: "Retrigger the {C:attention}first{} scored card {C:attention}2{} more times",
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
    description: "Each scored {C:diamonds}Diamond{} card earns {C:money}$1{}",
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
    description: "Each scored {C:hearts}Heart{} card has a {C:green}#1# in #2#{} chance to give {X:mult,C:white} X1.5 {} Mult",
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
    description: "Each scored {C:spades}Spade{} card gives {C:chips}+50{} Chips",
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
    description: "Each scored {C:clubs}Club{} card gives {C:mult}+7{} Mult",
    rules: [rule("card_scored", { conditions: [suit("Clubs")], effects: [effect("add_mult", { value: 7 })] })],
    checks: [
      // a level-1 Pair of 5s with one Club: 20 x (2 + 7) = 180
      { name: "one Club", steps: [{ play: ["H_5", "C_5"] }], expect: { chips: 20, mult: 9, score: 180 } },
      // no Club: 20 x 2 = 40
      { name: "no Club", steps: [{ play: ["H_5", "D_5"] }], expect: { chips: 20, mult: 2, score: 40 } },
    ],
  },
];
