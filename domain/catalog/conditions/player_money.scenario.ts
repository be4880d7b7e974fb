import { conditionScenarios } from "./kit";

// Money rises as the cases pay out (the condition counts money on its way, G.GAME.dollar_buffer,
// as the game's jokers do), so each case's answer must not change with it: "at least" cases hold,
// "less than" cases fail, before and after; an "exactly" case comes after those it would upset.
export default [
  ...conditionScenarios("player_money", {
    name: "with $10: at least $10 holds, less than $10 does not, not $5 holds, at most $9 does not",
    dollars: 10,
    cases: [
      { params: { operator: "greater_equals", value: 10 }, holds: true },
      { params: { operator: "less_than", value: 10 }, holds: false },
      { params: { operator: "not_equals", value: 5 }, holds: true },
      { params: { operator: "less_equals", value: 9 }, holds: false },
    ],
  }),
  ...conditionScenarios("player_money", {
    name: "with $7 when a hand is played: more than $7 does not hold, exactly $7 does",
    families: ["joker"],
    dollars: 7,
    cases: [
      { params: { operator: "greater_than", value: 7 }, holds: false },
      { params: { operator: "equals", value: 7 }, holds: true },
    ],
  }),
  ...conditionScenarios("player_money", {
    // +$1 given earlier in the same step is on its way, not yet in G.GAME.dollars: it counts
    name: "with $7 when a hand is played, after this step's +$1: more than $7 holds",
    families: ["joker"],
    dollars: 7,
    cases: [
      { params: { operator: "equals", value: 7 }, holds: true },
      { params: { operator: "greater_than", value: 7 }, holds: true },
    ],
  }),
];
