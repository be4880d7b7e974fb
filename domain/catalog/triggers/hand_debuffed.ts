// When the played hand is debuffed by the Boss Blind (The Psychic, The Eye, The Mouth...): the hand
// scores nothing and the jokers get context.debuffed_hand instead of their scoring steps (Matador
// pays there too). The played cards and the poker hand are known (context.full_hand, scoring_name).
import { defineTrigger } from "../types";
import { ctx } from "./make";

export default defineTrigger({
  id: "hand_debuffed",
  label: "When a Hand is Debuffed",
  description: "When the Boss Blind debuffs the played hand (it scores nothing).",
  category: "Hand Scoring",
  objectTypes: ["joker"],
  scope: () => ({ scoring: true }),
  guard: () => ctx("debuffed_hand"),
  summary: () => "When the played hand is debuffed by the Boss Blind",
});
