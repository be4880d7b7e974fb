import { conditionScenarios } from "./kit";

export default conditionScenarios("glass_card_destroyed", {
  name: "a Glass Card scores and breaks (its 1 in 4 forced)",
  families: ["joker"],
  trigger: "card_destroyed",
  setup: { chance: "always" },
  steps: [{ play: [{ card: "H_5", enhancement: "m_glass" }] }],
  cases: [{ params: {}, holds: true }, { params: {}, negate: true, holds: false }],
  expect: { destroyed: 1 },
});
