// Check Text Variable: one of the item's text variables holds a given text (or a key variable's key).
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { ALL_TYPES, defineCondition } from "../types";

export default defineCondition({
  id: "text_variable",
  label: "Check Text Variable",
  description: "One of the item's text variables holds a given text, or what a key variable holds.",
  category: "Variables",
  objectTypes: ALL_TYPES,
  params: [
    p.variable("variable_name", "Variable", ["text"], "text"),
    p.select("check_type", "Compare with", opts(["custom_text", "A text"], ["key_var", "A key variable"]), "custom_text"),
    p.text("text", "Text", "Hello", { when: { param: "check_type", is: ["custom_text"] } }),
    p.variable("key_variable", "Key variable", ["key"], "key", { when: { param: "check_type", is: ["key_var"] } }),
  ],
  summary: (v) => `if ${v.variable_name} is ${v.check_type === "key_var" ? v.key_variable : `'${v.text}'`}`,
  generate: (v, ctx) => lua.bin("==", ctx.variable(v.variable_name), v.check_type === "key_var" ? ctx.variable(v.key_variable) : lua.str(v.text)),
});
