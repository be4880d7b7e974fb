// SMODS.ConsumableType (custom sets) and SMODS.Consumable definitions (smods.md 2.6, 2.7).
import { lua, type Stmt } from "../../lua";
import type { ExportEnv } from "../env";
import type { AtlasCell } from "../images/atlas";
import { atlasFields, configField, definition, descriptionLines, flag, hexColour, locVarsField, numberOr, rulesOf } from "./common";

const { str, num, list } = lua;

export function emitConsumableTypes(env: ExportEnv): Stmt[] {
  return env.sets.entries.flatMap((entry) => {
    const set = entry.item;
    const key = entry.fullKey;
    const lower = key.toLowerCase();
    const name = String(set.name || entry.key);
    const rows = Array.isArray(set.collection_rows) && set.collection_rows.length === 2 && set.collection_rows.every((n) => Number.isInteger(n) && n > 0)
      ? set.collection_rows : [4, 5];
    const fallback = env.spaces.consumable.entries.find((c) => c.fullKey === env.center("consumable", set.default_card) && env.consumableSet(c.item.set) === key);
    env.loc.word(`k_${lower}`, name);
    env.loc.word(`b_${lower}_cards`, String(set.collection_name || `${name} Cards`));
    env.loc.describe("Other", `undiscovered_${lower}`, { name: "Not Discovered", text: ["Find this card in a run", "to learn what it does"] });
    env.count("SMODS.ConsumableType");
    return [lua.comment(name), definition("SMODS.ConsumableType", [
      // ConsumableType keys are not prefixed by Steamodded, so the mod prefix is part of the key.
      ["key", str(key)],
      ["primary_colour", hexColour(set.primary_colour, "666666")],
      ["secondary_colour", hexColour(set.secondary_colour, "666666")],
      ["collection_rows", list(rows.map(num))],
      ["shop_rate", num(Math.max(0, numberOr(set.shop_rate, 0)))],
      ["default", fallback ? str(fallback.fullKey) : undefined],
    ])];
  });
}

export function emitConsumables(env: ExportEnv, cells: AtlasCell[], helpers: Set<string>): Stmt[] {
  return env.spaces.consumable.entries.flatMap((entry, i) => {
    const card = entry.item;
    let set = env.consumableSet(card.set);
    if (!set) {
      env.warn(`Consumable '${card.name}': set '${String(card.set)}' does not exist; exported as a Tarot card.`);
      set = "Tarot";
    }
    const compiled = rulesOf(env, "consumable", card, entry.fullKey, entry.key);
    for (const h of compiled.helpers) helpers.add(h);
    const text = descriptionLines(card.description);
    env.loc.describe(set, entry.fullKey, { name: card.name, text });
    env.count("SMODS.Consumable");
    return [lua.comment(card.name), definition("SMODS.Consumable", [
      ["key", str(entry.key)],
      ["set", str(set)],
      ...atlasFields(cells[i], "consumables"),
      ["cost", num(numberOr(card.cost, 3))],
      ["unlocked", lua.TRUE],
      ["discovered", flag(card.discovered, true)],
      ["hidden", card.hidden === true ? lua.TRUE : undefined],
      ["can_repeat_soul", card.can_repeat_soul === true ? lua.TRUE : undefined],
      configField(compiled),
      locVarsField(env, "consumable", card, compiled, text),
      ...compiled.methods,
    ])];
  });
}
