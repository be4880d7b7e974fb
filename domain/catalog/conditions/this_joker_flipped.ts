// This Joker is Flipped: this joker is face down.
import { defineCondition } from "../types";
import { flippedTest } from "./shared";

export default defineCondition({
  id: "this_joker_flipped",
  label: "This Joker is Flipped",
  description: "This joker is face down.",
  category: "Jokers",
  objectTypes: ["joker"],
  params: [],
  summary: () => "if this joker is face down",
  generate: (_, ctx) => flippedTest(ctx.self),
});
