// Joker Position: the other joker (being evaluated, or that just triggered) is first, last or at a position.
import { p } from "../schema";
import { defineCondition } from "../types";
import { num } from "../words";
import { POSITIONS, jokerAt, otherJoker } from "./shared";

export default defineCondition({
  id: "joker_index",
  label: "Joker Position",
  description: "The other joker is the first, the last, or at a given position.",
  category: "Jokers",
  objectTypes: ["joker"],
  triggers: ["joker_evaluated", "joker_triggered"],
  params: [
    p.select("position", "Position", POSITIONS, "first"),
    p.number("specific_index", "Position", 1, { min: 1, integer: true, when: { param: "position", is: ["specific"] } }),
  ],
  summary: (v) => (v.position === "specific" ? `if the other joker is joker number ${num(v.specific_index)}` : `if the other joker is the ${v.position} joker`),
  generate: (v, ctx) => jokerAt(ctx, otherJoker(ctx), v.position, v.specific_index),
});
