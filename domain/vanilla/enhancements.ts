// Behaviour of the vanilla enhancements (keys as in facts/enhancements.json). Their fixed values
// (chips, Mult, X Mult, held X Mult, held money) are our model's config, mapped from the facts in
// items.ts; only what the game rolls (Glass breaking, Lucky's two chances) is a rule.
import { build } from "../catalog/scenario";
import type { VanillaBehaviour } from "./types";

const { rule, effect, chance } = build;

export const enhancementsBehaviours: VanillaBehaviour[] = [
  {
    key: "m_bonus",
    description: "{C:chips}+30{} Chips",
    checks: [
      // a level-1 Pair of 5s, one a Bonus Card: (10 + 5 + 30 + 5) x 2
      { name: "Pair of 5s, one Bonus", steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { hand: "Pair", chips: 50, mult: 2, score: 100 } },
      // held in hand it gives nothing: (10 + 5 + 5) x 2
      { name: "held Bonus gives nothing", steps: [{ play: ["H_5", "S_5"], held: [{ card: "S_K", self: true }] }], expect: { chips: 20, mult: 2, score: 40 } },
    ],
  },
  {
    key: "m_mult",
    description: "{C:mult}+4{} Mult",
    checks: [
      // (10 + 5 + 5) x (2 + 4)
      { name: "Pair of 5s, one Mult", steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { hand: "Pair", chips: 20, mult: 6, score: 120 } },
      { name: "held Mult gives nothing", steps: [{ play: ["H_5", "S_5"], held: [{ card: "S_K", self: true }] }], expect: { chips: 20, mult: 2, score: 40 } },
    ],
  },
  {
    key: "m_wild",
    description: "Counts as every suit",
    checks: [
      // four Hearts and a Wild 8 of Spades make a level-1 Flush: (35 + 2 + 3 + 4 + 6 + 8) x 4
      { name: "Wild completes a Flush", steps: [{ play: ["H_2", "H_3", "H_4", "H_6", { card: "S_8", self: true }] }], expect: { hand: "Flush", chips: 58, mult: 4, score: 232 } },
      // without the Wild Card the same cards are a High Card: 5 + 8 = 13, x 1
      { name: "no Wild, no Flush", steps: [{ play: ["H_2", "H_3", "H_4", "H_6", "S_8"] }], expect: { hand: "High Card", score: 13 } },
    ],
  },
  {
    key: "m_glass",
    description: "{X:mult,C:white} X2 {} Mult\n{C:green}#1# in #2#{} chance to break when scored",
    rules: [rule("card_scored", { chances: [chance(1, 4, [effect("destroy_playing_card", { set_glass_trigger: true })])] })],
    checks: [
      // (10 + 5 + 5) x 2 x 2 = 80; the roll succeeds: the Glass Card shatters after scoring
      { name: "scores X2 and breaks", setup: { chance: "always" }, steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { hand: "Pair", chips: 20, mult: 4, score: 80, destroyed: 1 } },
      { name: "scores X2 and stays", setup: { chance: "never" }, steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { score: 80, destroyed: 0 } },
      // held in hand it neither multiplies nor breaks
      { name: "held Glass does nothing", setup: { chance: "always" }, steps: [{ play: ["H_5", "S_5"], held: [{ card: "S_K", self: true }] }], expect: { score: 40, destroyed: 0 } },
    ],
  },
  {
    key: "m_steel",
    description: "{X:mult,C:white} X1.5 {} Mult while held in hand",
    checks: [
      // a Pair of 5s with a Steel King held: 20 x (2 x 1.5) = 60
      { name: "held Steel", steps: [{ play: ["H_5", "S_5"], held: [{ card: "S_K", self: true }] }], expect: { chips: 20, mult: 3, score: 60 } },
      // played, it gives nothing: (10 + 5 + 5) x 2
      { name: "played Steel gives nothing", steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { chips: 20, mult: 2, score: 40 } },
    ],
  },
  {
    key: "m_stone",
    description: "{C:chips}+50{} Chips\nno rank or suit, always scores",
    fields: { replace_base_card: true },
    checks: [
      // a Pair of 5s plus a Stone King, which scores anyway with 50 chips and no rank chips: (10 + 5 + 5 + 50) x 2
      { name: "Stone scores beside a Pair", steps: [{ play: ["H_5", "S_5", { card: "S_K", self: true }] }], expect: { hand: "Pair", chips: 70, mult: 2, score: 140 } },
      // two Stone Kings have no rank: no Pair, a High Card of nothing: (5 + 50 + 50) x 1
      { name: "two Stones are no Pair", steps: [{ play: [{ card: "S_K", self: true }, { card: "H_K", self: true }] }], expect: { hand: "High Card", chips: 105, mult: 1, score: 105 } },
    ],
  },
  {
    key: "m_gold",
    description: "{C:money}$3{} if held in hand at end of round",
    checks: [
      // $4 at the start, +$3 for the Gold Card held at the end of the round
      { name: "held at end of round", setup: { hand: [{ card: "S_K", self: true }] }, steps: [{ endRound: true }], expect: { dollars: 7 } },
      // played and scored it pays nothing
      { name: "played Gold pays nothing", steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { dollars: 4, score: 40 } },
    ],
  },
  {
    key: "m_lucky",
    description: "{C:green}#1# in #2#{} chance for {C:mult}+20{} Mult\n{C:green}#3# in #4#{} chance to win {C:money}$20{}",
    rules: [rule("card_scored", {
      chances: [chance(1, 5, [effect("add_mult", { value: 20 })]), chance(1, 15, [effect("set_dollars", { operation: "add", value: 20 })])],
    })],
    checks: [
      // both rolls succeed: (10 + 5 + 5) x (2 + 20) = 440, and $4 + $20
      { name: "both chances hit", setup: { chance: "always" }, steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { hand: "Pair", chips: 20, mult: 22, score: 440, dollars: 24 } },
      { name: "both chances miss", setup: { chance: "never" }, steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { chips: 20, mult: 2, score: 40, dollars: 4 } },
      // held in hand it rolls nothing
      { name: "held Lucky does nothing", setup: { chance: "always" }, steps: [{ play: ["H_5", "S_5"], held: [{ card: "S_K", self: true }] }], expect: { score: 40, dollars: 4 } },
    ],
  },
];
