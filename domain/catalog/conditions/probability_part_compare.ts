// Probability Compare: the numerator or the denominator of the chance being rolled or shown.
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { COMPARISONS } from "../options";
import { defineCondition } from "../types";
import { comparison } from "../words";
import { compareTo } from "./shared";

export default defineCondition({
  id: "probability_part_compare",
  label: "Probability Compare",
  description: "Compares the chance's numerator or denominator with a number.",
  category: "Probability",
  objectTypes: ["joker"],
  triggers: ["change_probability", "probability_result"],
  params: [
    p.select("part", "Part", opts(["numerator", "Numerator"], ["denominator", "Denominator"]), "numerator"),
    p.select("operator", "Comparison", COMPARISONS, "equals"),
    p.number("value", "Value", 1),
  ],
  summary: (v) => `if the chance's ${v.part} ${comparison(v.operator, v.value)}`,
  generate: (v, ctx) => compareTo(v.operator, lua.path(`context.${v.part === "denominator" ? "denominator" : "numerator"}`), ctx.value(v.value)),
});
