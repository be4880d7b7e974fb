import { conditionScenarios } from "./kit";

export default [
  ...conditionScenarios("blind_type", {
    name: "in the Small Blind",
    setup: { blind: "bl_small" },
    cases: [{ params: { blind_type: "small" }, holds: true }, { params: { blind_type: "big" }, holds: false }, { params: { blind_type: "boss" }, holds: false }],
  }),
  ...conditionScenarios("blind_type", {
    name: "in The Hook (a Boss Blind)",
    setup: { blind: "bl_hook" },
    cases: [{ params: { blind_type: "boss" }, holds: true }, { params: { blind_type: "small" }, holds: false }, { params: { blind_type: "big" }, holds: false }],
  }),
  ...conditionScenarios("blind_type", {
    name: "the Big Blind is selected",
    families: ["joker", "voucher", "deck"],
    trigger: "blind_selected",
    steps: { joker: [{ selectBlind: "bl_big" }], voucher: [{ redeem: true }, { selectBlind: "bl_big" }], deck: [{ selectBlind: "bl_big" }] },
    cases: [{ params: { blind_type: "big" }, holds: true }, { params: { blind_type: "small" }, holds: false }],
  }),
];
