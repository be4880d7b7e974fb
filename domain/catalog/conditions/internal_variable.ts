// Check Number Variable: compares one of the item's number variables with a value.
import { p } from "../schema";
import { COMPARISONS } from "../options";
import { ALL_TYPES, defineCondition } from "../types";
import { comparison } from "../words";
import { compareTo } from "./shared";

export default defineCondition({
  id: "internal_variable",
  label: "Check Number Variable",
  description: "Compares one of the item's number variables with a value.",
  category: "Variables",
  objectTypes: ALL_TYPES,
  params: [p.variable("variable_name", "Variable", ["number"], "value"), p.select("operator", "Comparison", COMPARISONS, "equals"), p.number("value", "Value", 0)],
  summary: (v) => `if ${v.variable_name} ${comparison(v.operator, v.value)}`,
  generate: (v, ctx) => compareTo(v.operator, ctx.variable(v.variable_name), ctx.value(v.value)),
});
