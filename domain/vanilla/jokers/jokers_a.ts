// Vanilla jokers 1 to 30 in the game's order: j_joker, j_greedy_joker, j_lusty_joker ... j_chaos.
import { build } from "../../catalog/scenario";
import type { VanillaBehaviour } from "../types";

const { rule, effect } = build;

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
];
