// Joker Selected: a joker is selected (highlighted): any, of a rarity, or a given joker.
import { lua } from "../../lua";
import { iife } from "../gameVars/reads";
import { opts, p } from "../schema";
import { ALL_TYPES, defineCondition } from "../types";
import { keyWords } from "../words";
import { ANY, rarityTest } from "./shared";

const { and, bin, call, forIn, ifThen, local, name, or, path, ret, str } = lua;

export default defineCondition({
  id: "joker_selected",
  label: "Joker Selected",
  description: "A joker is selected: any joker, one of a rarity, or a given joker.",
  category: "Jokers",
  objectTypes: ALL_TYPES,
  params: [
    p.select("check_key", "Which joker", opts(["any", "Any joker"], ["key", "A given joker"]), "any"),
    p.select("joker_key", "Joker", { source: "jokers" }, "j_joker", { when: { param: "check_key", is: ["key"] } }),
    p.select("rarity", "Rarity", { source: "rarities", extra: ANY }, "any", { when: { param: "check_key", is: ["any"] } }),
  ],
  summary: (v) => (v.check_key === "key" ? `if ${keyWords(v.joker_key)} is selected` : v.rarity === "any" ? "if a joker is selected" : `if a ${v.rarity} joker is selected`),
  generate(v) {
    const test = v.check_key === "key" ? bin("==", path("j.config.center.key"), str(v.joker_key)) : rarityTest(name("j"), v.rarity);
    return iife([
      local("selected", or(and(path("G.jokers"), path("G.jokers.highlighted")), lua.table([]))),
      forIn(["_", "j"], [call("ipairs", name("selected"))], [ifThen(test, [ret(lua.TRUE)])]),
      ret(lua.FALSE),
    ]);
  },
});
