import { conditionScenarios } from "./kit";

const SELECT_JOKER = "for _, c in ipairs(G.jokers.cards) do if c.config.center.key == 'j_joker' then G.jokers:add_to_highlighted(c) end end";

export default [
  // the Foil Joker, then plain Blueprint: each holding case pays once
  ...conditionScenarios("joker_edition", {
    name: "the other jokers are a Foil Joker and a plain Blueprint",
    families: ["joker"],
    trigger: "joker_evaluated",
    setup: { jokers: [{ key: "j_joker", edition: "e_foil" }, "j_blueprint"] },
    cases: [
      { params: { edition: "e_foil" }, holds: true },
      { params: { edition: "e_holo" }, holds: false },
      { params: { edition: "any" }, holds: true },
      { params: { edition: "none" }, holds: true },
    ],
  }),
  ...conditionScenarios("joker_edition", {
    name: "a Holographic Joker is selected when the consumable is used",
    families: ["consumable"],
    setup: { jokers: [{ key: "j_joker", edition: "e_holo" }], lua: SELECT_JOKER },
    cases: [{ params: { edition: "e_holo" }, holds: true }, { params: { edition: "e_foil" }, holds: false }, { params: { edition: "any" }, holds: true }],
  }),
];
