// Change Game Speed: sets the game's speed setting (G.SETTINGS.GAMESPEED), as the options menu does.
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { defineEffect } from "../types";
import { ALL_TYPES } from "./shared";

export default defineEffect({
  id: "change_game_speed",
  label: "Change Game Speed",
  description: "Sets the game speed.",
  category: "Special",
  objectTypes: ALL_TYPES,
  params: [p.select("speed", "Speed", opts(["0.5", "×0.5"], ["1", "×1"], ["2", "×2"], ["4", "×4"]), "1")],
  summary: (v) => `Set the game speed to ×${v.speed}`,
  generate: (v) => ({ stmts: [lua.assign(lua.path("G.SETTINGS.GAMESPEED"), lua.num(Number(v.speed)))] }),
});
