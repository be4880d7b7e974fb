// Generic Compare: compares two numbers (each a value, a variable, a game value or a range).
import { ALL_TYPES, defineCondition } from "../types";
import { p } from "../schema";
import { comparison, num } from "../words";
import { COMPARISONS } from "../options";
import { compareTo } from "./shared";

export default defineCondition({
  id: "generic_compare",
  label: "Generic Compare",
  description: "Compares two numbers: values, variables or game values.",
  category: "Special",
  objectTypes: ALL_TYPES,
  params: [p.number("value1", "First value", 0), p.select("operator", "Comparison", COMPARISONS, "equals"), p.number("value2", "Second value", 0)],
  summary: (v) => `if ${num(v.value1)} ${comparison(v.operator, v.value2)}`,
  generate: (v, ctx) => compareTo(v.operator, ctx.value(v.value1), ctx.value(v.value2)),
});
