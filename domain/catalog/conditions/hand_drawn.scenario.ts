import { conditionScenarios } from "./kit";

// A joker checks it when a consumable is used: in a blind with cards in hand, or in the shop.
const trigger = { joker: "consumable_used" };
const steps = { joker: [{ useConsumable: "c_pluto" }] };

export default [
  ...conditionScenarios("hand_drawn", {
    name: "choosing cards to play in a blind",
    families: ["joker", "consumable", "voucher", "deck"],
    trigger, steps,
    cases: [{ params: {}, holds: true }, { params: {}, negate: true, holds: false }],
  }),
  ...conditionScenarios("hand_drawn", {
    name: "in the shop",
    families: ["joker", "consumable", "voucher", "deck"],
    trigger, steps,
    setup: { lua: "G.STATE = G.STATES.SHOP" },
    cases: [{ params: {}, holds: false }, { params: {}, negate: true, holds: true }],
  }),
];
