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
  // play_sound uses a sound's own pitch and volume only for music (Steamodded's sound.toml: the
  // caller's, or 1, for anything else), so a mod's sound passes the ones set on it; a game
  // sound (not in SMODS.Sounds) keeps the game's defaults
  generate(v) {
    const key = lua.str(v.sound_key);
    const own = lua.index(lua.path("SMODS.Sounds"), key);
    return { stmts: [event([lua.doCall("play_sound", key, lua.and(own, lua.index(own, "pitch")), lua.and(own, lua.index(own, "volume")))])] };
  },
});
