// Deck Size: the cards left to draw, or every playing card of the run.
import { lua } from "../../lua";
import { areaCount, playingCards } from "../gameVars/reads";
import { opts, p } from "../schema";
import { COMPARISONS } from "../options";
import { ALL_TYPES, defineCondition } from "../types";
import { comparison } from "../words";
import { compareTo } from "./shared";

export default defineCondition({
  id: "deck_size",
  label: "Deck Size",
  description: "Compares the cards left in the deck, or the whole deck, with a number.",
  category: "Deck",
  objectTypes: ALL_TYPES,
  params: [
    p.select("size_type", "Cards", opts(["remaining", "Left to draw"], ["total", "The whole deck"]), "remaining"),
    p.select("operator", "Comparison", COMPARISONS, "greater_equals"),
    p.number("value", "Cards", 52, { min: 0, integer: true }),
  ],
  summary: (v) => `if the number of ${v.size_type === "total" ? "cards in the whole deck" : "cards left in the deck"} ${comparison(v.operator, v.value)}`,
  generate: (v, ctx) => compareTo(v.operator, v.size_type === "total" ? lua.len(playingCards()) : areaCount("deck"), ctx.value(v.value)),
});
