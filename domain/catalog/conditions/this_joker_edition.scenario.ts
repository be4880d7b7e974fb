import { conditionScenarios } from "./kit";

export default [
  ...conditionScenarios("this_joker_edition", {
    name: "this joker is Foil",
    families: ["joker"],
    setup: { subjectEdition: "e_foil" },
    cases: [
      { params: { edition: "e_foil" }, holds: true },
      { params: { edition: "e_holo" }, holds: false },
      { params: { edition: "any" }, holds: true },
      { params: { edition: "none" }, holds: false },
    ],
  }),
  ...conditionScenarios("this_joker_edition", {
    name: "this joker has no edition",
    families: ["joker"],
    cases: [{ params: { edition: "none" }, holds: true }, { params: { edition: "any" }, holds: false }],
  }),
];
