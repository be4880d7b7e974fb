import { conditionScenarios } from "./kit";

export default conditionScenarios("which_tag", {
  name: "a Double Tag is gained",
  families: ["joker"],
  trigger: "tag_added",
  steps: [{ lua: "add_tag(Tag('tag_double'))" }],
  cases: [
    { params: { operator: "equals", value: "tag_double" }, holds: true },
    { params: { operator: "equals", value: "tag_uncommon" }, holds: false },
    { params: { operator: "not_equals", value: "tag_uncommon" }, holds: true },
    // the original stored tags without their prefix
    { params: { operator: "equals", value: "double" }, holds: true },
  ],
});
