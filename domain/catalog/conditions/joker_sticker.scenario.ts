import { conditionScenarios } from "./kit";

const SELECT_JOKER = "for _, c in ipairs(G.jokers.cards) do if c.config.center.key == 'j_joker' then G.jokers:add_to_highlighted(c) end end";

export default [
  ...conditionScenarios("joker_sticker", {
    name: "the other jokers are an Eternal Joker and a plain Blueprint",
    families: ["joker"],
    trigger: "joker_evaluated",
    setup: { jokers: [{ key: "j_joker", stickers: ["eternal"] }, "j_blueprint"] },
    cases: [{ params: { sticker: "eternal" }, holds: true }, { params: { sticker: "rental" }, holds: false }],
  }),
  ...conditionScenarios("joker_sticker", {
    name: "a Rental Joker is selected when the consumable is used",
    families: ["consumable"],
    setup: { jokers: [{ key: "j_joker", stickers: ["rental"] }], lua: SELECT_JOKER },
    cases: [{ params: { sticker: "rental" }, holds: true }, { params: { sticker: "eternal" }, holds: false }],
  }),
];
