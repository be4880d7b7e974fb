// SMODS.Sound definitions (smods.md 5) for every sound that has audio.
import { lua, type Stmt } from "../../lua";
import type { ExportEnv } from "../env";
import { isVanillaSound } from "../keys";
import { definition, numberOr } from "./common";

/** Sound files by path under assets/sounds/, and their definitions. */
export function emitSounds(env: ExportEnv): { stmts: Stmt[]; files: [string, Uint8Array][] } {
  const stmts: Stmt[] = [];
  const files: [string, Uint8Array][] = [];
  for (const entry of env.sounds.entries) {
    const sound = entry.item;
    if (!env.soundFiles.has(sound)) continue;
    const file = `${entry.key}.ogg`;
    files.push([file, env.soundFiles.get(sound)!]);
    const volume = numberOr(sound.volume, 0.6);
    const pitch = numberOr(sound.pitch, 0.7);
    if (volume < 0 || volume > 1) env.warn(`Sound '${sound.key}': volume ${volume} is outside 0-1 and is clamped.`);
    const replace = typeof sound.replace === "string" && sound.replace.trim() !== "" ? sound.replace.trim() : undefined;
    if (replace && !isVanillaSound(replace)) env.warn(`Sound '${sound.key}': '${replace}' is not a game sound, so it replaces nothing.`);
    env.count("SMODS.Sound");
    stmts.push(definition("SMODS.Sound", [
      ["key", lua.str(entry.key)],
      ["path", lua.str(file)],
      ["pitch", lua.num(Math.min(4, Math.max(0.1, pitch)))],
      ["volume", lua.num(Math.min(1, Math.max(0, volume)))],
      ["replace", replace && isVanillaSound(replace) ? lua.str(replace) : undefined],
    ]));
  }
  return { stmts, files };
}

/** SMODS.ObjectType for every joker pool (keys are not prefixed by Steamodded: ours carry the prefix once). */
export function emitPools(env: ExportEnv): Stmt[] {
  return [...new Set(env.pools.values())].map((key) => {
    env.count("SMODS.ObjectType");
    return definition("SMODS.ObjectType", [["key", lua.str(key)]]);
  });
}
