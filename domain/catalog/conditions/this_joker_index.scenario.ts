import { conditionScenarios } from "./kit";

export default [
  ...conditionScenarios("this_joker_index", {
    name: "this joker is the first of three",
    families: ["joker"],
    setup: { jokers: ["j_joker", "j_blueprint"] },
    cases: [
      { params: { position: "first" }, holds: true },
      { params: { position: "last" }, holds: false },
      { params: { position: "specific", specific_index: 1 }, holds: true },
      { params: { position: "specific", specific_index: 2 }, holds: false },
    ],
  }),
  ...conditionScenarios("this_joker_index", {
    name: "this joker is moved last of three",
    families: ["joker"],
    setup: { jokers: ["j_joker", "j_blueprint"], lua: "local me = table.remove(G.jokers.cards, 1); table.insert(G.jokers.cards, me)" },
    cases: [{ params: { position: "last" }, holds: true }, { params: { position: "specific", specific_index: 3 }, holds: true }, { params: { position: "first" }, holds: false }],
  }),
];
