import { conditionScenarios } from "./kit";

// Jokers: this one (1st), the Joker (2nd), Blueprint (3rd, last).
export default conditionScenarios("joker_index", {
  name: "the other jokers are 2nd and 3rd",
  families: ["joker"],
  trigger: "joker_evaluated",
  setup: { jokers: ["j_joker", "j_blueprint"] },
  cases: [
    { params: { position: "first" }, holds: false },
    { params: { position: "last" }, holds: true },
    { params: { position: "specific", specific_index: 2 }, holds: true },
  ],
});
