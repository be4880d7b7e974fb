import { build } from "../scenario";
import { conditionScenarios } from "./kit";

export default conditionScenarios("text_variable", {
  name: "the item's 'word' variable holds 'Hello'",
  variables: [build.variable("word", "text", "Hello"), build.variable("same", "key", "Hello"), build.variable("other", "key", "j_joker")],
  cases: [
    { params: { variable_name: "word", check_type: "custom_text", text: "Hello" }, holds: true },
    { params: { variable_name: "word", check_type: "custom_text", text: "Bye" }, holds: false },
    { params: { variable_name: "word", check_type: "key_var", key_variable: "same" }, holds: true },
    { params: { variable_name: "word", check_type: "key_var", key_variable: "other" }, holds: false },
  ],
});
