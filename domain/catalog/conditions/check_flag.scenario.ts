import { conditionScenarios } from "./kit";

// Flags are namespaced by the mod prefix ("sc" for scenarios): Emit Flag 'ready' sets sc_ready.
export default conditionScenarios("check_flag", {
  name: "the flag 'ready' is on",
  setup: { lua: "G.GAME.pool_flags.sc_ready = true" },
  cases: [{ params: { flag_name: "ready" }, holds: true }, { params: { flag_name: "other" }, holds: false }],
});
