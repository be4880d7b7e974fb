// Player OS: the system the game runs on (love.system.getOS()).
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { ALL_TYPES, defineCondition } from "../types";

export default defineCondition({
  id: "system_condition",
  label: "Player OS",
  description: "The player's operating system is a given one.",
  category: "Special",
  objectTypes: ALL_TYPES,
  params: [p.select("system", "System", opts("Windows", ["OS X", "macOS"], "Linux", "Android", "iOS"), "Windows")],
  summary: (v) => `if the game runs on ${v.system === "OS X" ? "macOS" : v.system}`,
  generate: (v) => lua.bin("==", lua.call("love.system.getOS"), lua.str(v.system)),
});
