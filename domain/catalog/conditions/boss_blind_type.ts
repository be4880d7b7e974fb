// Boss Blind Type: the current blind is (or is not) a given Boss Blind.
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { ALL_TYPES, defineCondition } from "../types";
import { keyWords } from "../words";

export default defineCondition({
  id: "boss_blind_type",
  label: "Boss Blind Type",
  description: "The current blind is, or is not, a given Boss Blind.",
  category: "Game State",
  objectTypes: ALL_TYPES,
  params: [
    p.select("operator", "Test", opts(["equals", "is"], ["not_equals", "is not"]), "equals"),
    p.select("value", "Boss Blind", { source: "boss_blinds" }, "bl_hook"),
  ],
  summary: (v) => `if the blind ${v.operator === "not_equals" ? "is not" : "is"} The ${keyWords(v.value).replace(/^Final /, "")}`,
  generate(v) {
    const is = lua.and(lua.path("G.GAME.blind"), lua.path("G.GAME.blind.config.blind"), lua.bin("==", lua.path("G.GAME.blind.config.blind.key"), lua.str(v.value)));
    return v.operator === "not_equals" ? lua.not(is) : is;
  },
});
