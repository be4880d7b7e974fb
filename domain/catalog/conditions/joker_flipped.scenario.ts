import { conditionScenarios } from "./kit";

const FLIP_JOKER = "for _, c in ipairs(G.jokers.cards) do if c.config.center.key == 'j_joker' then c:flip() end end";
const SELECT_JOKER = "for _, c in ipairs(G.jokers.cards) do if c.config.center.key == 'j_joker' then G.jokers:add_to_highlighted(c) end end";

export default [
  // the face-down Joker pays the first case once, face-up Blueprint the negated one once
  ...conditionScenarios("joker_flipped", {
    name: "the other jokers are a face-down Joker and Blueprint",
    families: ["joker"],
    trigger: "joker_evaluated",
    setup: { jokers: ["j_joker", "j_blueprint"], lua: FLIP_JOKER },
    cases: [{ params: {}, holds: true }, { params: {}, negate: true, holds: true }],
  }),
  ...conditionScenarios("joker_flipped", {
    name: "a face-down Joker is selected when the consumable is used",
    families: ["consumable"],
    setup: { jokers: ["j_joker"], lua: `${FLIP_JOKER}; ${SELECT_JOKER}` },
    cases: [{ params: {}, holds: true }, { params: {}, negate: true, holds: false }],
  }),
];
