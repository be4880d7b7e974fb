import { build } from "../scenario";
import { conditionScenarios } from "./kit";

export default conditionScenarios("rank_variable", {
  name: "the item's 'rank' variable holds King",
  variables: [build.variable("rank", "rank", "King")],
  cases: [{ params: { variable_name: "rank", specific_rank: "K" }, holds: true }, { params: { variable_name: "rank", specific_rank: "A" }, holds: false }],
});
