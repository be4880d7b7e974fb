// Blind Type: the current blind is the Small Blind, the Big Blind or a Boss Blind.
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { ALL_TYPES, defineCondition, Unsupported } from "../types";

const TYPES: Record<string, string> = { small: "Small", big: "Big", boss: "Boss" };

export default defineCondition({
  id: "blind_type",
  label: "Blind Type",
  description: "The current blind is the Small, the Big or a Boss Blind.",
  category: "Game State",
  objectTypes: ALL_TYPES,
  params: [p.select("blind_type", "Blind", opts(["small", "Small Blind"], ["big", "Big Blind"], ["boss", "Boss Blind"]), "small")],
  summary: (v) => `if the blind is ${v.blind_type === "boss" ? "a Boss Blind" : `the ${TYPES[v.blind_type]} Blind`}`,
  generate(v) {
    const type = TYPES[v.blind_type];
    if (!type) throw new Unsupported(`blind type '${v.blind_type}' is unknown`);
    const blind = lua.path("G.GAME.blind");
    return lua.and(blind, lua.bin("==", lua.method(blind, "get_type"), lua.str(type)));
  },
});
