// Edit Card Appearance: lets a card appear in the shop and packs again, or stops it appearing,
// through the game's own list of banned keys (G.GAME.banned_keys, as challenges ban cards).
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { defineEffect, Unsupported, type KeyResolver } from "../types";
import type { ObjectType } from "../../model";
import { ALL_TYPES } from "./shared";

const KINDS: ObjectType[] = ["joker", "consumable", "voucher", "booster", "enhancement", "edition", "deck"];

/** The full key of any card the text names (j_joker, c_fool, v_hieroglyph, hieroglyph...). */
export function anyCardKey(keys: KeyResolver, raw: string): string | undefined {
  for (const kind of KINDS) {
    const key = keys.center(kind, raw);
    if (key) return key;
  }
  return undefined;
}

export default defineEffect({
  id: "edit_card_appearance",
  label: "Edit Card Appearance",
  description: "Lets a card appear in the shop and packs again, or stops it appearing.",
  category: "Shop",
  objectTypes: ALL_TYPES,
  params: [
    p.text("key", "Card key", "j_joker"),
    p.select("card_appearance", "Change", opts(["appear", "Appear"], ["disapper", "Disappear"]), "appear"),
  ],
  // a deck's ban is in place before the run picks its first shop voucher, boss and tags
  atApply: true,
  summary: (v) => (v.card_appearance === "appear" ? `${v.key} can appear` : `${v.key} never appears`),
  generate(v, ctx) {
    const key = anyCardKey(ctx.keys, v.key);
    if (!key) throw new Unsupported(`'${v.key}' is not the key of a card of the game or of the mod`);
    const banned = lua.index(lua.path("G.GAME.banned_keys"), key);
    return { stmts: [lua.assign(banned, v.card_appearance === "appear" ? lua.nil : lua.TRUE)] };
  },
});
