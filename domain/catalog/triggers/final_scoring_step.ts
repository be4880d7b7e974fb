// At the Final Scoring Step: after every card and joker has scored, before the hand's chips and
// Mult are multiplied into the score (Steamodded's context.final_scoring_step, smods.md 3.3): the
// Plasma Deck balances chips and Mult here. Decks see it through their calculate(self, back, context).
import { contextTrigger, ctx } from "./make";

export default contextTrigger({
  id: "final_scoring_step", label: "At the Final Scoring Step",
  description: "After every card and joker has scored, just before the hand's score is totalled.",
  category: "Hand Scoring", objectTypes: ["joker", "deck"], scoring: true, guard: () => ctx("final_scoring_step"),
});
