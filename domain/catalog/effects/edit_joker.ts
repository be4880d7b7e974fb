// Edit Joker: gives jokers an edition (a chosen one, a random one as Wheel of Fortune does, or
// none) and/or a sticker (or takes stickers off): a random joker, a random joker without an
// edition, or one by position.
import { lua, type Expr, type Stmt } from "../../lua";
import { opts, p } from "../schema";
import { STICKER_OPTIONS, labelOfKey } from "../options";
import { defineEffect } from "../types";
import { num } from "../words";
import { event, jokerAt, WITH_CARD } from "./shared";

const { str, call, index, path, name, local, ifThen, not, assign, bin, len, num: n, callStmt, method, forNum, forIn } = lua;

const TARGETS = opts(
  ["random", "A random joker"], ["editionless", "A random joker without an edition"], ["self", "This joker"], ["left", "The joker to the left"],
  ["right", "The joker to the right"], ["first", "The first joker"], ["last", "The last joker"],
);

export default defineEffect({
  id: "edit_joker",
  label: "Edit Joker",
  description: "Gives jokers an edition or a sticker, or takes them off.",
  category: "Jokers",
  objectTypes: WITH_CARD,
  params: [
    p.select("target", "Joker", TARGETS, "random"),
    p.number("amount", "How many", 1, { min: 1, integer: true, when: { param: "target", is: ["random", "editionless"] } }),
    p.select("edition", "Edition", { source: "editions", extra: opts(["none", "Unchanged"], ["random", "A random edition"], ["remove", "Remove the edition"]) }, "none"),
    p.select("sticker", "Sticker", [...opts(["none", "Unchanged"], ["remove", "Remove stickers"]), ...STICKER_OPTIONS], "none"),
    p.select("others", "The other jokers", opts(["keep", "Are kept"], ["destroy", "Are destroyed (Eternal ones spared), as Hex does"]), "keep", { when: { param: "target", is: ["random", "editionless"] } }),
  ],
  summary(v) {
    const parts = [v.edition === "none" ? "" : v.edition === "remove" ? "remove the edition of" : v.edition === "random" ? "give a random edition to" : `make ${labelOfKey(v.edition)}`,
      v.sticker === "none" ? "" : v.sticker === "remove" ? "remove stickers of" : `add ${v.sticker} to`].filter(Boolean);
    const who = v.target === "random" || v.target === "editionless" ? `${num(v.amount)} ${v.target === "editionless" ? "editionless " : ""}joker(s)` : (TARGETS.find((o) => o.value === v.target)?.label.toLowerCase() ?? "a joker");
    const others = (v.target === "random" || v.target === "editionless") && v.others === "destroy" ? ", destroy the other jokers" : "";
    return (parts.length === 0 ? `Leave ${who} unchanged` : `${parts.join(" and ")} ${who}`.replace(/^./, (c) => c.toUpperCase())) + others;
  },
  generate(v, ctx) {
    const change = (j: Expr): Stmt[] => {
      const out: Stmt[] = [];
      if (v.edition === "remove") out.push(callStmt(method(j, "set_edition", lua.nil, lua.TRUE)));
      else if (v.edition === "random") out.push(callStmt(method(j, "set_edition", call("poll_edition", str(ctx.seed("edition")), lua.nil, lua.TRUE, lua.TRUE), lua.TRUE)));
      else if (v.edition !== "none") out.push(callStmt(method(j, "set_edition", str(v.edition), lua.TRUE)));
      if (v.sticker === "remove") for (const s of ["eternal", "rental", "perishable"]) out.push(assign(index(index(j, "ability"), s), lua.nil));
      else if (v.sticker !== "none") out.push(callStmt(method(j, "add_sticker", str(v.sticker), lua.TRUE)));
      out.push(callStmt(method(j, "juice_up", n(0.3), n(0.5))));
      return out;
    };
    if (v.target === "random" || v.target === "editionless") {
      // pick `amount` different jokers (without an edition, for editionless) at random
      const pool = ctx.local("pool");
      const k = ctx.local("k");
      const pick = ctx.local("picked");
      const chosen = ctx.local("chosen");
      const destroyOthers = v.others === "destroy";
      // Hex: every joker not picked goes (Eternal ones stay), dissolving together
      const first = ctx.local("first_dissolve");
      const others: Stmt[] = destroyOthers ? [
        local(first, lua.nil),
        forIn(["_", "j"], [call("ipairs", path("G.jokers.cards"))], [
          ifThen(lua.and(not(index(name(chosen), name("j"))), not(call("SMODS.is_eternal", name("j"), ctx.self)), not(path("j.getting_sliced"))), [
            assign(path("j.getting_sliced"), lua.TRUE),
            local("doomed", name("j")),
            local("together", name(first)),
            event([callStmt(method(name("doomed"), "start_dissolve", lua.nil, name("together")))]),
            assign(name(first), lua.TRUE),
          ]),
        ]),
      ] : [];
      // a consumable that gives an edition to a joker without one is usable only when there is such a joker
      const editionless = v.target === "editionless" && ctx.objectType === "consumable"
        ? call("next", iifeEditionless()) : undefined;
      return {
        ...(editionless ? { canUse: editionless } : {}),
        stmts: [
          ...(destroyOthers ? [local(chosen, lua.table([]))] : []),
          local(pool, lua.table([])),
          forIn(["_", "j"], [call("ipairs", path("G.jokers.cards"))], [
            ifThen(v.target === "editionless" ? not(path("j.edition")) : lua.TRUE, [assign(index(name(pool), bin("+", len(name(pool)), n(1))), name("j"))]),
          ]),
          forNum(ctx.local("i"), n(1), ctx.value(v.amount), [
            ifThen(bin("==", len(name(pool)), n(0)), [lua.brk]),
            lua.locals([pick, k], [call("pseudorandom_element", name(pool), call("pseudoseed", str(ctx.seed("joker"))))]),
            callStmt(call("table.remove", name(pool), name(k))),
            ...(destroyOthers ? [assign(index(name(chosen), name(pick)), lua.TRUE)] : []),
            event(change(name(pick))),
          ]),
          ...others,
        ],
      };
    }
    const target = ctx.local("target_joker");
    return { stmts: [...jokerAt(ctx, v.target, target), ifThen(name(target), [event(change(name(target)))])] };
  },
});

/** A list of the jokers without an edition (empty when there is none). */
function iifeEditionless(): Expr {
  return call(lua.paren(lua.fn([], [
    local("list", lua.table([])),
    forIn(["_", "j"], [call("ipairs", lua.or(lua.and(path("G.jokers"), path("G.jokers.cards")), lua.table([])))], [
      ifThen(not(path("j.edition")), [assign(index(name("list"), bin("+", len(name("list")), n(1))), name("j"))]),
    ]),
    lua.ret(name("list")),
  ])));
}
