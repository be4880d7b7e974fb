// Owned Joker: a given joker (by key, or the key a variable holds) is owned, or is not.
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { ALL_TYPES, defineCondition } from "../types";
import { keyWords } from "../words";

const { and, bin, call, path, str } = lua;

export default defineCondition({
  id: "specific_joker",
  label: "Owned Joker",
  description: "A given joker is owned (or is not).",
  category: "Jokers",
  objectTypes: ALL_TYPES,
  params: [
    p.select("operator", "Test", opts(["has", "is owned"], ["does_not_have", "is not owned"]), "has"),
    p.select("type", "Joker from", opts(["key", "A given joker"], ["variable", "A key variable"]), "key"),
    p.select("joker_key", "Joker", { source: "jokers" }, "j_joker", { when: { param: "type", is: ["key"] } }),
    p.variable("key_variable", "Key variable", ["key"], "joker_key", { when: { param: "type", is: ["variable"] } }),
  ],
  summary: (v) => `if ${v.type === "variable" ? `the joker in ${v.key_variable}` : keyWords(v.joker_key)} ${v.operator === "does_not_have" ? "is not owned" : "is owned"}`,
  generate(v, ctx) {
    const key = v.type === "variable" ? ctx.variable(v.key_variable) : str(v.joker_key);
    // no joker area (a deck's start, the main menu) or an empty key variable: nothing is owned
    const valid = v.type === "variable" ? [bin("==", call("type", key), str("string")), bin("~=", key, str(""))] : [];
    const owned = and(path("G.jokers"), ...valid, bin("~=", call("next", call("SMODS.find_card", key)), lua.nil));
    return v.operator === "does_not_have" ? lua.not(owned) : owned;
  },
});
