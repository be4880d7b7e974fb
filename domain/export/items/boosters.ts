// SMODS.Booster definitions (smods.md 2.8). Every pack gets create_card: without it Steamodded
// falls back to vanilla code that only knows the vanilla pack names and crashes on others.
import { lua, type Expr, type Stmt } from "../../lua";
import type { Booster, BoosterCardRule, ObjectType } from "../../model";
import type { ExportEnv } from "../env";
import type { AtlasCell } from "../images/atlas";
import { rankKeyOf as rankKey } from "../../catalog/lib";
import { SUIT_KEYS } from "../../catalog/vanillaKeys";
import { atlasFields, definition, descriptionLines, flag, numberOr } from "./common";
import { maxVariableIndex } from "../localization";
import { describedValues } from "../descriptionValues";

const { str, num, record, list, fn, local, ret, assign, name, path, call, bin, forNum, forIn, ifThen, index, len, brk } = lua;

const DEFAULT_SET: Record<string, string> = { joker: "Joker", consumable: "Tarot", playing_card: "Playing Card", voucher: "Voucher" };
const DEFAULT_KIND: Record<string, string> = { joker: "Buffoon", consumable: "Arcana", playing_card: "Standard", voucher: "Voucher" };

/** One weighted card option as SMODS.create_card arguments, or undefined when it names nothing real. */
function cardOption(env: ExportEnv, booster: Booster, rule: BoosterCardRule): [string, Expr | undefined][] | undefined {
  const fields: [string, Expr | undefined][] = [];
  if (rule.specific_key) {
    const type: ObjectType = rule.specific_type === "joker" ? "joker" : rule.specific_type === "voucher" ? "voucher" : "consumable";
    const key = env.center(type, rule.specific_key) ?? env.center("joker", rule.specific_key) ?? env.center("consumable", rule.specific_key);
    if (!key) {
      env.warn(`Booster '${booster.name}': card '${rule.specific_key}' does not exist and is left out of the pack.`);
      return undefined;
    }
    fields.push(["key", str(key)]);
  }
  const pool = rule.pool ? env.pool(rule.pool) : undefined;
  const set = pool ?? (rule.set ? env.consumableSet(rule.set) ?? (["Joker", "Voucher", "Base", "Enhanced", "Playing Card"].find((s) => s.toLowerCase() === String(rule.set).toLowerCase())) : undefined);
  fields.push(["set", str(set ?? DEFAULT_SET[booster.booster_type] ?? "Joker")]);
  const rarity = rule.rarity && rule.rarity !== "random" && rule.rarity !== "any" ? env.rarity(rule.rarity) : undefined;
  if (rarity) fields.push(["rarity", str(rarity)]);
  const enhancement = rule.enhancement && !["none", "random", "any"].includes(rule.enhancement) ? env.center("enhancement", rule.enhancement) : undefined;
  if (enhancement) fields.push(["enhancement", str(enhancement)]);
  const edition = rule.edition && !["none", "random", "any"].includes(rule.edition) ? env.center("edition", rule.edition) ?? env.center("edition", `e_${rule.edition}`) : undefined;
  if (edition) fields.push(["edition", str(edition)]);
  const seal = rule.seal && !["none", "random", "any"].includes(rule.seal) ? env.center("seal", rule.seal) : undefined;
  if (seal) fields.push(["seal", str(seal)]);
  const suit = SUIT_KEYS.find((s) => s.toLowerCase() === String(rule.suit ?? "").toLowerCase());
  if (suit) fields.push(["suit", str(suit)]);
  const rank = rule.rank && rule.rank !== "random" ? rankKey(rule.rank) : undefined;
  if (rank) fields.push(["rank", str(rank)]);
  return fields;
}

function createCard(env: ExportEnv, booster: Booster, fullKey: string): Expr {
  const common: [string, Expr][] = [["area", path("G.pack_cards")], ["skip_materialize", lua.TRUE], ["soulable", lua.TRUE], ["key_append", str(fullKey)]];
  const rules = (Array.isArray(booster.card_rules) ? booster.card_rules : [])
    .map((rule) => ({ rule, option: cardOption(env, booster, rule) }))
    .filter((r): r is { rule: BoosterCardRule; option: [string, Expr | undefined][] } => Boolean(r.option));
  if (rules.length === 0) {
    return fn(["self", "card", "i"], [ret(record([["set", str(DEFAULT_SET[booster.booster_type] ?? "Joker")], ...common]))]);
  }
  const weights = rules.map((r) => Math.max(0, numberOr(r.rule.weight, 1)));
  const body: Stmt[] = [
    local("options", list(rules.map((r) => record(r.option)))),
    local("weights", list(weights.map(num))),
    local("total", num(weights.reduce((a, b) => a + b, 0) || 1)),
    local("roll", bin("*", call("pseudorandom", str(`${fullKey}_card`)), name("total"))),
    local("pick", index(name("options"), len(name("options")))),
    forNum("j", num(1), len(name("options")), [
      assign(name("roll"), bin("-", name("roll"), index(name("weights"), name("j")))),
      ifThen(bin("<=", name("roll"), num(0)), [assign(name("pick"), index(name("options"), name("j"))), brk]),
    ]),
    forIn(["k", "v"], [call("pairs", record(common))], [assign(index(name("pick"), name("k")), name("v"))]),
    ret(name("pick")),
  ];
  return fn(["self", "card", "i"], body);
}

/** A pack's own values, read from `cfg` (its card's ability, or its config): the cards chosen and the cards shown. */
const packValues = (): Expr[] => [path("cfg.choose"), path("cfg.extra")];

/** A pack's description values: #1# the cards chosen, #2# the cards shown; any later one shows "?", with a warning. */
function boosterVars(env: ExportEnv, booster: Booster, text: string[]): Expr[] {
  const vars = packValues();
  const wanted = maxVariableIndex(text);
  if (wanted > vars.length) {
    env.warn(`booster '${booster.name}': its description uses #${wanted}# but only ${vars.length} value(s) exist (#1# cards chosen, #2# cards shown); the rest show '?'.`);
    while (vars.length < wanted) vars.push(str("?"));
  }
  return vars;
}

/** The most cards a booster shows (the editor's own maximum is 10). */
export const BOOSTER_MAX_SHOWN = 20;

export function emitBoosters(env: ExportEnv, cells: AtlasCell[]): Stmt[] {
  return env.spaces.booster.entries.flatMap((entry, i) => {
    if (!env.emits(entry.item)) return [];
    const booster = entry.item;
    const typed = Math.max(1, Math.round(numberOr(booster.config?.extra, 3)));
    // the editor offers 1 to 10; a file can hold any number, and the game makes every card shown
    // at once (1e300 froze it): more than BOOSTER_MAX_SHOWN is cut, with a word
    const size = Math.min(BOOSTER_MAX_SHOWN, typed);
    if (typed > size) env.warn(`Booster '${booster.name}': ${typed} cards shown is more than a pack can open; exported as ${size}.`);
    const choose = Math.max(1, Math.min(size, Math.round(numberOr(booster.config?.choose, 1))));
    const text = descriptionLines(booster.description);
    env.loc.describe("Other", entry.fullKey, { name: booster.name, text });
    env.loc.word(`k_booster_group_${entry.fullKey}`, booster.name);
    const consumablePack = booster.booster_type === "consumable" && !booster.instant_use;
    (booster.rules ?? []).forEach((rule, r) => {
      env.rulesNotExported += 1;
      env.notExported.push({
        itemType: "booster", itemName: booster.name, itemKey: entry.key, itemId: booster.id, ruleNumber: r + 1, ruleId: String(rule.id ?? ""),
        trigger: String(rule.trigger ?? ""), block: { kind: "rule" }, wholeRule: true, reason: "boosters have no rules in the game (their card rules choose what they offer)",
      });
    });
    env.count("SMODS.Booster");
    const config = record({ extra: num(size), choose: num(choose) });
    const cfg = local("cfg", lua.or(lua.and(name("card"), path("card.ability")), path("self.config")));
    // the booster of a one-item export (the editor's card preview): what the collection shows for #1# and #2#
    if (env.only !== undefined) env.descriptionValues = describedValues(config, [cfg], packValues());
    return [lua.comment(booster.name), definition("SMODS.Booster", [
      ["key", str(entry.key)],
      ...atlasFields(cells[i], "boosters"),
      ["config", config],
      ["cost", num(numberOr(booster.cost, 4))],
      ["weight", num(Math.max(0, numberOr(booster.weight, 1)))],
      ["kind", str(typeof booster.kind === "string" && booster.kind.trim() ? booster.kind.trim() : DEFAULT_KIND[booster.booster_type] ?? "Buffoon")],
      ["draw_hand", booster.draw_hand === true ? lua.TRUE : undefined],
      ["select_card", consumablePack ? str("consumeables") : undefined],
      ["discovered", flag(booster.discovered, true)],
      ["loc_vars", fn(["self", "info_queue", "card"], [
        cfg,
        ret(record({ vars: list(boosterVars(env, booster, text)) })),
      ])],
      ["create_card", createCard(env, booster, entry.fullKey)],
    ], entry)];
  });
}
