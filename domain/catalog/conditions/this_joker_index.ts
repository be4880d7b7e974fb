// This Joker Position: this joker is first, last or at a position among the jokers.
import { p } from "../schema";
import { defineCondition } from "../types";
import { num } from "../words";
import { POSITIONS, jokerAt } from "./shared";

export default defineCondition({
  id: "this_joker_index",
  label: "This Joker Position",
  description: "This joker is the first, the last, or at a given position.",
  category: "Jokers",
  objectTypes: ["joker"],
  params: [
    p.select("position", "Position", POSITIONS, "first"),
    p.number("specific_index", "Position", 1, { min: 1, integer: true, when: { param: "position", is: ["specific"] } }),
  ],
  summary: (v) => (v.position === "specific" ? `if this is joker number ${num(v.specific_index)}` : `if this is the ${v.position} joker`),
  generate: (v, ctx) => jokerAt(ctx, ctx.self, v.position, v.specific_index),
});
