// Probability effects of the Change Probability trigger: they edit the numerator / denominator
// locals that the trigger's block returns to mod_probability or fix_probability.
import { lua, type Expr } from "../../lua";
import { numberSpec, text } from "../lib";
import { Unsupported, type EffectDef } from "../types";

const { bin, name, assign, ifThen, path } = lua;

function apply(op: string, current: Expr, value: Expr): Expr {
  switch (op) {
    case "multiply": return bin("*", current, value);
    case "divide": return bin("/", current, value);
    case "add": case "increment": return bin("+", current, value);
    case "subtract": case "decrement": return bin("-", current, value);
    case "set": return value;
    default: throw new Unsupported(`operation '${op}' is unknown`);
  }
}

function parts(part: string): string[] {
  if (part === "both") return ["numerator", "denominator"];
  if (part === "numerator" || part === "denominator") return [part];
  throw new Unsupported(`probability part '${part}' is unknown`);
}

export const modProbability: EffectDef = {
  id: "mod_probability",
  label: "Modify Probability",
  objects: ["joker"],
  triggers: ["change_probability"],
  probability: true,
  params: [{ id: "part", label: "Part", type: "select", default: "numerator" }, { id: "operation", label: "Operation", type: "select", default: "multiply" }, numberSpec("value", "Value", 2)],
  generate(params, ctx) {
    const value = ctx.value(params.value, "value");
    const op = text(params, "operation", "multiply");
    return { stmts: [ifThen(path("context.mod_probability"), parts(text(params, "part", "numerator")).map((p) => assign(name(p), apply(op, name(p), value))))] };
  },
};

export const fixProbability: EffectDef = {
  id: "fix_probability",
  label: "Fix Probability",
  objects: ["joker"],
  triggers: ["change_probability"],
  probability: true,
  params: [{ id: "part", label: "Part", type: "select", default: "numerator" }, numberSpec("value", "Value", 1)],
  generate(params, ctx) {
    const value = ctx.value(params.value, "value");
    return { stmts: [ifThen(path("context.fix_probability"), parts(text(params, "part", "numerator")).map((p) => assign(name(p), value)))] };
  },
};
