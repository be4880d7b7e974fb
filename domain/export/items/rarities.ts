// SMODS.Rarity definitions (smods.md 2.14): jokers name them by full key.
import { lua, type Stmt } from "../../lua";
import type { ExportEnv } from "../env";
import { definition, hexColour, numberOr } from "./common";

export function emitRarities(env: ExportEnv): Stmt[] {
  return env.rarities.entries.flatMap((entry) => {
    const rarity = entry.item;
    const name = String(rarity.name || entry.key);
    const label = `k_${entry.fullKey.toLowerCase()}`;
    env.loc.label(label, name);
    env.loc.word(label, name);
    env.count("SMODS.Rarity");
    const weight = Math.max(0, numberOr(rarity.default_weight, 0));
    if (weight > 0 && !env.project.jokers.some((joker) => env.rarity(joker.rarity) === entry.fullKey)) {
      env.warn(`Rarity '${name}' has no jokers: with a weight of ${weight} the shop still rolls it, and then shows the game's plain Joker. Give it jokers, or a weight of 0.`);
    }
    return [lua.comment(name), definition("SMODS.Rarity", [
      ["key", lua.str(entry.key)],
      ["badge_colour", hexColour(rarity.badge_colour, "666665")],
      ["default_weight", lua.num(weight)],
      // Without pools the rarity exists but is never rolled in shops (smods.md 7.3).
      ["pools", lua.record([["Joker", lua.TRUE]])],
    ])];
  });
}
