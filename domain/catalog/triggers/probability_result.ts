// After any chance roll (SMODS.pseudorandom_probability): context.result says whether it hit.
import { defineTrigger } from "../types";
import { ctx } from "./make";

export default defineTrigger({
  id: "probability_result",
  label: "Probability Result",
  description: "After any chance is rolled, whether it succeeded or failed.",
  category: "Special",
  objectTypes: ["joker"],
  scope: () => ({ scoring: false }),
  guard: () => ctx("pseudorandom_result"),
  summary: () => "After a chance is rolled",
});
