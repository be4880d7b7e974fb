import { build } from "../scenario";
import { conditionScenarios } from "./kit";

// When a hand scores, this joker is told about each other joker in turn: the Joker, then
// Blueprint. Each holding case pays once.
export default conditionScenarios("joker_key", {
  name: "the other jokers are the Joker and Blueprint",
  families: ["joker"],
  trigger: "joker_evaluated",
  setup: { jokers: ["j_joker", "j_blueprint"] },
  variables: [build.variable("wanted", "key", "j_joker")],
  cases: [
    { params: { type: "key", joker_key: "j_joker" }, holds: true },
    { params: { type: "key", joker_key: "j_blueprint" }, holds: true },
    { params: { type: "key", joker_key: "j_greedy_joker" }, holds: false },
    { params: { type: "variable", key_variable: "wanted" }, holds: true },
  ],
});
