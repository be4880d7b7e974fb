// Change Probability: the joker answers mod_probability / fix_probability queries by returning a
// new numerator and denominator (smods.md 3.3). Its effects edit the two locals this block opens.
import { lua } from "../../lua";
import { defineTrigger } from "../types";
import { ctx } from "./make";

export default defineTrigger({
  id: "change_probability",
  label: "Change Probability",
  description: "Whenever any chance is rolled or shown: change its odds.",
  category: "Special",
  objectTypes: ["joker"],
  scope: () => ({ scoring: false }),
  guard: () => lua.or(ctx("mod_probability"), ctx("fix_probability")),
  prologue: () => [lua.locals(["numerator", "denominator"], [ctx("numerator"), ctx("denominator")])],
  epilogue: () => [lua.ret(lua.record({ numerator: lua.name("numerator"), denominator: lua.name("denominator") }))],
  summary: () => "When a chance is rolled",
});
