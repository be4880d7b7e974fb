import { conditionScenarios } from "./kit";

export default [
  ...conditionScenarios("card_seal", {
    name: "a King with a Blue Seal scores",
    families: ["joker", "enhancement", "edition"],
    trigger: { joker: "card_scored" },
    steps: { joker: [{ play: [{ card: "H_K", seal: "Blue" }] }], card: [{ play: [{ card: "H_K", seal: "Blue", self: true }] }] },
    cases: [
      { params: { seal: "Blue" }, holds: true },
      { params: { seal: "Purple" }, holds: false },
      { params: { seal: "any" }, holds: true },
      { params: { seal: "none" }, holds: false },
    ],
  }),
  ...conditionScenarios("card_seal", {
    name: "a card carrying the seal scores: sealed, not unsealed, not Blue",
    families: ["seal"],
    steps: [{ play: [{ card: "H_K", self: true }] }],
    cases: [{ params: { seal: "any" }, holds: true }, { params: { seal: "none" }, holds: false }, { params: { seal: "Blue" }, holds: false }],
  }),
];
