// Check Key Variable: one of the item's key variables holds a given key (or another key variable's).
// A key variable may hold any kind of key (a joker, a consumable, a tag...), so the key is typed.
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { ALL_TYPES, defineCondition } from "../types";

export default defineCondition({
  id: "key_variable",
  label: "Check Key Variable",
  description: "One of the item's key variables holds a given key, or what another key variable holds.",
  category: "Variables",
  objectTypes: ALL_TYPES,
  params: [
    p.variable("variable_name", "Variable", ["key"], "key"),
    p.select("check_type", "Compare with", opts(["custom_text", "A key"], ["key_var", "Another key variable"]), "custom_text"),
    p.text("specific_key", "Key", "j_joker", { when: { param: "check_type", is: ["custom_text"] } }),
    p.variable("key_variable", "Key variable", ["key"], "key", { when: { param: "check_type", is: ["key_var"] } }),
  ],
  summary: (v) => `if ${v.variable_name} is ${v.check_type === "key_var" ? v.key_variable : `'${v.specific_key}'`}`,
  generate: (v, ctx) => lua.bin("==", ctx.variable(v.variable_name), v.check_type === "key_var" ? ctx.variable(v.key_variable) : lua.str(v.specific_key.trim())),
});
