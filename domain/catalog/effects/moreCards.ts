// More card effects: create playing cards, destroy a consumable, convert the hand's suit, and a
// consumable's permanent bonus on the selected cards.
import { lua } from "../../lua";
import { centerKeyOf, event, randomOf, rankKeyOf, suitOf, text } from "../lib";
import { Unsupported, type EffectDef } from "../types";
import { RANK_KEYS, SUIT_KEYS } from "../vanillaKeys";

const { str, path, record, doCall, call, forIn, name, callStmt, method, bin, len, num, local, assign, index, ifThen } = lua;

export const createPlayingCard: EffectDef = {
  id: "create_playing_card",
  label: "Create Playing Card",
  objects: ["joker", "card", "consumable"],
  params: [{ id: "location", label: "Into", type: "select", default: "deck" }, { id: "suit", label: "Suit", type: "select", default: "random" }, { id: "rank", label: "Rank", type: "select", default: "random" }],
  generate(params, ctx) {
    const suitRaw = text(params, "suit", "random");
    const rankRaw = text(params, "rank", "random");
    const suit = suitRaw === "random" || suitRaw === "none" ? randomOf(SUIT_KEYS, ctx.seed("suit")) : suitOf(suitRaw) ? str(suitOf(suitRaw)!) : undefined;
    const rank = rankRaw === "random" ? randomOf(RANK_KEYS, ctx.seed("rank")) : rankKeyOf(rankRaw) ? str(rankKeyOf(rankRaw)!) : undefined;
    if (!suit || !rank) throw new Unsupported(`card '${rankRaw} of ${suitRaw}' has no generator yet`);
    const area = text(params, "location", "deck") === "hand" ? path("G.hand") : path("G.deck");
    return {
      stmts: [event([doCall("SMODS.add_card", record([
        ["set", str("Base")], ["area", area], ["rank", rank], ["suit", suit],
        ["enhancement", centerKeyOf(ctx, "enhancement", text(params, "enhancement", "none"))],
        ["seal", centerKeyOf(ctx, "seal", text(params, "seal", "none"))],
        ["edition", centerKeyOf(ctx, "edition", text(params, "edition", "none"))],
      ]))])],
    };
  },
};

export const destroyConsumable: EffectDef = {
  id: "destroy_consumable",
  label: "Destroy Consumable",
  objects: ["joker", "card", "consumable", "voucher", "deck"],
  params: [{ id: "consumable_type", label: "Which", type: "select", default: "random" }],
  generate(params, ctx) {
    const type = text(params, "consumable_type", "random");
    if (type !== "random" && type !== "any") throw new Unsupported(`destroying a '${type}' consumable has no generator yet`);
    const pool = ctx.local("pool");
    const target = ctx.local("target");
    return {
      stmts: [
        local(pool, lua.list([])),
        forIn(["_", "c"], [call("ipairs", path("G.consumeables.cards"))], [
          ifThen(lua.and(bin("~=", name("c"), ctx.self), lua.not(path("c.getting_sliced"))), [assign(index(name(pool), bin("+", len(name(pool)), num(1))), name("c"))]),
        ]),
        ifThen(bin(">", len(name(pool)), num(0)), [
          local(target, call("pseudorandom_element", name(pool), call("pseudoseed", str(ctx.seed("consumable"))))),
          assign(index(name(target), "getting_sliced"), lua.TRUE),
          event([callStmt(method(name(target), "start_dissolve"))]),
        ]),
      ],
    };
  },
};

export const convertAllCardsToSuit: EffectDef = {
  id: "convert_all_cards_to_suit",
  label: "Convert Hand to Suit",
  objects: ["consumable"],
  params: [{ id: "suit", label: "Suit", type: "select", default: "Hearts" }],
  generate(params) {
    const raw = text(params, "suit", "Hearts");
    const suit = raw === "random" ? undefined : suitOf(raw);
    if (!suit) throw new Unsupported(`suit '${raw}' has no generator yet`);
    return {
      canUse: bin(">", len(path("G.hand.cards")), num(0)),
      stmts: [event([forIn(["_", "c"], [call("ipairs", path("G.hand.cards"))], [
        callStmt(call("assert", call("SMODS.change_base", name("c"), str(suit)))),
        callStmt(method(name("c"), "juice_up", num(0.3), num(0.5))),
      ])], { trigger: "after", delay: 0.2 })],
    };
  },
};
