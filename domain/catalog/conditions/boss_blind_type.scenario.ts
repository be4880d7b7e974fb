import { conditionScenarios } from "./kit";

export default [
  ...conditionScenarios("boss_blind_type", {
    name: "in The Hook",
    setup: { blind: "bl_hook" },
    cases: [
      { params: { operator: "equals", value: "bl_hook" }, holds: true },
      { params: { operator: "equals", value: "bl_ox" }, holds: false },
      { params: { operator: "not_equals", value: "bl_ox" }, holds: true },
      { params: { operator: "not_equals", value: "bl_hook" }, holds: false },
    ],
  }),
  ...conditionScenarios("boss_blind_type", {
    name: "in the Small Blind, no boss is The Hook",
    families: ["joker"],
    setup: { blind: "bl_small" },
    cases: [{ params: { operator: "equals", value: "bl_hook" }, holds: false }, { params: { operator: "not_equals", value: "bl_hook" }, holds: true }],
  }),
];
