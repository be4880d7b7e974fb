import { conditionScenarios } from "./kit";

// The Joker and Greedy Joker (Common), Blueprint (Rare); a joker item is one more (Common).
export default conditionScenarios("joker_count", {
  name: "owning the Joker, Greedy Joker and Blueprint",
  setup: { jokers: ["j_joker", "j_greedy_joker", "j_blueprint"] },
  cases: [
    { params: { operator: "equals", rarity: "rare", value: 1 }, holds: true },
    { params: { operator: "greater_equals", rarity: "any", value: 3 }, holds: true },
    { params: { operator: "greater_equals", rarity: "legendary", value: 1 }, holds: false },
    { params: { operator: "equals", rarity: "uncommon", value: 0 }, holds: true },
    { params: { operator: "greater_than", rarity: "any", value: 4 }, holds: false },
  ],
});
