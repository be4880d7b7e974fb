import { conditionScenarios } from "./kit";

export default [
  ...conditionScenarios("card_edition", {
    name: "a Foil King scores",
    families: ["joker", "enhancement", "seal"],
    trigger: { joker: "card_scored" },
    steps: { joker: [{ play: [{ card: "H_K", edition: "e_foil" }] }], card: [{ play: [{ card: "H_K", edition: "e_foil", self: true }] }] },
    cases: [
      { params: { edition: "e_foil" }, holds: true },
      { params: { edition: "e_holo" }, holds: false },
      { params: { edition: "any" }, holds: true },
      { params: { edition: "none" }, holds: false },
    ],
  }),
  ...conditionScenarios("card_edition", {
    name: "a card carrying the edition scores: has an edition, not none, not Foil",
    families: ["edition"],
    steps: [{ play: [{ card: "H_K", self: true }] }],
    cases: [{ params: { edition: "any" }, holds: true }, { params: { edition: "none" }, holds: false }, { params: { edition: "e_foil" }, holds: false }],
  }),
];
