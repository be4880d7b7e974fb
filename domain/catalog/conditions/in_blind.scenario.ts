import { conditionScenarios } from "./kit";

export default [
  ...conditionScenarios("in_blind", {
    name: "playing the Small Blind",
    families: ["joker", "consumable", "voucher", "deck"],
    cases: [{ params: {}, holds: true }, { params: {}, negate: true, holds: false }],
  }),
  ...conditionScenarios("in_blind", {
    name: "after the blind is defeated",
    families: ["consumable", "voucher"],
    setup: { lua: "G.GAME.blind:defeat()" },
    cases: [{ params: {}, holds: false }, { params: {}, negate: true, holds: true }],
  }),
];
