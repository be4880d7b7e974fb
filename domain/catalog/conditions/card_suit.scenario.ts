import { conditionScenarios } from "./kit";

export default conditionScenarios("card_suit", {
  name: "a King of Hearts scores alone",
  families: ["joker", "card"],
  trigger: { joker: "card_scored" },
  steps: { joker: [{ play: ["H_K"] }], card: [{ play: [{ card: "H_K", self: true }] }] },
  cases: [
    { params: { suit_type: "specific", specific_suit: "Hearts" }, holds: true },
    { params: { suit_type: "specific", specific_suit: "Spades" }, holds: false },
    { params: { suit_type: "group", suit_group: "red" }, holds: true },
    { params: { suit_type: "group", suit_group: "black" }, holds: false },
  ],
});
