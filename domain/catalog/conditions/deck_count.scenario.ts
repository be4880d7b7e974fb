import { conditionScenarios } from "./kit";

export default conditionScenarios("deck_count", {
  name: "a deck of a Bonus 2♥, a Blue-sealed 3♠, a Foil 4♦ and a 6♣",
  setup: { deck: [{ card: "H_2", enhancement: "m_bonus" }, { card: "S_3", seal: "Blue" }, { card: "D_4", edition: "e_foil" }, "C_6"] },
  cases: [
    { params: { property_type: "enhancement", enhancement: "m_bonus", operator: "equals", value: 1 }, holds: true },
    { params: { property_type: "seal", seal: "Blue", operator: "equals", value: 1 }, holds: true },
    { params: { property_type: "edition", edition: "e_holo", operator: "greater_equals", value: 1 }, holds: false },
    { params: { property_type: "rank", rank: "2", operator: "equals", value: 1 }, holds: true },
    { params: { property_type: "suit", suit: "Diamonds", operator: "equals", value: 1 }, holds: true },
    { params: { property_type: "suit", suit: "Clubs", operator: "greater_equals", value: 2 }, holds: false },
  ],
});
