// Modify Probability: under the Change Probability trigger, scales or shifts the numerator or
// denominator of chances (Steamodded's mod_probability pass, as Oops! All 6s doubles them).
import { lua, type Expr } from "../../lua";
import { opts, p } from "../schema";
import { defineEffect } from "../types";
import { num } from "../words";

const { assign, ifThen, path, name, bin } = lua;

const OPERATIONS = opts(["increment", "Add"], ["decrement", "Subtract"], ["multiply", "Multiply"], ["divide", "Divide"]);

function apply(op: string, current: Expr, value: Expr): Expr {
  switch (op) {
    case "increment": return bin("+", current, value);
    case "decrement": return bin("-", current, value);
    case "divide": return bin("/", current, value);
    default: return bin("*", current, value);
  }
}

export default defineEffect({
  id: "mod_probability",
  label: "Modify Probability",
  description: "Adds to, subtracts from, multiplies or divides the numerator or denominator of chances.",
  category: "Probability",
  objectTypes: ["joker"],
  triggers: ["change_probability"],
  probability: true,
  params: [
    p.select("part", "Part", opts(["numerator", "The chance (numerator)"], ["denominator", "The odds (denominator)"]), "numerator"),
    p.select("operation", "Operation", OPERATIONS, "multiply"),
    p.number("value", "Value", 2),
  ],
  summary(v) {
    const n = num(v.value);
    const what = `the ${v.part} of chances`;
    return v.operation === "increment" ? `Add ${n} to ${what}` : v.operation === "decrement" ? `Subtract ${n} from ${what}` : v.operation === "divide" ? `Divide ${what} by ${n}` : `Multiply ${what} by ${n}`;
  },
  generate(v, ctx) {
    const value = ctx.value(v.value);
    return { stmts: [ifThen(path("context.mod_probability"), [assign(name(v.part), apply(v.operation, name(v.part), value))])] };
  },
});
