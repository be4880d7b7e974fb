import { build } from "../scenario";
import { conditionScenarios } from "./kit";

export default conditionScenarios("internal_variable", {
  name: "the item's 'count' variable starts at 5",
  variables: [build.variable("count", "number", 5)],
  cases: [
    { params: { variable_name: "count", operator: "equals", value: 5 }, holds: true },
    { params: { variable_name: "count", operator: "greater_than", value: 5 }, holds: false },
    { params: { variable_name: "count", operator: "less_equals", value: 5 }, holds: true },
  ],
});
