import { conditionScenarios } from "./kit";

const steelCases = [
  { params: { enhancement: "m_steel" }, holds: true },
  { params: { enhancement: "m_gold" }, holds: false },
  { params: { enhancement: "any" }, holds: true },
  { params: { enhancement: "none" }, holds: false },
];

export default [
  ...conditionScenarios("card_enhancement", {
    name: "a Steel King scores",
    families: ["joker", "seal", "edition"],
    trigger: { joker: "card_scored" },
    steps: { joker: [{ play: [{ card: "H_K", enhancement: "m_steel" }] }], card: [{ play: [{ card: "H_K", enhancement: "m_steel", self: true }] }] },
    cases: steelCases,
  }),
  ...conditionScenarios("card_enhancement", {
    name: "a card carrying the enhancement scores: enhanced, not plain, not Steel",
    families: ["enhancement"],
    steps: [{ play: [{ card: "H_K", self: true }] }],
    cases: [{ params: { enhancement: "any" }, holds: true }, { params: { enhancement: "none" }, holds: false }, { params: { enhancement: "m_steel" }, holds: false }],
  }),
  ...conditionScenarios("card_enhancement", {
    name: "a plain King scores",
    families: ["joker"],
    trigger: "card_scored",
    steps: [{ play: ["H_K"] }],
    cases: [{ params: { enhancement: "none" }, holds: true }, { params: { enhancement: "any" }, holds: false }],
  }),
];
