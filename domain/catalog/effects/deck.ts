// Deck effects when the deck is selected (SMODS.Back apply): the starting deck and money. The
// deck's cards do not exist yet when apply runs, so changes are queued as events.
import { lua, type Expr, type Stmt } from "../../lua";
import { centerKeyOf, event, randomOf, rankKeyOf, suitOf, text } from "../lib";
import { Unsupported, type EffectDef } from "../types";
import { RANK_KEYS, SUIT_KEYS } from "../vanillaKeys";

const { bin, path, str, name, assign, call, index, num, forNum, forIn, doCall, record, method, callStmt, local } = lua;

export const addStartingCards: EffectDef = {
  id: "add_starting_cards",
  label: "Add Starting Cards",
  objects: ["deck"],
  triggers: ["card_used"],
  params: [{ id: "count", label: "Count", type: "number", default: 1 }, { id: "rank", label: "Rank", type: "select", default: "random" }, { id: "suit", label: "Suit", type: "select", default: "none" }],
  generate(params, ctx) {
    const rankRaw = text(params, "rank", "random");
    const suitRaw = text(params, "suit", "none");
    const rank: Expr = rankRaw === "random" ? randomOf(RANK_KEYS, ctx.seed("rank")) : rankRaw === "Face Cards" ? randomOf(["Jack", "Queen", "King"], ctx.seed("rank")) : rankKeyOf(rankRaw) ? str(rankKeyOf(rankRaw)!) : (() => { throw new Unsupported(`rank '${rankRaw}' has no generator yet`); })();
    const suit: Expr = suitRaw === "none" || suitRaw === "random" ? randomOf(SUIT_KEYS, ctx.seed("suit")) : suitOf(suitRaw) ? str(suitOf(suitRaw)!) : (() => { throw new Unsupported(`suit '${suitRaw}' has no generator yet`); })();
    const args = record([
      ["set", str("Base")], ["area", path("G.deck")], ["rank", rank], ["suit", suit],
      ["enhancement", centerKeyOf(ctx, "enhancement", text(params, "enhancement", "none"))],
      ["seal", centerKeyOf(ctx, "seal", text(params, "seal", "none"))],
      ["edition", centerKeyOf(ctx, "edition", text(params, "edition", "none"))],
      ["skip_materialize", lua.TRUE],
    ]);
    return { stmts: [event([forNum(ctx.local("i"), num(1), ctx.value(params.count ?? 1, "count"), [doCall("SMODS.add_card", args)])])] };
  },
};

export const removeStartingCards: EffectDef = {
  id: "remove_starting_cards",
  label: "Remove Starting Cards",
  objects: ["deck"],
  triggers: ["card_used"],
  params: [{ id: "remove_type", label: "Which", type: "select", default: "all" }],
  generate(params) {
    if (text(params, "remove_type", "all") !== "all") throw new Unsupported("removing random starting cards has no generator yet");
    // copy first: removing a card edits G.playing_cards
    return {
      stmts: [event([
        local("cards", lua.list([])),
        forIn(["_", "c"], [call("ipairs", path("G.playing_cards"))], [assign(index(name("cards"), bin("+", lua.len(name("cards")), num(1))), name("c"))]),
        forIn(["_", "c"], [call("ipairs", name("cards"))], [callStmt(method(name("c"), "remove"))]),
      ])],
    };
  },
};

export const editAllStartingCards: EffectDef = {
  id: "edit_all_starting_cards",
  label: "Edit All Starting Cards",
  objects: ["deck"],
  triggers: ["card_used"],
  params: [{ id: "enhancement", label: "Enhancement", type: "select", default: "none" }],
  generate(params, ctx) {
    const c = name("c");
    const edits: Stmt[] = [];
    const enhancement = centerKeyOf(ctx, "enhancement", text(params, "enhancement", "none"));
    if (enhancement) edits.push(callStmt(method(c, "set_ability", index(path("G.P_CENTERS"), enhancement), lua.nil, lua.TRUE)));
    const seal = centerKeyOf(ctx, "seal", text(params, "seal", "none"));
    if (seal) edits.push(callStmt(method(c, "set_seal", seal, lua.TRUE, lua.TRUE)));
    const edition = centerKeyOf(ctx, "edition", text(params, "edition", "none"));
    if (edition) edits.push(callStmt(method(c, "set_edition", edition, lua.TRUE, lua.TRUE)));
    const suit = text(params, "suit", "none");
    const rank = text(params, "rank", "none");
    if (suit !== "none" || rank !== "none") {
      const s = suit === "none" ? lua.nil : suitOf(suit) ? str(suitOf(suit)!) : undefined;
      const r = rank === "none" ? lua.nil : rankKeyOf(rank) ? str(rankKeyOf(rank)!) : undefined;
      if (!s || !r) throw new Unsupported("that suit or rank has no generator yet");
      edits.push(callStmt(call("assert", call("SMODS.change_base", c, s, r))));
    }
    if (edits.length === 0) throw new Unsupported("the edit changes nothing");
    return { stmts: [event([forIn(["_", "c"], [call("ipairs", path("G.playing_cards"))], edits)])] };
  },
};

export const editStartingDollars: EffectDef = {
  id: "edit_starting_dollars",
  label: "Edit Starting Dollars",
  objects: ["deck"],
  triggers: ["card_used"],
  params: [{ id: "operation", label: "Operation", type: "select", default: "add" }, { id: "value", label: "Amount", type: "number", default: 5 }],
  generate(params, ctx) {
    const value = ctx.value(params.value, "amount");
    const op = text(params, "operation", "add");
    const money = path("G.GAME.dollars");
    const next = op === "set" ? value : op === "add" ? bin("+", money, value) : op === "subtract" ? bin("-", money, value) : undefined;
    if (!next) throw new Unsupported(`operation '${op}' is unknown`);
    return { stmts: [event([assign(money, next)])] };
  },
};
