// SMODS.Voucher and SMODS.Back (deck) definitions (smods.md 2.12, 2.13).
import { unlockCode } from "./unlock";
import { lua, type Expr, type Stmt } from "../../lua";
import { DECK_CONFIG_KEYS, VOUCHER_REDEEM_KINDS, type Voucher, type VoucherRedeemKind } from "../../model";
import type { ExportEnv } from "../env";
import type { AtlasCell } from "../images/atlas";
import { atlasFields, configField, definition, descriptionLines, flag, locVarsField, numberOr, rulesOf } from "./common";
import { configValues } from "./configValues";
import { MOST_SHOP_SLOTS, MOST_SLOT_CHANGE, withinTotal } from "../../catalog/effects/support/amounts";

const { str, num, list, path, assign, bin, doCall, callStmt, method, ifThen, call, fn, forIn, name } = lua;

/** `target + n` written as `target - m` for a negative n. */
function plus(target: Expr, n: number): Expr {
  return n < 0 ? bin("-", target, num(-n)) : bin("+", target, num(n));
}

function grow(target: string, n: number): Stmt {
  return assign(path(target), plus(path(target), n));
}

/**
 * The game state each redeem effect changes, as the vanilla voucher with that effect changes it
 * (Card:apply_to_run in the game's card.lua; vouchers.json `effect`). The vanilla vouchers set
 * interest_cap, discount_percent and edition_rate to a tier's value; here each redeem adds to
 * (edition_rate: multiplies) what is there, so two tiers stack the way Seed Money and Money Tree do.
 */
const REDEEM: Record<VoucherRedeemKind, { integer: boolean; code: (n: number) => Stmt[] }> = {
  // Paint Brush
  hand_size: { integer: true, code: (n) => [ifThen(path("G.hand"), [callStmt(method(path("G.hand"), "change_size", num(n)))])] },
  // Antimatter (the game checks the area exists: a deck's starting voucher redeems early)
  joker_slots: { integer: true, code: (n) => [ifThen(path("G.jokers"), [grow("G.jokers.config.card_limit", n)])] },
  // Crystal Ball
  consumable_slots: { integer: true, code: (n) => [ifThen(path("G.consumeables"), [grow("G.consumeables.config.card_limit", n)])] },
  // Grabber
  hands: { integer: true, code: (n) => [grow("G.GAME.round_resets.hands", n), doCall("ease_hands_played", num(n))] },
  // Wasteful
  discards: { integer: true, code: (n) => [grow("G.GAME.round_resets.discards", n), doCall("ease_discard", num(n))] },
  dollars: { integer: true, code: (n) => [doCall("ease_dollars", num(n))] },
  // Seed Money: interest is $1 per $5 held up to interest_cap dollars, so $n more interest is 5n more cap.
  interest_cap: { integer: true, code: (n) => [grow("G.GAME.interest_cap", 5 * n)] },
  // Reroll Surplus
  reroll_discount: {
    integer: true,
    code: (n) => [
      grow("G.GAME.round_resets.reroll_cost", -n),
      assign(path("G.GAME.current_round.reroll_cost"), call("math.max", num(0), plus(path("G.GAME.current_round.reroll_cost"), -n))),
    ],
  },
  // Clearance Sale: every card's price is worked out again.
  discount_percent: {
    integer: false,
    code: (n) => [
      assign(path("G.GAME.discount_percent"), call("math.min", num(100), plus(path("G.GAME.discount_percent"), n))),
      forIn(["_", "v"], [call("pairs", path("G.I.CARD"))], [ifThen(path("v.set_cost"), [callStmt(method(name("v"), "set_cost"))])]),
    ],
  },
  // Hone
  edition_rate: { integer: false, code: (n) => [assign(path("G.GAME.edition_rate"), bin("*", path("G.GAME.edition_rate"), num(n)))] },
  // Overstock
  // (the shop's size stays within MOST_SHOP_SLOTS however many vouchers add to it)
  shop_slots: { integer: true, code: (n) => [doCall("change_shop_size", withinTotal(num(n), path("G.GAME.shop.joker_max"), MOST_SHOP_SLOTS))] },
  // Hieroglyph
  ante: {
    integer: true,
    code: (n) => [
      doCall("ease_ante", num(n)),
      assign(path("G.GAME.round_resets.blind_ante"), plus(lua.paren(lua.or(path("G.GAME.round_resets.blind_ante"), path("G.GAME.round_resets.ante"))), n)),
    ],
  },
};

interface RedeemEffect { kind: VoucherRedeemKind; amount: number }

/** The voucher's redeem effects the game can apply, in order; the rest are reported. */
function redeemEffects(env: ExportEnv, item: Voucher): RedeemEffect[] {
  const raw: unknown = item.redeemEffects;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown): RedeemEffect[] => {
    const e = (entry && typeof entry === "object" ? entry : {}) as Record<string, unknown>;
    const kind = e.kind as VoucherRedeemKind;
    if (!VOUCHER_REDEEM_KINDS.includes(kind)) {
      env.warn(`Voucher '${item.name}': redeem effect '${String(e.kind)}' is unknown; left out.`);
      return [];
    }
    const amount = numberOr(e.amount, NaN);
    if (!Number.isFinite(amount) || (REDEEM[kind].integer && !Number.isInteger(amount))) {
      env.warn(`Voucher '${item.name}': redeem effect ${kind} needs a ${REDEEM[kind].integer ? "whole " : ""}number (got '${String(e.amount)}'); left out.`);
      return [];
    }
    if (kind === "shop_slots" && Math.abs(amount) > MOST_SLOT_CHANGE) {
      // the game builds a card for every new slot at once: a million froze the shop
      const cut = Math.sign(amount) * MOST_SLOT_CHANGE;
      env.warn(`Voucher '${item.name}': ${amount} shop slots is more than a shop can show; exported as ${cut}.`);
      return [{ kind, amount: cut }];
    }
    if (kind === "edition_rate" && amount <= 0) {
      env.warn(`Voucher '${item.name}': edition rate x${amount} would stop editions appearing; left out.`);
      return [];
    }
    return [{ kind, amount }];
  });
}

export function emitVouchers(env: ExportEnv, cells: AtlasCell[], helpers: Set<string>): Stmt[] {
  return env.spaces.voucher.entries.flatMap((entry, i) => {
    if (!env.emits(entry.item)) return [];
    const item = entry.item;
    const compiled = rulesOf(env, "voucher", item, entry.fullKey, entry.key);
    for (const h of compiled.helpers) helpers.add(h);
    const text = descriptionLines(item.description);
    const unlock = unlockCode(item, env);
    if (unlock.problem) env.warn(`Voucher '${item.name}': ${unlock.problem}, so it starts unlocked.`);
    env.loc.describe("Voucher", entry.fullKey, { name: item.name, text, unlock: unlock.text });
    // Never `requires = {''}` (the original's bug): only a voucher that exists, by full key.
    let requires: string | undefined;
    if (item.requires_activetor !== false && typeof item.requires === "string" && item.requires.trim() !== "") {
      requires = env.center("voucher", item.requires);
      if (!requires) env.warn(`Voucher '${item.name}': required voucher '${item.requires}' does not exist; it has no requirement.`);
      if (requires === entry.fullKey) requires = undefined;
    }
    // redeem applies the redeem effects, then what the rules do when it is redeemed.
    const effects = redeemEffects(env, item);
    const effectCode = effects.flatMap((e) => [lua.comment(`${e.kind} ${e.amount}`), ...REDEEM[e.kind].code(e.amount)]);
    const rulesRedeem = compiled.methods.find(([m]) => m === "redeem")?.[1];
    const methods = effectCode.length === 0 ? compiled.methods : [
      ...compiled.methods.filter(([m]) => m !== "redeem"),
      ["redeem", fn(["self", "card"], [...effectCode, ...(rulesRedeem?.kind === "function" ? rulesRedeem.body : [])])] as [string, Expr],
    ];
    env.count("SMODS.Voucher");
    const config = configField(compiled);
    return [lua.comment(item.name), definition("SMODS.Voucher", [
      ["key", str(entry.key)],
      ...atlasFields(cells[i], "vouchers"),
      ["cost", num(numberOr(item.cost, 10))],
      ...unlock.fields,
      ["discovered", flag(item.discovered, true)],
      ["no_collection", item.no_collection === true ? lua.TRUE : undefined],
      ["requires", requires ? list([str(requires)]) : undefined],
      config,
      // #n# past the rule values shows each redeem effect's amount, in order.
      locVarsField(env, "voucher", item, compiled, text, config, effects.map((e) => num(e.amount))),
      ...methods,
    ], entry)];
  });
}

/** A run's starting counts before a deck changes them (get_starting_params) and the fewest a run can be played with. */
const RUN_START: Partial<Record<(typeof DECK_CONFIG_KEYS)[number], { value: number; least: number; what: string }>> = {
  hands: { value: 4, least: 1, what: "hands" },
  hand_size: { value: 8, least: 1, what: "cards in hand" },
  discards: { value: 3, least: 0, what: "discards" },
  joker_slot: { value: 5, least: 0, what: "Joker slots" },
  consumable_slot: { value: 2, least: 0, what: "consumable slots" },
};

export function emitDecks(env: ExportEnv, cells: AtlasCell[], helpers: Set<string>): Stmt[] {
  return env.spaces.deck.entries.flatMap((entry, i) => {
    if (!env.emits(entry.item)) return [];
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
    // Starting values under the Back config keys the game applies at the start of a run (smods.md 2.13).
    const start = configValues(env, `Deck '${item.name}'`, item.config, DECK_CONFIG_KEYS, { integer: true });
    for (const [key, value] of start) {
      const base = RUN_START[key];
      if (base && base.value + value < base.least) env.warn(`Deck '${item.name}': ${key} ${value} leaves ${base.value + value} ${base.what} (from ${base.value}); runs with it cannot be played.`);
    }
    env.count("SMODS.Back");
    const config = configField(compiled, [
      ...start.map(([key, value]): [string, Expr] => [key, num(value)]),
      ["vouchers", vouchers.length > 0 ? list(vouchers.map(str)) : undefined],
      ["consumables", consumables.length > 0 ? list(consumables.map(str)) : undefined],
      ["no_interest", item.no_interest === true ? lua.TRUE : undefined],
      // The game's own config key for "no face cards" (Abandoned Deck) is remove_faces.
      ["remove_faces", item.no_faces === true ? lua.TRUE : undefined],
      ["randomize_rank_suit", item.erratic_deck === true ? lua.TRUE : undefined],
    ]);
    return [lua.comment(item.name), definition("SMODS.Back", [
      ["key", str(entry.key)],
      ...atlasFields(cells[i], "decks"),
      ["unlocked", lua.TRUE],
      ["discovered", flag(item.discovered, true)],
      ["no_collection", item.no_collection === true ? lua.TRUE : undefined],
      config,
      // #n# past the rule values shows the starting values, read from the prototype's config.
      locVarsField(env, "deck", item, compiled, text, config, start.map(([key]) => path(`self.config.${key}`))),
      ...compiled.methods,
    ], entry)];
  });
}
