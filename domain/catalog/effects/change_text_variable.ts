// Change Text Variable: sets a text variable of the item to a text, or to the key a key variable
// holds.
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { defineEffect } from "../types";
import { ALL_TYPES } from "./shared";

export default defineEffect({
  id: "change_text_variable",
  label: "Change Text Variable",
  description: "Sets a text variable to a text or to a key variable's value.",
  category: "Variables",
  objectTypes: ALL_TYPES,
  params: [
    p.variable("variable_name", "Variable", ["text"], "text_var"),
    p.select("change_type", "New text", opts(["custom_text", "This text"], ["key_var", "A key variable's value"]), "custom_text"),
    p.text("text", "Text", "Hello", { when: { param: "change_type", is: ["custom_text"] } }),
    p.variable("key_variable", "Key variable", ["key"], "key_var", { when: { param: "change_type", is: ["key_var"] } }),
  ],
  summary: (v) => `Set ${v.variable_name} to ${v.change_type === "key_var" ? `the key in ${v.key_variable}` : `"${v.text}"`}`,
  generate(v, ctx) {
    const value = v.change_type === "key_var" ? lua.call("tostring", lua.or(ctx.variable(v.key_variable), lua.str(""))) : lua.str(v.text);
    return { stmts: [lua.assign(ctx.variable(v.variable_name), value)] };
  },
});
