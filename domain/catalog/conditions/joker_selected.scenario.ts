import { conditionScenarios } from "./kit";

const SELECT_BLUEPRINT = "for _, c in ipairs(G.jokers.cards) do if c.config.center.key == 'j_blueprint' then G.jokers:add_to_highlighted(c) end end";

export default [
  ...conditionScenarios("joker_selected", {
    name: "Blueprint (Rare) is selected, the Joker is not",
    setup: { jokers: ["j_joker", "j_blueprint"], lua: SELECT_BLUEPRINT },
    cases: [
      { params: { check_key: "any", rarity: "any" }, holds: true },
      { params: { check_key: "key", joker_key: "j_blueprint" }, holds: true },
      { params: { check_key: "key", joker_key: "j_joker" }, holds: false },
      { params: { check_key: "any", rarity: "rare" }, holds: true },
      { params: { check_key: "any", rarity: "common" }, holds: false },
    ],
  }),
  ...conditionScenarios("joker_selected", {
    name: "no joker is selected",
    families: ["joker", "consumable"],
    setup: { jokers: ["j_joker"] },
    cases: [{ params: { check_key: "any", rarity: "any" }, holds: false }, { params: { check_key: "any", rarity: "any" }, negate: true, holds: true }],
  }),
];
