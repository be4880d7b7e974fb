import { conditionScenarios } from "./kit";

// The Small Blind of ante 1 asks 300 chips; 150 are scored: 50%.
export default conditionScenarios("check_blind_requirements", {
  name: "150 of the Small Blind's 300 chips scored",
  setup: { blind: "bl_small", lua: "G.GAME.chips = 150" },
  cases: [
    { params: { operator: "greater_equals", percentage: 25 }, holds: true },
    { params: { operator: "greater_equals", percentage: 75 }, holds: false },
    { params: { operator: "equals", percentage: 50 }, holds: true },
    { params: { operator: "less_than", percentage: 50 }, holds: false },
  ],
  expect: { blindChips: 300 },
});
