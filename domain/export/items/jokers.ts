// SMODS.Joker definitions (smods.md 2.5).
import { lua, type Expr, type Stmt } from "../../lua";
import type { Joker } from "../../model";
import type { ExportEnv } from "../env";
import type { AtlasCell } from "../images/atlas";
import { atlasFields, configField, definition, descriptionLines, flag, locVarsField, numberOr, rulesOf } from "./common";
import { safeFlagKey } from "../../catalog/flags";
import { unlockCode } from "./unlock";

const { str, num, record, fn, ret, bin, and, not, ifThen, path, name, set, method } = lua;

const SOURCES = ["jud", "sou", "wra", "buf", "rif", "rta", "uta"] as const;

function rarityOf(env: ExportEnv, joker: Joker): Expr {
  const raw = joker.rarity;
  const n = typeof raw === "number" ? raw : typeof raw === "string" && /^\s*[1-4]\s*$/.test(raw) ? Number(raw) : NaN;
  if (Number.isInteger(n) && n >= 1 && n <= 4) return num(n);
  const vanilla = env.rarity(raw);
  if (vanilla && !vanilla.includes("_")) return num(["Common", "Uncommon", "Rare", "Legendary"].indexOf(vanilla) + 1);
  if (vanilla) return str(vanilla);
  env.warn(`Joker '${joker.name}': rarity '${String(raw)}' does not exist; exported as Common.`);
  return num(1);
}

/** in_pool: where the joker may appear (shop, Judgement, Soul, packs, tags) and pool flags. */
function inPool(env: ExportEnv, joker: Joker): Expr | undefined {
  const body: Stmt[] = [];
  const source = path("args.source");
  if (joker.appears_in_shop === false) body.push(ifThen(and(name("args"), bin("==", source, str("sho"))), [ret(lua.FALSE)]));
  const appearance = (joker.cardAppearance ?? {}) as Record<string, unknown>;
  for (const key of SOURCES) {
    if (appearance[key] === false) body.push(ifThen(and(name("args"), bin("==", source, str(key))), [ret(lua.FALSE)]));
  }
  const flags = String(joker.appearFlags ?? "").split(",").map((f) => f.trim()).filter(Boolean);
  for (const f of flags) {
    const negated = /^not\s+/i.test(f);
    const flagName = safeFlagKey(env.prefix, negated ? f.replace(/^not\s+/i, "") : f);
    const value = lua.index(path("G.GAME.pool_flags"), flagName);
    body.push(ifThen(negated ? value : not(value), [ret(lua.FALSE)]));
  }
  if (body.length === 0) return undefined;
  return fn(["self", "args"], [...body, ret(lua.TRUE)]);
}

/** set_ability: forced stickers and editions. */
function setAbility(joker: Joker): Expr | undefined {
  const body: Stmt[] = [];
  const sticker = (key: string) => lua.callStmt(method(name("card"), "add_sticker", str(key), lua.TRUE));
  if (joker.force_eternal) body.push(sticker("eternal"));
  if (joker.force_perishable && !joker.force_eternal) body.push(sticker("perishable"));
  if (joker.force_rental) body.push(sticker("rental"));
  const edition = joker.force_negative ? "e_negative" : joker.force_polychrome ? "e_polychrome" : joker.force_holographic ? "e_holo" : joker.force_foil ? "e_foil" : undefined;
  if (edition) body.push(lua.callStmt(method(name("card"), "set_edition", str(edition), lua.TRUE)));
  return body.length > 0 ? fn(["self", "card", "initial", "delay_sprites"], body) : undefined;
}

export function emitJokers(env: ExportEnv, cells: AtlasCell[], helpers: Set<string>): Stmt[] {
  const out: Stmt[] = [];
  env.spaces.joker.entries.forEach((entry, i) => {
    if (!env.emits(entry.item)) return;
    const joker = entry.item;
    const compiled = rulesOf(env, "joker", joker, entry.fullKey, entry.key);
    const text = descriptionLines(joker.description);
    const unlock = unlockCode(joker, env);
    if (unlock.problem) env.warn(`Joker '${joker.name}': ${unlock.problem}, so it starts unlocked.`);
    env.loc.describe("Joker", entry.fullKey, { name: joker.name, text, unlock: unlock.text });
    const pools = (Array.isArray(joker.pools) ? joker.pools : []).map((p) => env.pool(p)).filter((p): p is string => Boolean(p));
    const w = numberOr(joker.scale_w, 100);
    const h = numberOr(joker.scale_h, 100);
    const config = configField(compiled);
    out.push(lua.comment(joker.name), definition("SMODS.Joker", [
      ["key", str(entry.key)],
      ...atlasFields(cells[i], "jokers"),
      ["display_size", w !== 100 || h !== 100 ? record({ w: bin("*", num(71), num(w / 100)), h: bin("*", num(95), num(h / 100)) }) : undefined],
      ["rarity", rarityOf(env, joker)],
      ["cost", num(numberOr(joker.cost, 4))],
      ["blueprint_compat", flag(joker.blueprint_compat, true)],
      ["eternal_compat", flag(joker.eternal_compat, true)],
      ["perishable_compat", flag(joker.perishable_compat, true)],
      ...unlock.fields,
      ["discovered", flag(joker.discovered, true)],
      ["pools", pools.length > 0 ? set([...new Set(pools)]) : undefined],
      config,
      locVarsField(env, "joker", joker, compiled, text, config),
      ["in_pool", inPool(env, joker)],
      ["set_ability", setAbility(joker)],
      ...compiled.methods,
    ], entry));
    for (const h of compiled.helpers) helpers.add(h);
    env.count("SMODS.Joker");
  });
  return out;
}
