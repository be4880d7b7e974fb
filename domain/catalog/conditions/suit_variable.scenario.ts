import { build } from "../scenario";
import { conditionScenarios } from "./kit";

export default conditionScenarios("suit_variable", {
  name: "the item's 'suit' variable holds Hearts",
  variables: [build.variable("suit", "suit", "Hearts"), build.variable("other", "suit", "Hearts")],
  cases: [
    { params: { variable_name: "suit", specific_suit: "Hearts" }, holds: true },
    { params: { variable_name: "suit", specific_suit: "Spades" }, holds: false },
    { params: { variable_name: "suit", specific_suit: "other" }, holds: true },
  ],
});
