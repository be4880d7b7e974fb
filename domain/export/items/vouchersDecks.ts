// SMODS.Voucher and SMODS.Back (deck) definitions (smods.md 2.12, 2.13).
import { lua, type Stmt } from "../../lua";
import type { ExportEnv } from "../env";
import type { AtlasCell } from "../images/atlas";
import { atlasFields, configField, definition, descriptionLines, flag, locVarsField, numberOr, rulesOf } from "./common";

const { str, num, list } = lua;

export function emitVouchers(env: ExportEnv, cells: AtlasCell[], helpers: Set<string>): Stmt[] {
  return env.spaces.voucher.entries.flatMap((entry, i) => {
    const item = entry.item;
    const compiled = rulesOf(env, "voucher", item, entry.fullKey, entry.key);
    for (const h of compiled.helpers) helpers.add(h);
    const text = descriptionLines(item.description);
    env.loc.describe("Voucher", entry.fullKey, { name: item.name, text });
    // Never `requires = {''}` (the original's bug): only a voucher that exists, by full key.
    let requires: string | undefined;
    if (item.requires_activetor !== false && typeof item.requires === "string" && item.requires.trim() !== "") {
      requires = env.center("voucher", item.requires);
      if (!requires) env.warn(`Voucher '${item.name}': required voucher '${item.requires}' does not exist; it has no requirement.`);
      if (requires === entry.fullKey) requires = undefined;
    }
    if (item.unlocked === false) env.warn(`Voucher '${item.name}': its unlock condition is not exported yet, so it starts unlocked.`);
    env.count("SMODS.Voucher");
    return [lua.comment(item.name), definition("SMODS.Voucher", [
      ["key", str(entry.key)],
      ...atlasFields(cells[i], "vouchers"),
      ["cost", num(numberOr(item.cost, 10))],
      ["unlocked", lua.TRUE],
      ["discovered", flag(item.discovered, true)],
      ["no_collection", item.no_collection === true ? lua.TRUE : undefined],
      ["requires", requires ? list([str(requires)]) : undefined],
      configField(compiled),
      locVarsField(env, "voucher", item, compiled, text),
      ...compiled.methods,
    ])];
  });
}

export function emitDecks(env: ExportEnv, cells: AtlasCell[], helpers: Set<string>): Stmt[] {
  return env.spaces.deck.entries.flatMap((entry, i) => {
    const item = entry.item;
    const compiled = rulesOf(env, "deck", item, entry.fullKey, entry.key);
    for (const h of compiled.helpers) helpers.add(h);
    const text = descriptionLines(item.description);
    env.loc.describe("Back", entry.fullKey, { name: item.name, text });
    const resolve = (type: "voucher" | "consumable", keys: unknown) => (Array.isArray(keys) ? keys : []).flatMap((raw) => {
      const key = env.center(type, raw);
      if (!key) env.warn(`Deck '${item.name}': starting ${type} '${String(raw)}' does not exist and is left out.`);
      return key ? [key] : [];
    });
    const vouchers = resolve("voucher", item.Config_vouchers);
    const consumables = resolve("consumable", item.Config_consumables);
    env.count("SMODS.Back");
    return [lua.comment(item.name), definition("SMODS.Back", [
      ["key", str(entry.key)],
      ...atlasFields(cells[i], "decks"),
      ["unlocked", lua.TRUE],
      ["discovered", flag(item.discovered, true)],
      ["no_collection", item.no_collection === true ? lua.TRUE : undefined],
      configField(compiled, [
        ["vouchers", vouchers.length > 0 ? list(vouchers.map(str)) : undefined],
        ["consumables", consumables.length > 0 ? list(consumables.map(str)) : undefined],
        ["no_interest", item.no_interest === true ? lua.TRUE : undefined],
        // The game's own config key for "no face cards" (Abandoned Deck) is remove_faces.
        ["remove_faces", item.no_faces === true ? lua.TRUE : undefined],
        ["randomize_rank_suit", item.erratic_deck === true ? lua.TRUE : undefined],
      ]),
      locVarsField(env, "deck", item, compiled, text),
      ...compiled.methods,
    ])];
  });
}
