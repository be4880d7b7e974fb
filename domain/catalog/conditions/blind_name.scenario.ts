import { conditionScenarios } from "./kit";

export default conditionScenarios("blind_name", {
  name: "in the Big Blind",
  setup: { blind: "bl_big" },
  cases: [
    { params: { operation: "equals", value: "Big Blind" }, holds: true },
    { params: { operation: "equals", value: "Small Blind" }, holds: false },
    { params: { operation: "not_equals", value: "The Hook" }, holds: true },
    { params: { operation: "not_equals", value: "Big Blind" }, holds: false },
  ],
});
