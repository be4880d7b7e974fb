import { conditionScenarios } from "./kit";

export default conditionScenarios("joker_rarity", {
  name: "the other jokers are the Joker (Common) and Blueprint (Rare)",
  families: ["joker"],
  trigger: "joker_evaluated",
  setup: { jokers: ["j_joker", "j_blueprint"] },
  cases: [{ params: { rarity: "common" }, holds: true }, { params: { rarity: "rare" }, holds: true }, { params: { rarity: "legendary" }, holds: false }],
});
