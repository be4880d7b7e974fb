// Cards Selected: how many playing cards are selected in hand (a consumable's targets).
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { defineCondition } from "../types";
import { comparison } from "../words";
import { compareTo } from "./shared";

export default defineCondition({
  id: "cards_selected",
  label: "Cards Selected",
  description: "Compares how many cards are selected in hand with a number.",
  category: "Card",
  objectTypes: ["consumable"],
  params: [
    p.select("operator", "Comparison", opts(["equals", "equals"], ["greater_than", "more than"], ["less_than", "less than"], ["greater_equals", "at least"], ["less_equals", "at most"]), "equals"),
    p.number("value", "Cards", 1, { min: 0, integer: true }),
  ],
  summary: (v) => `if the number of selected cards ${comparison(v.operator, v.value)}`,
  generate: (v, ctx) => compareTo(v.operator, lua.len(lua.or(lua.and(lua.path("G.hand"), lua.path("G.hand.highlighted")), lua.table([]))), ctx.value(v.value)),
});
