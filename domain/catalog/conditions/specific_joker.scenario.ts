import { build } from "../scenario";
import { conditionScenarios } from "./kit";

export default conditionScenarios("specific_joker", {
  name: "owning Blueprint, not the Joker",
  setup: { jokers: ["j_blueprint"] },
  variables: [build.variable("wanted", "key", "j_blueprint")],
  cases: [
    { params: { operator: "has", type: "key", joker_key: "j_blueprint" }, holds: true },
    { params: { operator: "has", type: "key", joker_key: "j_joker" }, holds: false },
    { params: { operator: "does_not_have", type: "key", joker_key: "j_joker" }, holds: true },
    { params: { operator: "has", type: "variable", key_variable: "wanted" }, holds: true },
    // the original stored bare keys
    { params: { operator: "has", type: "key", joker_key: "blueprint" }, holds: true },
  ],
});
