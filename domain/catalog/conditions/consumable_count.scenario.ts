import { conditionScenarios } from "./kit";

// The Fool and Pluto held (a consumable item is one more Tarot).
export default conditionScenarios("consumable_count", {
  name: "holding The Fool and Pluto",
  setup: { consumables: ["c_fool", "c_pluto"] },
  cases: [
    { params: { consumable_type: "any", specific_card: "any", operator: "greater_equals", value: 2 }, holds: true },
    { params: { consumable_type: "Planet", specific_card: "any", operator: "equals", value: 1 }, holds: true },
    { params: { consumable_type: "any", specific_card: "c_fool", operator: "equals", value: 1 }, holds: true },
    { params: { consumable_type: "Spectral", specific_card: "any", operator: "greater_equals", value: 1 }, holds: false },
    { params: { consumable_type: "any", specific_card: "c_pluto", operator: "greater_than", value: 1 }, holds: false },
  ],
});
