// Effects on the trigger's playing card: edit it, give it a permanent bonus, retrigger it; and a
// consumable's edits of the selected cards.
import { lua, type Expr, type Stmt } from "../../lua";
import type { Params } from "../../model";
import { cardOf, event, numberSpec, randomOf, rankKeyOf, suitOf, text } from "../lib";
import { Unsupported, type EffectDef, type GenContext } from "../types";
import { RANK_KEYS, SUIT_KEYS, VANILLA_EDITIONS, VANILLA_ENHANCEMENTS, VANILLA_SEALS } from "../vanillaKeys";

const { bin, path, str, name, assign, call, index, num, method, callStmt, or, forIn, len, local } = lua;

const isNone = (v: string) => !v || v === "none" || v === "no_change";

/** Statements editing `target` per the effect's enhancement / seal / edition / suit / rank params. */
function editStmts(target: Expr, params: Params, ctx: GenContext, keys: { enhancement: string; seal: string; edition: string; suit: string; rank: string }): Stmt[] {
  const out: Stmt[] = [];
  const enhancement = text(params, keys.enhancement, "none");
  if (!isNone(enhancement)) {
    let center: Expr;
    if (enhancement === "remove") center = path("G.P_CENTERS.c_base");
    else if (enhancement === "random") center = index(path("G.P_CENTERS"), randomOf(VANILLA_ENHANCEMENTS, ctx.seed("enhancement")));
    else {
      const key = ctx.keys.center("enhancement", enhancement);
      if (!key) throw new Unsupported(`enhancement '${enhancement}' does not exist`);
      center = index(path("G.P_CENTERS"), str(key));
    }
    out.push(callStmt(method(target, "set_ability", center, lua.nil, lua.TRUE)));
  }
  const seal = text(params, keys.seal, "none");
  if (!isNone(seal)) {
    let value: Expr;
    if (seal === "remove") value = lua.nil;
    else if (seal === "random") value = randomOf(VANILLA_SEALS, ctx.seed("seal"));
    else {
      const key = ctx.keys.center("seal", seal);
      if (!key) throw new Unsupported(`seal '${seal}' does not exist`);
      value = str(key);
    }
    out.push(callStmt(method(target, "set_seal", value, lua.nil, lua.TRUE)));
  }
  const edition = text(params, keys.edition, "none");
  if (!isNone(edition)) {
    let value: Expr;
    if (edition === "remove") value = lua.nil;
    else if (edition === "random") value = randomOf(VANILLA_EDITIONS.filter((e) => e !== "e_negative"), ctx.seed("edition"));
    else {
      const key = ctx.keys.center("edition", edition) ?? ctx.keys.center("edition", `e_${edition}`);
      if (!key) throw new Unsupported(`edition '${edition}' does not exist`);
      value = str(key);
    }
    out.push(callStmt(method(target, "set_edition", value, lua.TRUE)));
  }
  const suitRaw = text(params, keys.suit, "none");
  const rankRaw = text(params, keys.rank, "none");
  if (!isNone(suitRaw) || !isNone(rankRaw)) {
    const suit = isNone(suitRaw) ? lua.nil : suitRaw === "random" ? randomOf(SUIT_KEYS, ctx.seed("suit")) : suitOf(suitRaw) ? str(suitOf(suitRaw)!) : undefined;
    const rank = isNone(rankRaw) ? lua.nil : rankRaw === "random" ? randomOf(RANK_KEYS, ctx.seed("rank")) : rankKeyOf(rankRaw) ? str(rankKeyOf(rankRaw)!) : undefined;
    if (!suit) throw new Unsupported(`suit '${suitRaw}' is unknown`);
    if (!rank) throw new Unsupported(`rank '${rankRaw}' is unknown`);
    out.push(callStmt(call("assert", call("SMODS.change_base", target, suit, rank))));
  }
  return out;
}

export const editPlayingCard: EffectDef = {
  id: "edit_playing_card",
  label: "Edit Triggered Card",
  objects: ["joker", "card"],
  params: [{ id: "new_enhancement", label: "Enhancement", type: "select", default: "none" }, { id: "new_seal", label: "Seal", type: "select", default: "none" }, { id: "new_edition", label: "Edition", type: "select", default: "none" }, { id: "new_suit", label: "Suit", type: "select", default: "none" }, { id: "new_rank", label: "Rank", type: "select", default: "none" }],
  generate(params, ctx) {
    const stmts = editStmts(cardOf(ctx), params, ctx, { enhancement: "new_enhancement", seal: "new_seal", edition: "new_edition", suit: "new_suit", rank: "new_rank" });
    if (stmts.length === 0) throw new Unsupported("the edit changes nothing");
    return { stmts, fields: [["message", call("localize", str("k_upgrade_ex"))]] };
  },
};

const PERMA: Record<string, string> = {
  perma_bonus: "perma_bonus", perma_mult: "perma_mult", perma_x_mult: "perma_x_mult", perma_x_chips: "perma_x_chips",
  perma_h_chips: "perma_h_chips", perma_h_mult: "perma_h_mult", perma_h_x_mult: "perma_h_x_mult", perma_p_dollars: "perma_p_dollars", perma_h_dollars: "perma_h_dollars",
};

export const permanentBonus: EffectDef = {
  id: "permanent_bonus",
  label: "Permanent Bonus",
  objects: ["joker", "card", "consumable"],
  params: [{ id: "bonus_type", label: "Bonus", type: "select", default: "perma_bonus" }, numberSpec("value", "Amount", 5)],
  generate(params, ctx) {
    const field = PERMA[text(params, "bonus_type", "perma_bonus")];
    if (!field) throw new Unsupported(`bonus '${text(params, "bonus_type")}' is unknown`);
    if (ctx.object === "consumable") {
      // a consumable gives the bonus to every selected card
      const slot = index(path("c.ability"), field);
      return {
        canUse: bin(">", len(path("G.hand.highlighted")), num(0)),
        stmts: [forIn(["_", "c"], [call("ipairs", path("G.hand.highlighted"))], [
          assign(slot, bin("+", or(slot, num(0)), ctx.value(params.value, "amount"))),
          event([callStmt(method(name("c"), "juice_up", num(0.3), num(0.5)))]),
        ])],
      };
    }
    const card = cardOf(ctx);
    const slot = index(index(card, "ability"), field);
    return {
      stmts: [assign(slot, bin("+", or(slot, num(0)), ctx.value(params.value, "amount")))],
      fields: [["message", call("localize", str("k_upgrade_ex"))], ["colour", path("G.C.CHIPS")]],
    };
  },
};

export const retriggerPlayingCard: EffectDef = {
  id: "retrigger_playing_card",
  label: "Retrigger Card",
  objects: ["joker", "card"],
  params: [numberSpec("repetitions", "Times", 1)],
  generate(params, ctx) {
    cardOf(ctx);
    return { phase: "repetition", fields: [["repetitions", ctx.value(params.repetitions ?? params.value ?? 1, "repetitions")]] };
  },
};

/** Consumables: edit the selected cards (Tarot style), flipping them as the game does. */
export const editCards: EffectDef = {
  id: "edit_cards",
  label: "Edit Selected Cards",
  objects: ["consumable"],
  params: [{ id: "enhancement", label: "Enhancement", type: "select", default: "none" }, { id: "seal", label: "Seal", type: "select", default: "none" }, { id: "edition", label: "Edition", type: "select", default: "none" }, { id: "suit", label: "Suit", type: "select", default: "none" }, { id: "rank", label: "Rank", type: "select", default: "none" }, numberSpec("count", "Up to", 1)],
  generate(params, ctx) {
    if (text(params, "selection_method", "selected") !== "selected") throw new Unsupported("editing random cards has no generator yet");
    const c = name("c");
    const edits = editStmts(c, params, ctx, { enhancement: "enhancement", seal: "seal", edition: "edition", suit: "suit", rank: "rank" });
    if (edits.length === 0) throw new Unsupported("the edit changes nothing");
    const list = ctx.local("chosen");
    return {
      canUse: lua.and(bin(">", len(path("G.hand.highlighted")), num(0)), bin("<=", len(path("G.hand.highlighted")), ctx.value(params.count ?? 1, "count"))),
      stmts: [
        local(list, lua.list([])),
        forIn(["_", "c"], [call("ipairs", path("G.hand.highlighted"))], [assign(index(name(list), bin("+", len(name(list)), num(1))), c)]),
        event([
          forIn(["_", "c"], [call("ipairs", name(list))], [...edits, callStmt(method(c, "juice_up", num(0.3), num(0.5)))]),
        ], { trigger: "after", delay: 0.2 }),
      ],
    };
  },
};
