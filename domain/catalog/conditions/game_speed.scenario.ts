import { conditionScenarios } from "./kit";

export default [
  ...conditionScenarios("game_speed", {
    name: "at game speed 1",
    cases: [
      { params: { operator: "equals", speed: "1" }, holds: true },
      { params: { operator: "equals", speed: "2" }, holds: false },
      { params: { operator: "greater_than", speed: "0.5" }, holds: true },
      { params: { operator: "not_equal", speed: "1" }, holds: false },
    ],
  }),
  ...conditionScenarios("game_speed", {
    name: "at game speed 4",
    families: ["joker"],
    setup: { lua: "G.SETTINGS.GAMESPEED = 4" },
    probes: { speed: "G.SETTINGS.GAMESPEED" },
    cases: [{ params: { operator: "equals", speed: "4" }, holds: true }, { params: { operator: "less_than", speed: "2" }, holds: false }],
  }),
];
