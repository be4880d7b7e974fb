// Creating jokers and consumables: check for room (joker_buffer / consumeable_buffer), then add
// the card inside a queued event, as the game's own cards do (smods.md 3.5).
import { lua, type Expr, type Stmt } from "../../lua";
import { event, randomOf, text } from "../lib";
import { Unsupported, type EffectCode, type EffectDef, type GenContext } from "../types";

const { bin, path, str, name, assign, ifThen, and, call, local, record, list, index, len, num, forNum, doCall } = lua;

function editionOf(ctx: GenContext, raw: string): Expr | undefined {
  if (!raw || raw === "none" || raw === "n") return undefined;
  if (raw === "random") return call("poll_edition", str(ctx.seed("edition")), lua.nil, lua.TRUE, lua.TRUE);
  const key = ctx.keys.center("edition", raw) ?? ctx.keys.center("edition", `e_${raw}`);
  if (!key) throw new Unsupported(`edition '${raw}' does not exist`);
  return str(key);
}

/** Room in an area counting cards already on their way (the buffer). */
function hasRoom(area: "jokers" | "consumeables", buffer: string): Expr {
  return bin("<", bin("+", len(path(`G.${area}.cards`)), path(`G.GAME.${buffer}`)), path(`G.${area}.config.card_limit`));
}

/**
 * `local made = false; [for ... do] if <room> then made = true; buffer += 1; event(add card;
 * buffer = 0) end [end]`; the message shows only when a card was made.
 */
function createWithRoom(ctx: GenContext, area: "jokers" | "consumeables", buffer: string, ignoreSlots: boolean, args: Expr, exists: Expr | undefined, message: Expr, times?: Expr): EffectCode {
  const made = ctx.local("created");
  const guards = [exists, ignoreSlots ? undefined : hasRoom(area, buffer)].filter((e): e is Expr => e !== undefined);
  const body: Stmt[] = [
    assign(name(made), lua.TRUE),
    assign(path(`G.GAME.${buffer}`), bin("+", path(`G.GAME.${buffer}`), num(1))),
    event([doCall("SMODS.add_card", args), assign(path(`G.GAME.${buffer}`), num(0))]),
  ];
  const once = guards.length > 0 ? [ifThen(and(...guards), body)] : body;
  return {
    stmts: [local(made, lua.FALSE), ...(times ? [forNum(ctx.local("n"), num(1), times, once)] : once)],
    fields: [["message", message]],
    fieldsWhen: name(made),
  };
}

export const createJoker: EffectDef = {
  id: "create_joker",
  label: "Create Joker",
  objects: ["joker", "card", "consumable", "voucher", "deck"],
  params: [{ id: "joker_type", label: "Joker", type: "select", default: "random" }, { id: "rarity", label: "Rarity", type: "select", default: "random" }, { id: "joker_key", label: "Joker key", type: "text" }, { id: "edition", label: "Edition", type: "select", default: "none" }],
  generate(params, ctx) {
    const kind = text(params, "joker_type", "random");
    const fields: [string, Expr | undefined][] = [["set", str("Joker")]];
    let exists: Expr | undefined;
    if (kind === "specific") {
      const raw = text(params, "joker_key").trim();
      if (!raw) throw new Unsupported("create joker has no joker key");
      const key = ctx.keys.center("joker", raw) ?? (raw.startsWith("j_") ? raw : `j_${raw}`);
      fields.push(["key", str(key)]);
      // a key of another mod: create nothing when that mod is not installed
      exists = index(path("G.P_CENTERS"), str(key));
    } else if (kind === "pool") {
      const pool = ctx.keys.pool(text(params, "pool"));
      if (!pool) throw new Unsupported(`joker pool '${text(params, "pool")}' has no jokers`);
      fields[0] = ["set", str(pool)];
    } else if (kind === "random") {
      const rarity = text(params, "rarity", "random");
      if (rarity === "legendary") fields.push(["legendary", lua.TRUE]);
      else if (rarity && rarity !== "random" && rarity !== "any") {
        const key = ctx.keys.rarity(rarity);
        if (!key) throw new Unsupported(`rarity '${rarity}' does not exist`);
        fields.push(["rarity", str(key)]);
      }
    } else throw new Unsupported(`joker choice '${kind}' has no generator yet`);
    fields.push(["edition", editionOf(ctx, text(params, "edition", "none"))]);
    const sticker = text(params, "sticker", "none");
    if (["eternal", "perishable", "rental"].includes(sticker)) fields.push(["stickers", list([str(sticker)])]);
    fields.push(["key_append", str(ctx.itemKey)]);
    const negative = text(params, "edition") === "e_negative" || text(params, "edition") === "negative";
    const ignore = text(params, "ignore_slots", "respect") === "ignore" || negative;
    return createWithRoom(ctx, "jokers", "joker_buffer", ignore, record(fields), exists, call("localize", str("k_plus_joker")));
  },
};

const VANILLA_SETS = ["Tarot", "Planet", "Spectral"];

export const createConsumable: EffectDef = {
  id: "create_consumable",
  label: "Create Consumable",
  objects: ["joker", "card", "consumable", "voucher", "deck"],
  params: [{ id: "set", label: "Set", type: "select", default: "random" }, { id: "specific_card", label: "Card", type: "select", default: "random" }, { id: "is_negative", label: "Edition", type: "select", default: "none" }, { id: "count", label: "Count", type: "number", default: 1 }],
  generate(params, ctx) {
    const rawSet = text(params, "set", "random");
    const specific = text(params, "specific_card", "random");
    const fields: [string, Expr | undefined][] = [];
    let exists: Expr | undefined;
    let message: Expr = str("+1");
    if (specific && specific !== "random" && specific !== "any") {
      const key = ctx.keys.center("consumable", specific) ?? (specific.startsWith("c_") ? specific : `c_${specific}`);
      fields.push(["key", str(key)]);
      exists = index(path("G.P_CENTERS"), str(key));
    } else if (rawSet === "random" || rawSet === "any" || rawSet === "") {
      fields.push(["set", randomOf(VANILLA_SETS, ctx.seed("set"))]);
    } else {
      const set = ctx.keys.consumableSet(rawSet);
      if (!set) throw new Unsupported(`consumable set '${rawSet}' does not exist`);
      fields.push(["set", str(set)]);
      if (VANILLA_SETS.includes(set)) message = call("localize", str(`k_plus_${set.toLowerCase()}`));
    }
    const negative = ["negative", "e_negative", "y"].includes(text(params, "is_negative", "none"));
    if (negative) fields.push(["edition", str("e_negative")]);
    if (text(params, "soulable", "n") === "y") fields.push(["soulable", lua.TRUE]);
    fields.push(["key_append", str(ctx.itemKey)]);
    const ignore = negative || text(params, "ignore_slots", "n") === "y";
    const count = ctx.value(params.count ?? 1, "count");
    const once = count.kind === "number" && count.value === 1;
    return createWithRoom(ctx, "consumeables", "consumeable_buffer", ignore, record(fields), exists, message, once ? undefined : count);
  },
};
