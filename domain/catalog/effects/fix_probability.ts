// Set Probability: under the Change Probability trigger, fixes the numerator and/or denominator
// of chances (Steamodded's fix_probability pass, applied after every modifier).
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { defineEffect } from "../types";
import { num } from "../words";

const { assign, ifThen, path, name } = lua;

export const PARTS = opts(["numerator", "The chance (numerator)"], ["denominator", "The odds (denominator)"], ["both", "Both"]);

export default defineEffect({
  id: "fix_probability",
  label: "Set Probability",
  description: "Sets the numerator or denominator of chances to a fixed value.",
  category: "Probability",
  objectTypes: ["joker"],
  triggers: ["change_probability"],
  probability: true,
  params: [p.select("part", "Part", PARTS, "numerator"), p.number("value", "Value", 1, { min: 0 })],
  summary: (v) => (v.part === "both" ? `Set chances to ${num(v.value)} in ${num(v.value)}` : `Set the ${v.part} of chances to ${num(v.value)}`),
  generate(v, ctx) {
    const value = ctx.value(v.value);
    const parts = v.part === "both" ? ["numerator", "denominator"] : [v.part];
    return { stmts: [ifThen(path("context.fix_probability"), parts.map((part) => assign(name(part), value)))] };
  },
});
