// Playing-card modifiers: SMODS.Enhancement, SMODS.Seal and SMODS.Edition (smods.md 2.9-2.11).
import { lua, type Expr, type Stmt } from "../../lua";
import { EDITION_CONFIG_KEYS, ENHANCEMENT_CONFIG_KEYS, type Enhancement } from "../../model";
import type { ExportEnv } from "../env";
import type { AtlasCell } from "../images/atlas";
import { atlasFields, configField, definition, descriptionLines, flag, hexColour, locVarsField, numberOr, rulesOf } from "./common";
import { customShader, VANILLA_SHADERS } from "../shaders";
import { configValues } from "./configValues";

const { str, num, record, fn, ret, bin, path, name, local, assign, ifThen, and, or, call } = lua;

function soundTable(env: ExportEnv, what: string, raw: unknown, fallback: string, pitch: unknown, volume: unknown): Expr {
  let sound = env.sound(raw);
  if (!sound) {
    if (raw) env.warn(`${what}: sound '${String(raw)}' does not exist; '${fallback}' plays instead.`);
    sound = fallback;
  }
  return record({ sound: str(sound), per: num(numberOr(pitch, 1.2)), vol: num(numberOr(volume, 0.4)) });
}

/**
 * The base values the game applies by itself (smods.md 2.9), under its config keys: only the set
 * ones, so an enhancement without base values exports as before.
 */
function baseValues(env: ExportEnv, item: Enhancement): [string, Expr][] {
  const config = item.config;
  if (!config || typeof config !== "object") return [];
  const out: [string, Expr][] = [];
  for (const key of ENHANCEMENT_CONFIG_KEYS) {
    const raw: unknown = config[key];
    if (raw === undefined || raw === null || raw === "") continue;
    const value = numberOr(raw, NaN);
    if (!Number.isFinite(value)) {
      env.warn(`Enhancement '${item.name}': base value ${key} '${String(raw)}' is not a number; left out.`);
      continue;
    }
    // The game only multiplies by an X Mult above 1 (Card:get_chip_x_mult).
    if (key === "x_mult" && value < 1) env.warn(`Enhancement '${item.name}': X Mult ${value} is below 1; the game ignores it.`);
    out.push([key, num(value)]);
  }
  return out;
}

export function emitEnhancements(env: ExportEnv, cells: AtlasCell[], helpers: Set<string>): Stmt[] {
  return env.spaces.enhancement.entries.flatMap((entry, i) => {
    if (!env.emits(entry.item)) return [];
    const item = entry.item;
    const compiled = rulesOf(env, "enhancement", item, entry.fullKey, entry.key);
    for (const h of compiled.helpers) helpers.add(h);
    const text = descriptionLines(item.description);
    env.loc.describe("Enhanced", entry.fullKey, { name: item.name, text });
    // no_suit and any_suit together trip an assert in Steamodded (smods.md 7.1).
    const anySuit = item.any_suit === true && item.no_suit !== true;
    if (item.any_suit === true && item.no_suit === true) env.warn(`Enhancement '${item.name}': 'any suit' is dropped because 'no suit' is set (the game rejects both).`);
    const base = baseValues(env, item);
    env.count("SMODS.Enhancement");
    const config = configField(compiled, base);
    return [lua.comment(item.name), definition("SMODS.Enhancement", [
      ["key", str(entry.key)],
      ...atlasFields(cells[i], "enhancements"),
      config,
      ["any_suit", anySuit ? lua.TRUE : undefined],
      ["replace_base_card", item.replace_base_card === true ? lua.TRUE : undefined],
      ["no_rank", item.no_rank === true ? lua.TRUE : undefined],
      ["no_suit", item.no_suit === true ? lua.TRUE : undefined],
      ["always_scores", item.always_scores === true ? lua.TRUE : undefined],
      ["no_collection", item.no_collection === true ? lua.TRUE : undefined],
      ["weight", num(Math.max(0, numberOr(item.weight, 5)))],
      // #n# past the rule values shows the base values, read from the prototype's config.
      locVarsField(env, "enhancement", item, compiled, text, config, base.map(([key]) => path(`self.config.${key}`))),
      ...compiled.methods,
    ], entry)];
  });
}

export function emitSeals(env: ExportEnv, cells: AtlasCell[], helpers: Set<string>): Stmt[] {
  return env.spaces.seal.entries.flatMap((entry, i) => {
    if (!env.emits(entry.item)) return [];
    const item = entry.item;
    const compiled = rulesOf(env, "seal", item, entry.fullKey, entry.key);
    for (const h of compiled.helpers) helpers.add(h);
    const text = descriptionLines(item.description);
    // Seal text lives under Other[<key>_seal], lowercased (smods.md 4.2).
    const locKey = `${entry.fullKey}_seal`.toLowerCase();
    env.loc.describe("Other", locKey, { name: item.name, text });
    env.loc.label(locKey, item.name);
    env.count("SMODS.Seal");
    const config = configField(compiled);
    return [lua.comment(item.name), definition("SMODS.Seal", [
      ["key", str(entry.key)],
      ...atlasFields(cells[i], "seals"),
      ["badge_colour", hexColour(item.badge_colour, "FFFFFF")],
      config,
      ["sound", soundTable(env, `Seal '${item.name}'`, item.sound, "gold_seal", item.pitch, item.volume)],
      ["no_collection", item.no_collection === true ? lua.TRUE : undefined],
      ["discovered", flag(item.discovered, true)],
      locVarsField(env, "seal", item, compiled, text, config),
      ...compiled.methods,
    ], entry)];
  });
}

type EditionKey = (typeof EDITION_CONFIG_KEYS)[number];

/**
 * calculate scoring the edition's values the way the vanilla editions do (smods.md 2.11): chips
 * and mult before a joker's own effect (pre_joker) or when the playing card scores, x_mult after
 * the joker (post_joker) or when the card scores, read from card.edition (the game's copy of
 * config). A rules calculate runs as before and the values follow its effects through `extra`.
 */
function editionCalculate(keys: EditionKey[], rules: Expr | undefined): Expr {
  const values = name("values");
  const value = (key: EditionKey) => path(`card.edition.${key}`);
  const additive = keys.filter((k) => k !== "x_mult");
  const body: Stmt[] = [];
  if (rules && rules.kind === "function") body.push(local("result", call(lua.paren(fn([], rules.body)))));
  body.push(local("scored", and(path("context.main_scoring"), bin("==", path("context.cardarea"), path("G.play")))), local("values"));
  if (additive.length > 0) {
    body.push(ifThen(or(path("context.pre_joker"), name("scored")), [assign(values, record(additive.map((k): [string, Expr] => [k, value(k)])))]));
  }
  if (keys.includes("x_mult")) {
    body.push(ifThen(or(path("context.post_joker"), name("scored")), [
      assign(values, or(values, lua.table([]))),
      assign(path("values.x_mult"), value("x_mult")),
    ]));
  }
  if (rules) {
    // The values go last in the rules' chain, so a rule's +Mult comes before the X Mult as on a joker.
    body.push(ifThen(and(values, name("result")), [
      local("last", name("result")),
      { kind: "while", cond: path("last.extra"), body: [assign(name("last"), path("last.extra"))] },
      assign(path("last.extra"), values),
      ret(name("result")),
    ]));
    body.push(ret(or(values, name("result"))));
  } else {
    body.push(ret(values));
  }
  return fn(["self", "card", "context"], body);
}

export function emitEditions(env: ExportEnv, helpers: Set<string>, shadersUsed: Set<string>): Stmt[] {
  return env.spaces.edition.entries.flatMap((entry) => {
    if (!env.emits(entry.item)) return [];
    const item = entry.item;
    const compiled = rulesOf(env, "edition", item, entry.fullKey, entry.key);
    for (const h of compiled.helpers) helpers.add(h);
    const text = descriptionLines(item.description);
    env.loc.describe("Edition", entry.fullKey, { name: item.name, text });
    env.loc.label(entry.fullKey.replace(/^e_/, ""), item.name);
    const shaderName = typeof item.shader === "string" ? item.shader.trim() : "";
    let shader: Expr = lua.FALSE;
    let prefixConfig: Expr | undefined;
    if (VANILLA_SHADERS.includes(shaderName)) {
      shader = str(shaderName);
      prefixConfig = record({ shader: lua.FALSE });
    } else if (customShader(shaderName)) {
      // One SMODS.Shader per shader however many editions use it (the original registered it per edition).
      shadersUsed.add(shaderName);
      shader = str(shaderName);
    } else if (shaderName) {
      env.warn(`Edition '${item.name}': shader '${shaderName}' is unknown; the edition has no shader.`);
    }
    const values = configValues(env, `Edition '${item.name}'`, item.config, EDITION_CONFIG_KEYS);
    const valueKeys = values.map(([key]) => key);
    const rulesCalculate = compiled.methods.find(([method]) => method === "calculate")?.[1];
    const methods = valueKeys.length === 0 ? compiled.methods : [
      ...compiled.methods.filter(([method]) => method !== "calculate"),
      ["calculate", editionCalculate(valueKeys, rulesCalculate)] as [string, Expr],
    ];
    env.count("SMODS.Edition");
    const config = configField(compiled, [
      ...values.map(([key, value]): [string, Expr] => [key, num(value)]),
      // Negative's extra slot: the game adds it to the card's area (smods.md 2.11)
      ["card_limit", Number.isFinite(item.card_limit) && item.card_limit !== 0 ? num(Number(item.card_limit)) : undefined],
    ]);
    return [lua.comment(item.name), definition("SMODS.Edition", [
      ["key", str(entry.key)],
      ["shader", shader],
      ["prefix_config", prefixConfig],
      config,
      ["in_shop", flag(item.in_shop, false)],
      ["weight", num(Math.max(0, numberOr(item.weight, 0)))],
      ["extra_cost", item.extra_cost !== undefined ? num(numberOr(item.extra_cost, 0)) : undefined],
      ["apply_to_float", flag(item.apply_to_float, false)],
      ["badge_colour", hexColour(item.badge_colour, "FFAA00")],
      ["sound", soundTable(env, `Edition '${item.name}'`, item.sound, "foil1", item.pitch, item.volume)],
      ["disable_shadow", flag(item.disable_shadow, false)],
      ["disable_base_shader", flag(item.disable_base_shader, false)],
      ["no_collection", item.no_collection === true ? lua.TRUE : undefined],
      ["unlocked", lua.TRUE],
      ["discovered", flag(item.discovered, true)],
      // Hone and Glow Up scale edition odds through edition_rate (smods.md 2.11).
      ["get_weight", fn(["self"], [ret(bin("*", path("G.GAME.edition_rate"), path("self.weight")))])],
      // #n# past the rule values shows the edition's values: the card's copy, or the prototype's in the collection.
      locVarsField(env, "edition", item, compiled, text, config, valueKeys.map((key) => or(and(name("card"), path("card.edition"), path(`card.edition.${key}`)), path(`self.config.${key}`)))),
      ...methods,
    ], entry)];
  });
}
