// Check Which Tag Got Added: the tag just gained is (or is not) a given tag.
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { defineCondition } from "../types";
import { keyWords } from "../words";

export default defineCondition({
  id: "which_tag",
  label: "Check Which Tag Got Added",
  description: "The tag just gained is, or is not, a given tag.",
  category: "Special",
  objectTypes: ["joker"],
  triggers: ["tag_added"],
  params: [
    p.select("operator", "Test", opts(["equals", "is"], ["not_equals", "is not"]), "equals"),
    p.select("value", "Tag", { source: "tags" }, "tag_double"),
  ],
  summary: (v) => `if the tag ${v.operator === "not_equals" ? "is not" : "is"} the ${keyWords(v.value)} Tag`,
  generate(v) {
    const is = lua.and(lua.path("context.tag_added"), lua.bin("==", lua.path("context.tag_added.key"), lua.str(v.value)));
    return v.operator === "not_equals" ? lua.not(is) : is;
  },
});
