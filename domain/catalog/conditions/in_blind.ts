// In Blind: a blind is being played (G.GAME.blind.in_blind).
import { lua } from "../../lua";
import { defineCondition } from "../types";
import { NOT_CARDS } from "./shared";

export default defineCondition({
  id: "in_blind",
  label: "In Blind",
  description: "A blind is being played.",
  category: "Game State",
  objectTypes: NOT_CARDS,
  params: [],
  summary: () => "if in a blind",
  generate: () => lua.bin("==", lua.and(lua.path("G.GAME.blind"), lua.path("G.GAME.blind.in_blind")), lua.TRUE),
});
