// SMODS.ConsumableType (custom sets) and SMODS.Consumable definitions (smods.md 2.6, 2.7).
import { lua, type Expr, type Stmt } from "../../lua";
import type { Consumable } from "../../model";
import type { ExportEnv } from "../env";
import type { AtlasCell } from "../images/atlas";
import { atlasFields, configField, definition, descriptionLines, flag, hexColour, locVarsField, numberOr, rulesOf } from "./common";

const { str, num, list, name, index, path, fn, local, bin, and, or } = lua;

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
    const shopRate = Math.max(0, numberOr(set.shop_rate, 0));
    if (shopRate > 0 && !env.project.consumables.some((card) => env.consumableSet(card.set) === key)) {
      env.warn(`Consumable set '${name}' has no cards: with a shop rate of ${shopRate} the shop still offers it, and then shows a fallback card instead. Give it cards, or a shop rate of 0.`);
    }
    return [lua.comment(name), definition("SMODS.ConsumableType", [
      // ConsumableType keys are not prefixed by Steamodded, so the mod prefix is part of the key.
      ["key", str(key)],
      ["primary_colour", hexColour(set.primary_colour, "666666")],
      ["secondary_colour", hexColour(set.secondary_colour, "666666")],
      ["collection_rows", list(rows.map(num))],
      ["shop_rate", num(shopRate)],
      ["default", fallback ? str(fallback.fullKey) : undefined],
    ])];
  });
}

interface HighlightLimits { min?: number; max?: number }

/** The consumable's selection limits as the game can use them, or undefined when it has none. */
function highlightLimits(env: ExportEnv, card: Consumable): HighlightLimits | undefined {
  const read = (field: "max_highlighted" | "min_highlighted", least: number): number | undefined => {
    const raw: unknown = card[field];
    if (raw === undefined || raw === null || raw === "") return undefined;
    const n = numberOr(raw, NaN);
    if (Number.isInteger(n) && n >= least) return n;
    env.warn(`Consumable '${card.name}': ${field} '${String(raw)}' is not a whole number of at least ${least}; left out.`);
    return undefined;
  };
  const max = read("max_highlighted", 1);
  let min = read("min_highlighted", 0);
  if (max === undefined && min === undefined) return undefined;
  if (max !== undefined && min !== undefined && min > max) {
    env.warn(`Consumable '${card.name}': at least ${min} cards selected is more than the most allowed (${max}); ${max} used as the minimum.`);
    min = max;
  }
  return { min, max };
}

/**
 * can_use with the selection limits in front of what the rules require, so both must hold. The
 * limits are read from card.ability.consumeable (the game's copy of config, which other effects may
 * change) and, as in the game, a max without a min means at least 1 card.
 */
function limitedCanUse(limits: HighlightLimits, ruleBody: Stmt[]): Expr {
  const selected = name("selected");
  const limit = (field: string, fallback: number) => lua.paren(or(index(name("limits"), field), num(fallback)));
  const outside: Expr[] = [];
  const min = limits.min ?? (limits.max !== undefined ? 1 : undefined);
  if (min !== undefined) outside.push(bin("<", selected, limit("min_highlighted", min)));
  if (limits.max !== undefined) outside.push(bin(">", selected, limit("max_highlighted", limits.max)));
  return fn(["self", "card"], [
    local("limits", or(and(path("card.ability"), path("card.ability.consumeable")), path("self.config"))),
    local("selected", or(and(path("G.hand"), lua.len(path("G.hand.highlighted"))), num(0))),
    lua.ifThen(or(...outside), [lua.ret(lua.FALSE)]),
    ...ruleBody,
  ]);
}

export function emitConsumables(env: ExportEnv, cells: AtlasCell[], helpers: Set<string>): Stmt[] {
  return env.spaces.consumable.entries.flatMap((entry, i) => {
    if (!env.emits(entry.item)) return [];
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
    const limits = highlightLimits(env, card);
    const methods = compiled.methods.map(([method, value]): [string, Expr] =>
      method === "can_use" && limits && value.kind === "function" ? [method, limitedCanUse(limits, value.body)] : [method, value]);
    if (limits && !methods.some(([method]) => method === "can_use")) methods.push(["can_use", limitedCanUse(limits, [lua.ret(lua.TRUE)])]);
    env.count("SMODS.Consumable");
    const config = configField(compiled, [
      ["max_highlighted", limits?.max !== undefined ? num(limits.max) : undefined],
      ["min_highlighted", limits?.min !== undefined ? num(limits.min) : undefined],
    ]);
    return [lua.comment(card.name), definition("SMODS.Consumable", [
      ["key", str(entry.key)],
      ["set", str(set)],
      ...atlasFields(cells[i], "consumables"),
      ["cost", num(numberOr(card.cost, 3))],
      ["unlocked", lua.TRUE],
      ["discovered", flag(card.discovered, true)],
      ["hidden", card.hidden === true ? lua.TRUE : undefined],
      ["can_repeat_soul", card.can_repeat_soul === true ? lua.TRUE : undefined],
      config,
      locVarsField(env, "consumable", card, compiled, text, config),
      ...methods,
    ], entry)];
  });
}
