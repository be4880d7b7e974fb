// Play Sound: plays one of the mod's sounds or a game sound, in a queued event so it plays in
// step with the animation.
import { lua } from "../../lua";
import { p } from "../schema";
import { defineEffect } from "../types";
import { ALL_TYPES, event } from "./shared";

export default defineEffect({
  id: "play_sound",
  label: "Play Sound",
  description: "Plays a sound of the mod or of the game.",
  category: "Special",
  objectTypes: ALL_TYPES,
  params: [p.select("sound_key", "Sound", { source: "sounds" }, "generic1")],
  summary: (v) => `Play the sound ${v.sound_key}`,
  generate: (v) => ({ stmts: [event([lua.doCall("play_sound", lua.str(v.sound_key))])] }),
});
