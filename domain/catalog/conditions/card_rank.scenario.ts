import { conditionScenarios } from "./kit";

export default conditionScenarios("card_rank", {
  name: "a King of Hearts scores alone",
  families: ["joker", "card"],
  trigger: { joker: "card_scored" },
  steps: { joker: [{ play: ["H_K"] }], card: [{ play: [{ card: "H_K", self: true }] }] },
  cases: [
    { params: { rank_type: "specific", specific_rank: "K" }, holds: true },
    { params: { rank_type: "specific", specific_rank: "A" }, holds: false },
    { params: { rank_type: "group", rank_group: "face" }, holds: true },
    { params: { rank_type: "group", rank_group: "even" }, holds: false },
    { params: { rank_type: "group", rank_group: "odd" }, holds: false },
  ],
});
