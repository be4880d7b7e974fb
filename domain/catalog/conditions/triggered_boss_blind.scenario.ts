import { conditionScenarios } from "./kit";

export default [
  ...conditionScenarios("triggered_boss_blind", {
    name: "The Psychic's effect has triggered",
    setup: { blind: "bl_psychic", lua: "G.GAME.blind.triggered = true" },
    cases: [{ params: {}, holds: true }, { params: {}, negate: true, holds: false }],
  }),
  ...conditionScenarios("triggered_boss_blind", {
    name: "The Psychic's effect has not triggered",
    families: ["joker", "card"],
    setup: { blind: "bl_psychic" },
    cases: [{ params: {}, holds: false }, { params: {}, negate: true, holds: true }],
  }),
];
