// Blind Name: the current blind is (or is not) a given blind, chosen by its name.
import { lua } from "../../lua";
import BLINDS from "../../vanilla/facts/blinds.json" with { type: "json" };
import { opts, p } from "../schema";
import { ALL_TYPES, defineCondition, Unsupported } from "../types";

const KEY_BY_NAME = new Map((BLINDS as { key: string; name: string }[]).map((b) => [b.name, b.key]));

export default defineCondition({
  id: "blind_name",
  label: "Blind Name",
  description: "The current blind is, or is not, a given blind.",
  category: "Game State",
  objectTypes: ALL_TYPES,
  params: [
    p.select("operation", "Test", opts(["equals", "is"], ["not_equals", "is not"]), "equals"),
    p.select("value", "Blind", opts(...KEY_BY_NAME.keys()), "Small Blind"),
  ],
  summary: (v) => `if the blind ${v.operation === "not_equals" ? "is not" : "is"} ${/^(Small|Big) Blind$/.test(v.value) ? `the ${v.value}` : v.value}`,
  generate(v) {
    const key = KEY_BY_NAME.get(v.value);
    if (!key) throw new Unsupported(`the blind '${v.value}' is unknown`);
    const is = lua.and(lua.path("G.GAME.blind"), lua.path("G.GAME.blind.config.blind"), lua.bin("==", lua.path("G.GAME.blind.config.blind.key"), lua.str(key)));
    return v.operation === "not_equals" ? lua.not(is) : is;
  },
});
