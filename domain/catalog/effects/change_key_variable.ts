// Change Key Variable: sets a key variable of the item to the key of a joker, consumable,
// enhancement, seal, edition, booster, voucher or tag: a specific one, a random one (of every
// such card, or narrowed: unlocked / locked / owned / of a rarity, pool, set, pack kind or size, or
// vouchers that can still be redeemed), or the one `count` places further in the game's order.
import { lua, type Expr, type Stmt } from "../../lua";
import { opts, p, type ParamSpec } from "../schema";
import { labelOfKey } from "../options";
import { defineEffect, type GenContext } from "../types";
import { ALL_TYPES } from "./shared";

const { str, call, path, name, local, ifThen, assign, index, bin, len, num, forIn, and, or, not } = lua;

const KINDS = ["joker", "consumable", "enhancement", "seal", "edition", "booster", "voucher", "tag"] as const;
type Kind = (typeof KINDS)[number];

const POOLS: Record<Kind, string> = {
  joker: "G.P_CENTER_POOLS.Joker", consumable: "G.P_CENTER_POOLS.Consumeables", enhancement: "G.P_CENTER_POOLS.Enhanced",
  seal: "G.P_CENTER_POOLS.Seal", edition: "G.P_CENTER_POOLS.Edition", booster: "G.P_CENTER_POOLS.Booster",
  voucher: "G.P_CENTER_POOLS.Voucher", tag: "G.P_CENTER_POOLS.Tag",
};
const SOURCES = { joker: "jokers", consumable: "consumables", enhancement: "enhancements", seal: "seals", edition: "editions", booster: "boosters", voucher: "vouchers", tag: "tags" } as const;
const DEFAULTS: Record<Kind, string> = {
  joker: "j_joker", consumable: "c_fool", enhancement: "m_bonus", seal: "Gold", edition: "e_foil", booster: "p_arcana_normal_1", voucher: "v_overstock_norm", tag: "tag_double",
};
const RANDOM_TYPES: Record<Kind, [string, string][]> = {
  joker: [["all", "Any joker"], ["unlocked", "An unlocked joker"], ["locked", "A locked joker"], ["pool", "A joker of a pool"], ["owned", "Another joker the player has"], ["rarity", "A joker of a rarity"]],
  consumable: [["all", "Any consumable"], ["set", "A consumable of a set"], ["owned", "Another consumable the player has"]],
  enhancement: [["all", "Any enhancement"]],
  seal: [["all", "Any seal"]],
  edition: [["all", "Any edition"]],
  booster: [["all", "Any booster pack"], ["category", "A pack of a kind"], ["size", "A pack of a size"]],
  voucher: [["all", "Any voucher"], ["possible", "A voucher that can still be redeemed"]],
  tag: [["all", "Any tag"]],
};
const RARITY_NUMBER: Record<string, number> = { Common: 1, Uncommon: 2, Rare: 3, Legendary: 4 };

function kindParams(kind: Kind): ParamSpec[] {
  const change = `${kind}_change_type`;
  const random = `${kind}_random_type`;
  const out: ParamSpec[] = [
    p.select(change, "Change", opts(["specific", "To a specific key"], ["random", "To a random key"], ["increment", "To the next key in the game's order"]), "specific", { when: { param: "key_type", is: [kind] } }),
    p.select(random, "Random", opts(...RANDOM_TYPES[kind]), "all", { when: { param: change, is: ["random"] } }),
  ];
  if (kind === "joker") {
    out.push(p.select("joker_rarity", "Rarity", { source: "rarities" }, "common", { when: { param: random, is: ["rarity"] } }));
    out.push(p.select("joker_pool", "Pool", { source: "pools" }, "", { when: { param: random, is: ["pool"] } }));
  }
  if (kind === "consumable") out.push(p.select("consumable_set", "Set", { source: "consumable_sets" }, "Tarot", { when: { param: random, is: ["set"] } }));
  if (kind === "booster") {
    out.push(p.select("booster_category", "Kind", opts("Arcana", "Celestial", "Spectral", "Standard", "Buffoon"), "Arcana", { when: { param: random, is: ["category"] } }));
    out.push(p.number("booster_size_extra", "Cards in the pack", 3, { min: 1, integer: true, dynamic: false, when: { param: random, is: ["size"] } }));
    out.push(p.number("booster_size_choose", "Cards to choose", 1, { min: 1, integer: true, dynamic: false, when: { param: random, is: ["size"] } }));
  }
  out.push(p.select(`specific_${kind}`, "Key", { source: SOURCES[kind] }, DEFAULTS[kind], { when: { param: change, is: ["specific"] } }));
  out.push(p.number(`${kind}_increment_count`, "Places further", 1, { integer: true, when: { param: change, is: ["increment"] } }));
  return out;
}

const PARAMS = [
  p.variable("variable_name", "Variable", ["key"], "key_var"),
  p.select("key_type", "Key of", opts(...KINDS.map((k) => [k, `A${/^[aeiou]/.test(k) ? "n" : ""} ${k}`] as [string, string])), "joker"),
  ...KINDS.flatMap(kindParams),
];

type Values = Record<string, unknown> & { variable_name: string; key_type: string };

export default defineEffect({
  id: "change_key_variable",
  label: "Change Key Variable",
  description: "Sets a key variable to the key of a joker, consumable, modifier, pack, voucher or tag.",
  category: "Variables",
  objectTypes: ALL_TYPES,
  params: PARAMS,
  summary(values) {
    const v = values as unknown as Values;
    const kind = v.key_type as Kind;
    const change = v[`${kind}_change_type`];
    const what = change === "specific" ? labelOfKey(String(v[`specific_${kind}`])) : change === "increment" ? `the next ${kind}` : `a random ${kind}`;
    return `Set ${v.variable_name} to ${what}`;
  },
  generate(values, ctx) {
    const v = values as unknown as Values;
    const kind = (KINDS as readonly string[]).includes(v.key_type) ? (v.key_type as Kind) : "joker";
    const target = ctx.variable(v.variable_name);
    const change = String(v[`${kind}_change_type`]);
    if (change === "specific") return { stmts: [assign(target, str(String(v[`specific_${kind}`])))] };
    if (change === "increment") return { stmts: increment(ctx, kind, target, ctx.value(v[`${kind}_increment_count`] as never)) };
    return { stmts: randomKey(ctx, kind, String(v[`${kind}_random_type`]), v, target) };
  },
});

/** Every key of the pool passing the filter (`c` is the center), then a seeded pick. */
function pickFrom(ctx: GenContext, list: Expr, filter: (c: Expr) => Expr | undefined, keyOf: (c: Expr) => Expr, target: Expr): Stmt[] {
  const keys = ctx.local("keys");
  const c = name("c");
  const test = filter(c);
  const add = assign(index(name(keys), bin("+", len(name(keys)), num(1))), keyOf(c));
  return [
    local(keys, lua.table([])),
    forIn(["_", "c"], [call("ipairs", or(list, lua.table([])))], [test ? ifThen(test, [add]) : add]),
    assign(target, or(call("pseudorandom_element", name(keys), call("pseudoseed", str(ctx.seed("key")))), target)),
  ];
}

function randomKey(ctx: GenContext, kind: Kind, how: string, v: Values, target: Expr): Stmt[] {
  const center = (c: Expr) => index(c, "key");
  // cards the player has, this one left out
  const owned = (area: string) => pickFrom(ctx, path(`G.${area}.cards`), (c) => bin("~=", c, ctx.self), (c) => index(index(index(c, "config"), "center"), "key"), target);
  const pool = path(POOLS[kind]);
  switch (`${kind}:${how}`) {
    case "joker:unlocked": return pickFrom(ctx, pool, (c) => bin("~=", index(c, "unlocked"), lua.FALSE), center, target);
    case "joker:locked": return pickFrom(ctx, pool, (c) => bin("==", index(c, "unlocked"), lua.FALSE), center, target);
    case "joker:owned": return owned("jokers");
    case "joker:pool": return pickFrom(ctx, v.joker_pool ? index(path("G.P_CENTER_POOLS"), String(v.joker_pool)) : pool, () => undefined, center, target);
    case "joker:rarity": {
      const rarity = String(v.joker_rarity);
      const value = RARITY_NUMBER[rarity] !== undefined ? num(RARITY_NUMBER[rarity]) : str(rarity);
      return pickFrom(ctx, pool, (c) => bin("==", index(c, "rarity"), value), center, target);
    }
    case "consumable:set": return pickFrom(ctx, index(path("G.P_CENTER_POOLS"), String(v.consumable_set)), () => undefined, center, target);
    case "consumable:owned": return owned("consumeables");
    case "booster:category": return pickFrom(ctx, pool, (c) => bin("==", index(c, "kind"), str(String(v.booster_category))), center, target);
    case "booster:size": {
      const size = v.booster_size_extra as { kind: string; value?: number };
      const choose = v.booster_size_choose as { kind: string; value?: number };
      return pickFrom(ctx, pool, (c) => and(bin("==", index(index(c, "config"), "extra"), num(size.value ?? 3)), bin("==", index(index(c, "config"), "choose"), num(choose.value ?? 1))), center, target);
    }
    case "voucher:possible": {
      // not redeemed yet, and every voucher it requires is redeemed
      const ok = ctx.local("ok");
      return pickFrom(ctx, pool, (c) => and(not(index(path("G.GAME.used_vouchers"), index(c, "key"))), call(lua.paren(lua.fn([], [
        local(ok, lua.TRUE),
        forIn(["_", "r"], [call("ipairs", or(index(c, "requires"), lua.table([])))], [ifThen(not(index(path("G.GAME.used_vouchers"), name("r"))), [assign(name(ok), lua.FALSE)])]),
        lua.ret(name(ok)),
      ])))), center, target);
    }
    case "edition:all": return pickFrom(ctx, pool, (c) => bin("~=", index(c, "key"), str("e_base")), center, target);
    default: return pickFrom(ctx, pool, () => undefined, center, target);
  }
}

/** The key `count` places after the current one in the game's order of that kind (wrapping around). */
function increment(ctx: GenContext, kind: Kind, target: Expr, count: Expr): Stmt[] {
  const list = ctx.local("order");
  const at = ctx.local("at");
  const i = ctx.local("i");
  return [
    local(list, or(path(POOLS[kind]), lua.table([]))),
    local(at, num(0)),
    lua.forNum(i, num(1), len(name(list)), [ifThen(bin("==", index(index(name(list), name(i)), "key"), target), [assign(name(at), name(i))])]),
    ifThen(bin(">", len(name(list)), num(0)), [
      assign(target, index(index(name(list), bin("+", bin("%", bin("+", bin("-", name(at), num(1)), count), len(name(list))), num(1))), "key")),
    ]),
  ];
}
