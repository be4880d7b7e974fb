// Conditions on the run: blinds, vouchers, flags, owned jokers, first hand, platform, speed.
import { lua } from "../../lua";
import { compare, param, text } from "../lib";
import { safeFlagKey } from "../flags";
import { Unsupported, type CatalogObject, type ConditionDef } from "../types";

const { path, bin, and, str, call, index, method, not } = lua;
const ALL: readonly CatalogObject[] = ["joker", "consumable", "card", "voucher", "deck"];

export const blindType: ConditionDef = {
  id: "blind_type",
  label: "Blind Type",
  objects: ALL,
  params: [{ id: "blind_type", label: "Blind", type: "select", default: "small", options: [{ value: "small", label: "Small" }, { value: "big", label: "Big" }, { value: "boss", label: "Boss" }] }],
  generate(params) {
    const type = text(params, "blind_type", "small");
    const blind = path("G.GAME.blind");
    if (type === "boss") return and(blind, bin("==", path("G.GAME.blind.boss"), lua.TRUE));
    if (type !== "small" && type !== "big") throw new Unsupported(`blind type '${type}' is unknown`);
    return and(blind, bin("==", method(blind, "get_type"), str(type === "small" ? "Small" : "Big")));
  },
};

export const blindName: ConditionDef = {
  id: "blind_name",
  label: "Blind Name",
  objects: ["joker", "consumable", "voucher", "deck"],
  params: [{ id: "value", label: "Blind", type: "text", default: "Small Blind" }],
  generate(params) {
    const equals = text(params, "operation", "equals") !== "not_equals";
    const test = and(path("G.GAME.blind"), bin("==", path("G.GAME.blind.name"), str(text(params, "value", "Small Blind"))));
    return equals ? test : not(test);
  },
};

export const voucherRedeemed: ConditionDef = {
  id: "voucher_redeemed",
  label: "Voucher Redeemed",
  objects: ALL,
  params: [{ id: "voucher", label: "Voucher", type: "select", default: "v_overstock_norm" }],
  generate(params, ctx) {
    const key = ctx.keys.center("voucher", param(params, "voucher"));
    if (!key) throw new Unsupported(`voucher '${String(param(params, "voucher"))}' does not exist`);
    return bin("==", index(path("G.GAME.used_vouchers"), str(key)), lua.TRUE);
  },
};

export const checkFlag: ConditionDef = {
  id: "check_flag",
  label: "Check Flag",
  objects: ALL,
  params: [{ id: "flag_name", label: "Flag", type: "text", default: "custom_flag" }],
  generate: (params, ctx) => bin("==", index(path("G.GAME.pool_flags"), str(safeFlagKey(ctx.keys.prefix, text(params, "flag_name", "custom_flag")))), lua.TRUE),
};

export const specificJoker: ConditionDef = {
  id: "specific_joker",
  label: "Owned Joker",
  objects: ALL,
  params: [{ id: "joker_key", label: "Joker key", type: "text", default: "j_joker" }],
  generate(params, ctx) {
    if (text(params, "type", "key") !== "key") throw new Unsupported("owned joker by variable has no generator yet");
    const raw = text(params, "joker_key", "").trim();
    if (!raw) throw new Unsupported("owned joker has no key");
    // A key of another mod is fine: find_card simply finds nothing when that mod is absent.
    const key = ctx.keys.center("joker", raw) ?? (raw.startsWith("j_") ? raw : `j_${raw}`);
    const owned = call("next", call("SMODS.find_card", str(key)));
    const negated = /not|doesnt|does_not/.test(text(params, "operator", "has"));
    return negated ? not(owned) : bin("~=", owned, lua.nil);
  },
};

export const firstPlayedHand: ConditionDef = {
  id: "first_played_hand",
  label: "First Played Hand",
  objects: ["joker", "card"],
  params: [],
  generate: () => bin("==", path("G.GAME.current_round.hands_played"), lua.num(0)),
};

/** During a blind, with cards in hand (consumables usable on them). */
export const handDrawn: ConditionDef = {
  id: "hand_drawn",
  label: "Hand Drawn",
  objects: ["consumable", "voucher", "deck"],
  params: [],
  generate: () => bin("==", path("G.STATE"), path("G.STATES.SELECTING_HAND")),
};

const SYSTEMS: Record<string, string> = { windows: "Windows", linux: "Linux", android: "Android", ios: "iOS", macos: "OS X", "os x": "OS X", mac: "OS X" };

export const systemCondition: ConditionDef = {
  id: "system_condition",
  label: "Operating System",
  objects: ALL,
  params: [{ id: "system", label: "System", type: "select", default: "Windows", options: ["Windows", "OS X", "Linux", "Android", "iOS"].map((v) => ({ value: v, label: v })) }],
  generate(params) {
    const raw = text(params, "system", "Windows");
    const system = SYSTEMS[raw.toLowerCase()];
    if (!system) throw new Unsupported(`operating system '${raw}' is unknown`);
    const test = bin("==", call("love.system.getOS"), str(system));
    return text(params, "operator", "equals") === "not_equals" ? not(test) : test;
  },
};

export const gameSpeed: ConditionDef = {
  id: "game_speed",
  label: "Game Speed",
  objects: ALL,
  params: [{ id: "speed", label: "Speed", type: "select", default: "1", options: ["0.5", "1", "2", "4"].map((v) => ({ value: v, label: v })) }],
  generate(params) {
    const speed = Number(text(params, "speed", "1"));
    if (!Number.isFinite(speed)) throw new Unsupported("game speed is not a number");
    return compare(text(params, "operator", "equals"), path("G.SETTINGS.GAMESPEED"), lua.num(speed));
  },
};

/** The consumable just used (or bought) is of a set, or is one specific card. */
export const consumableType: ConditionDef = {
  id: "consumable_type",
  label: "Consumable Type",
  objects: ["joker"],
  triggers: ["consumable_used", "card_bought"],
  params: [{ id: "consumable_type", label: "Set", type: "select", default: "any" }, { id: "specific_card", label: "Card", type: "select", default: "any" }],
  generate(params, ctx) {
    const card = ctx.trigger === "consumable_used" ? path("context.consumeable") : path("context.card");
    const specific = text(params, "specific_card", "any");
    if (specific && specific !== "any" && specific !== "random") {
      const key = ctx.keys.center("consumable", specific);
      if (!key) throw new Unsupported(`consumable '${specific}' does not exist`);
      return and(card, bin("==", index(index(index(card, "config"), "center"), "key"), str(key)));
    }
    const raw = text(params, "consumable_type", "any");
    if (raw === "any" || raw === "") return and(card, bin("~=", index(index(card, "ability"), "consumeable"), lua.nil));
    const set = ctx.keys.consumableSet(raw);
    if (!set) throw new Unsupported(`consumable set '${raw}' does not exist`);
    return and(card, bin("==", index(index(card, "ability"), "set"), str(set)));
  },
};
