// Boss Blind Triggered: the current Boss Blind's effect has triggered (G.GAME.blind.triggered).
import { lua } from "../../lua";
import { ALL_TYPES, defineCondition } from "../types";

export default defineCondition({
  id: "triggered_boss_blind",
  label: "Boss Blind Triggered",
  description: "The current Boss Blind's effect has triggered.",
  category: "Game State",
  objectTypes: ALL_TYPES,
  params: [],
  summary: () => "if the Boss Blind's effect triggered",
  generate: () => lua.bin("==", lua.and(lua.path("G.GAME.blind"), lua.path("G.GAME.blind.triggered")), lua.TRUE),
});
