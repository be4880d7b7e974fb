import { build } from "../scenario";
import { conditionScenarios } from "./kit";

export default conditionScenarios("specific_joker", {
  name: "owning Blueprint and the Jolly Joker, not the Joker",
  setup: { jokers: ["j_blueprint", "j_jolly"] },
  variables: [build.variable("wanted", "key", "j_blueprint")],
  cases: [
    { params: { operator: "has", type: "key", joker_key: "j_blueprint" }, holds: true },
    { params: { operator: "has", type: "key", joker_key: "j_joker" }, holds: false },
    { params: { operator: "does_not_have", type: "key", joker_key: "j_joker" }, holds: true },
    { params: { operator: "has", type: "variable", key_variable: "wanted" }, holds: true },
    // the original took typed keys: bare ones, and names typed as keys (the Jolly Joker is j_jolly)
    { params: { operator: "has", type: "key", joker_key: "blueprint" }, holds: true },
    { params: { operator: "has", type: "key", joker_key: "jolly_joker" }, holds: true },
  ],
});
