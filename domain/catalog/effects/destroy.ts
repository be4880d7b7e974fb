// Destroying jokers (this one, a random one, one by key or position) and playing cards.
import { lua, type Expr, type Stmt } from "../../lua";
import { cardOf, event, text } from "../lib";
import { Unsupported, type EffectDef, type GenContext } from "../types";

const { bin, path, str, name, assign, ifThen, and, not, call, local, index, len, num, forIn, method, callStmt } = lua;

/** Marks the card and dissolves it in an event, once (getting_sliced guards double destruction). */
function dissolve(target: Expr): Stmt[] {
  return [
    assign(index(target, "getting_sliced"), lua.TRUE),
    event([callStmt(method(target, "start_dissolve"))]),
  ];
}

function pickJoker(ctx: GenContext, filter: (j: Expr) => Expr, bypassEternal: boolean): Stmt[] {
  const pool = ctx.local("pool");
  const target = ctx.local("target");
  const j = name("j");
  const checks = [bin("~=", j, ctx.self), not(path("j.getting_sliced")), filter(j)];
  if (!bypassEternal) checks.push(not(call("SMODS.is_eternal", j, ctx.self)));
  return [
    local(pool, lua.table([])),
    forIn(["_", "j"], [call("ipairs", path("G.jokers.cards"))], [
      ifThen(and(...checks), [assign(index(name(pool), bin("+", len(name(pool)), num(1))), j)]),
    ]),
    ifThen(bin(">", len(name(pool)), num(0)), [
      local(target, call("pseudorandom_element", name(pool), call("pseudoseed", str(ctx.seed("destroy"))))),
      ...dissolve(name(target)),
    ]),
  ];
}

export const destroyJoker: EffectDef = {
  id: "destroy_joker",
  label: "Destroy Joker",
  objects: ["joker", "card", "consumable", "voucher", "deck"],
  params: [{ id: "selection_method", label: "Which", type: "select", default: "random" }, { id: "joker_key", label: "Joker key", type: "text" }],
  generate(params, ctx) {
    const method_ = text(params, "selection_method", "random");
    const bypass = text(params, "bypass_eternal", "no") === "yes";
    if (method_ === "self") {
      if (ctx.objectType !== "joker") throw new Unsupported("only a joker can destroy itself");
      // a Blueprint copying this rule must not destroy the joker it copies
      const guard = ctx.mode === "calculate" ? and(not(path("context.blueprint")), not(path("card.getting_sliced"))) : not(path("card.getting_sliced"));
      return { stmts: [ifThen(guard, dissolve(name("card")))] };
    }
    if (method_ === "random") return { stmts: pickJoker(ctx, () => lua.TRUE, bypass) };
    if (method_ === "specific") {
      const raw = text(params, "joker_key").trim();
      const key = ctx.keys.center("joker", raw) ?? (raw.startsWith("j_") ? raw : `j_${raw}`);
      return { stmts: pickJoker(ctx, (j) => bin("==", index(index(index(j, "config"), "center"), "key"), str(key)), bypass) };
    }
    if (method_ === "position") {
      const where = text(params, "position", "first");
      const jokers = path("G.jokers.cards");
      let at: Expr;
      if (where === "first") at = num(1);
      else if (where === "last") at = len(jokers);
      else if (where === "left" || where === "right") {
        if (ctx.objectType !== "joker") throw new Unsupported("left/right of this card only works for jokers");
        const me = ctx.local("my_pos");
        const target = ctx.local("target");
        return { stmts: [
          local(me, lua.nil),
          lua.forNum("i", num(1), len(jokers), [ifThen(bin("==", index(jokers, name("i")), name("card")), [assign(name(me), name("i"))])]),
          ifThen(name(me), [
            local(target, index(jokers, bin(where === "left" ? "-" : "+", name(me), num(1)))),
            ifThen(and(name(target), not(index(name(target), "getting_sliced")), bypass ? lua.TRUE : not(call("SMODS.is_eternal", name(target), ctx.self))), dissolve(name(target))),
          ]),
        ] };
      } else at = ctx.value(params.specific_index ?? 1, "position");
      const target = ctx.local("target");
      return { stmts: [
        local(target, index(jokers, at)),
        ifThen(and(name(target), bin("~=", name(target), ctx.self), not(index(name(target), "getting_sliced")), bypass ? lua.TRUE : not(call("SMODS.is_eternal", name(target), ctx.self))), dissolve(name(target))),
      ] };
    }
    throw new Unsupported(`destroying the joker '${method_}' has no generator yet`);
  },
};

export const destroyPlayingCard: EffectDef = {
  id: "destroy_playing_card",
  label: "Destroy Card",
  objects: ["joker", "card"],
  params: [],
  generate(_params, ctx) {
    cardOf(ctx);
    return { phase: "destroy" };
  },
};

/** Consumables: destroy the selected cards (The Hanged Man style). */
export const destroyCards: EffectDef = {
  id: "destroy_cards",
  label: "Destroy Selected Cards",
  objects: ["consumable"],
  params: [],
  generate(params, ctx) {
    if (text(params, "method", "selected") !== "selected") throw new Unsupported("destroying random cards has no generator yet");
    const list = ctx.local("chosen");
    return {
      canUse: bin(">", len(path("G.hand.highlighted")), num(0)),
      stmts: [
        local(list, lua.list([])),
        forIn(["_", "c"], [call("ipairs", path("G.hand.highlighted"))], [assign(index(name(list), bin("+", len(name(list)), num(1))), name("c"))]),
        event([forIn(["_", "c"], [call("ipairs", name(list))], [callStmt(method(name("c"), "start_dissolve"))])]),
      ],
    };
  },
};
