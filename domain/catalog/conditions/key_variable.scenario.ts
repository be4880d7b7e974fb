import { build } from "../scenario";
import { conditionScenarios } from "./kit";

export default conditionScenarios("key_variable", {
  name: "the item's 'pick' variable holds j_joker",
  variables: [build.variable("pick", "key", "j_joker"), build.variable("same", "key", "j_joker"), build.variable("other", "key", "j_blueprint")],
  cases: [
    { params: { variable_name: "pick", check_type: "custom_text", specific_key: "j_joker" }, holds: true },
    { params: { variable_name: "pick", check_type: "custom_text", specific_key: "j_blueprint" }, holds: false },
    { params: { variable_name: "pick", check_type: "key_var", key_variable: "same" }, holds: true },
    { params: { variable_name: "pick", check_type: "key_var", key_variable: "other" }, holds: false },
  ],
});
