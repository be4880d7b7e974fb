import { conditionScenarios } from "./kit";

// The Glass Card's break roll is named by its seed, 'glass' (Steamodded passes no identifier).
export default conditionScenarios("probability_identifier", {
  name: "the Glass Card's roll",
  families: ["joker"],
  trigger: "probability_result",
  setup: { chance: "never" },
  steps: [{ play: [{ card: "H_5", enhancement: "m_glass" }] }],
  cases: [
    { params: { mode: "vanilla", property_type: "enhancements", specific_card: "glass" }, holds: true },
    { params: { mode: "vanilla", property_type: "jokers", specific_card: "8ball" }, holds: false },
    { params: { mode: "custom", card_key: "glass" }, holds: true },
    { params: { mode: "custom", card_key: "j_sc_other" }, holds: false },
  ],
});
