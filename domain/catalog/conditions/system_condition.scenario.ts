import { conditionScenarios } from "./kit";

// The harness's love.system.getOS() answers "Linux", as the game on Linux does.
export default conditionScenarios("system_condition", {
  name: "the game runs on Linux",
  cases: [{ params: { system: "Linux" }, holds: true }, { params: { system: "Windows" }, holds: false }, { params: { system: "OS X" }, holds: false }],
});
