import { conditionScenarios } from "./kit";

export default [...conditionScenarios("booster_type", {
  name: "an Arcana Pack is opened",
  families: ["joker", "voucher", "deck"],
  trigger: "booster_opened",
  steps: {
    joker: [{ openBooster: "p_arcana_normal_1" }],
    voucher: [{ redeem: true }, { openBooster: "p_arcana_normal_1" }],
    deck: [{ openBooster: "p_arcana_normal_1" }],
  },
  cases: [
    { params: { operator: "equals", booster_key: "p_arcana_normal_1" }, holds: true },
    { params: { operator: "equals", booster_key: "Arcana" }, holds: true },
    { params: { operator: "equals", booster_key: "p_celestial_normal_1" }, holds: false },
    { params: { operator: "not_equal", booster_key: "Celestial" }, holds: true },
    { params: { operator: "not_equal", booster_key: "Arcana" }, holds: false },
  ],
}), ...conditionScenarios("booster_type", {
  // Steamodded's skip_booster clears the pack before end_consumeable sends ending_booster
  name: "an Arcana Pack is skipped, then left (its ending_booster names no pack)",
  families: ["joker"],
  trigger: "booster_exited",
  steps: { joker: [{ openBooster: "p_arcana_normal_1" }, { context: { skipping_booster: true } }, { context: { ending_booster: true } }] },
  cases: [
    { params: { operator: "equals", booster_key: "Arcana" }, holds: true },
    { params: { operator: "not_equal", booster_key: "Arcana" }, holds: false },
  ],
})];
