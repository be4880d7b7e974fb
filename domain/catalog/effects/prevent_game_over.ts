// Prevent Game Over: a lost round does not end the run (Mr. Bones): `saved` in the end of round.
import { lua } from "../../lua";
import { defineEffect } from "../types";

export default defineEffect({
  id: "prevent_game_over",
  label: "Prevent Game Over",
  description: "A lost round does not end the run (Mr. Bones).",
  category: "Blind & Ante",
  objectTypes: ["joker"],
  triggers: ["game_over"],
  params: [],
  summary: () => "Prevent the game over",
  generate: () => ({ fields: [["saved", lua.TRUE]] }),
});
