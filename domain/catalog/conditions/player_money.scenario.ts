import { conditionScenarios } from "./kit";

// Money rises as the cases pay out (use / redeem apply at once), so each case's answer must not
// change with it: "at least" cases hold, "less than" cases fail, before and after.
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
    name: "with $7 when a hand is played: exactly $7 holds, more than $7 does not",
    families: ["joker"],
    dollars: 7,
    cases: [
      { params: { operator: "equals", value: 7 }, holds: true },
      { params: { operator: "greater_than", value: 7 }, holds: false },
    ],
  }),
];
