// Joker Key: the other joker (being evaluated, or that just triggered) is a given joker.
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { defineCondition } from "../types";
import { keyWords } from "../words";
import { otherJoker } from "./shared";

const { and, bin, index, str } = lua;

export default defineCondition({
  id: "joker_key",
  label: "Joker Key",
  description: "The other joker is a given joker (or the one a key variable names).",
  category: "Jokers",
  objectTypes: ["joker"],
  triggers: ["joker_evaluated", "joker_triggered"],
  params: [
    p.select("type", "Joker from", opts(["key", "A given joker"], ["variable", "A key variable"]), "key"),
    p.select("joker_key", "Joker", { source: "jokers" }, "j_joker", { when: { param: "type", is: ["key"] } }),
    p.variable("key_variable", "Key variable", ["key"], "joker_key", { when: { param: "type", is: ["variable"] } }),
  ],
  summary: (v) => `if the other joker is ${v.type === "variable" ? `the one in ${v.key_variable}` : keyWords(v.joker_key)}`,
  generate(v, ctx) {
    const joker = otherJoker(ctx);
    const key = v.type === "variable" ? ctx.variable(v.key_variable) : str(v.joker_key);
    return and(joker, bin("==", index(index(index(joker, "config"), "center"), "key"), key));
  },
});
