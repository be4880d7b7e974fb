import { conditionScenarios } from "./kit";

export default [
  ...conditionScenarios("consumable_type", {
    name: "Pluto is used",
    families: ["joker"],
    trigger: "consumable_used",
    steps: [{ useConsumable: "c_pluto" }],
    cases: [
      { params: { consumable_type: "Planet", specific_card: "any" }, holds: true },
      { params: { consumable_type: "Tarot", specific_card: "any" }, holds: false },
      { params: { consumable_type: "any", specific_card: "c_pluto" }, holds: true },
      { params: { consumable_type: "any", specific_card: "c_mercury" }, holds: false },
    ],
  }),
  ...conditionScenarios("consumable_type", {
    name: "The Fool is bought for $3",
    families: ["joker"],
    trigger: "card_bought",
    steps: [{ buy: "c_fool" }],
    gameDollars: -3,
    cases: [
      { params: { consumable_type: "Tarot", specific_card: "any" }, holds: true },
      { params: { consumable_type: "Planet", specific_card: "any" }, holds: false },
      { params: { consumable_type: "any", specific_card: "any" }, holds: true },
    ],
  }),
];
