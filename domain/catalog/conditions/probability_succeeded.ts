// Probability Succeeded: the chance just rolled succeeded (or failed).
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { defineCondition } from "../types";

export default defineCondition({
  id: "probability_succeeded",
  label: "Probability Succeeded",
  description: "The chance just rolled succeeded, or failed.",
  category: "Probability",
  objectTypes: ["joker"],
  triggers: ["probability_result"],
  params: [p.select("status", "Result", opts(["succeeded", "succeeded"], ["failed", "failed"]), "succeeded")],
  summary: (v) => `if the chance ${v.status}`,
  generate: (v) => (v.status === "failed" ? lua.bin("==", lua.path("context.result"), lua.FALSE) : lua.bin("==", lua.path("context.result"), lua.TRUE)),
});
