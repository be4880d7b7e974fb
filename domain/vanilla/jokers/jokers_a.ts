// Vanilla jokers 1 to 30 in the game's order: j_joker, j_greedy_joker, j_lusty_joker ... j_chaos.
import { build } from "../../catalog/scenario";
import type { VanillaBehaviour } from "../types";

const { rule, effect, condition } = build;

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
    ],
  };
}

/** A Mult or Chips bonus when the played hand contains a poker hand (Jolly ... Crafty Joker). */
function handJoker(key: string, hand: string, stat: "mult" | "chips", value: number, play: string[], base: { chips: number; mult: number }, miss: { play: string[]; hand: string; chips: number; mult: number }): VanillaBehaviour {
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
const MISS_PAIR = { play: PAIR, hand: "Pair", chips: 20, mult: 2 };

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
  handJoker("j_jolly", "Pair", "mult", 8, PAIR, { chips: 20, mult: 2 }, HIGH),
  handJoker("j_zany", "Three of a Kind", "mult", 12, THREE, { chips: 45, mult: 3 }, MISS_PAIR),
  handJoker("j_mad", "Two Pair", "mult", 10, TWO_PAIR, { chips: 48, mult: 2 }, MISS_PAIR),
  handJoker("j_crazy", "Straight", "mult", 12, STRAIGHT, { chips: 65, mult: 4 }, MISS_PAIR),
  handJoker("j_droll", "Flush", "mult", 10, FLUSH, { chips: 68, mult: 4 }, MISS_PAIR),
  handJoker("j_sly", "Pair", "chips", 50, PAIR, { chips: 20, mult: 2 }, HIGH),
  handJoker("j_wily", "Three of a Kind", "chips", 100, THREE, { chips: 45, mult: 3 }, MISS_PAIR),
  handJoker("j_clever", "Two Pair", "chips", 80, TWO_PAIR, { chips: 48, mult: 2 }, MISS_PAIR),
  handJoker("j_devious", "Straight", "chips", 100, STRAIGHT, { chips: 65, mult: 4 }, MISS_PAIR),
  handJoker("j_crafty", "Flush", "chips", 80, FLUSH, { chips: 68, mult: 4 }, MISS_PAIR),
];
