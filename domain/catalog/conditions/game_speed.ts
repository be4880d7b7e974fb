// Check Game Speed: the game speed setting (0.5, 1, 2 or 4).
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { ALL_TYPES, defineCondition } from "../types";
import { comparison } from "../words";
import { compareTo } from "./shared";

export default defineCondition({
  id: "game_speed",
  label: "Check Game Speed",
  description: "Compares the game speed setting with a speed.",
  category: "Game State",
  objectTypes: ALL_TYPES,
  params: [
    p.select("operator", "Comparison", opts(["equals", "is"], ["not_equal", "is not"], ["greater_than", "faster than"], ["less_than", "slower than"]), "equals"),
    p.select("speed", "Speed", opts(["0.5", "×0.5"], ["1", "×1"], ["2", "×2"], ["4", "×4"]), "1"),
  ],
  summary: (v) => `if the game speed ${comparison(v.operator === "not_equal" ? "not_equals" : v.operator, `×${v.speed}`)}`,
  generate: (v) => compareTo(v.operator, lua.path("G.SETTINGS.GAMESPEED"), lua.num(Number(v.speed))),
});
