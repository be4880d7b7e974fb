// Destroy Joker: destroys a joker (a random one, one of a given key, this joker, or one by
// position), unless it is Eternal (or ignoring that), as Ceremonial Dagger and Madness do: it is
// marked as being destroyed at once and dissolves in a queued event. Optionally a number variable
// gains the destroyed joker's sell value times a multiplier (Ceremonial Dagger's Mult). Random
// selection may destroy several different jokers at once (all of them, with a count large enough).
import { lua, type Expr, type Stmt } from "../../lua";
import { isVarRef, opts, p, type ParamsOf } from "../schema";
import { labelOfKey } from "../options";
import { defineEffect, type GenContext } from "../types";
import { choice, num } from "../words";
import { event, jokerAt, POSITION_OPTIONS, positionWords } from "./shared";

const { str, call, index, path, name, local, locals, ifThen, and, not, assign, bin, len, num: n, callStmt, method, forIn, forNum, list } = lua;

const METHODS = opts(["random", "A random joker"], ["specific", "A joker of a given key"], ["self", "This joker"], ["position", "A joker by position"]);

const PARAMS = [
  p.selectOrVar("selection_method", "Destroy", METHODS, ["key"], "random"),
  p.select("joker_key", "Which joker", { source: "jokers" }, "j_joker", { when: { param: "selection_method", is: ["specific"] } }),
  p.number("count", "How many", 1, { min: 1, integer: true, when: { param: "selection_method", is: ["random"] } }),
  p.select("position", "Position", POSITION_OPTIONS, "first", { when: { param: "selection_method", is: ["position"] } }),
  p.number("specific_index", "Position number", 1, { min: 1, integer: true, when: { param: "position", is: ["specific"] } }),
  p.select("bypass_eternal", "Eternal jokers", opts(["no", "Are spared"], ["yes", "Are destroyed too"]), "no"),
  p.number("sell_value_multiplier", "Sell value × (added to a variable)", 0),
  p.variable("variable_name", "Variable gaining the sell value", ["number"], "", { optional: true }),
  p.select("animation", "Animation", opts(["start_dissolve", "Dissolve"], ["shatter", "Shatter"], ["explode", "Burn up"]), "start_dissolve"),
] as const;

const destroyJoker = defineEffect({
  id: "destroy_joker",
  label: "Destroy Joker",
  description: "Destroys a joker (like Ceremonial Dagger or Madness).",
  category: "Jokers",
  objectTypes: ["joker", "consumable", "enhancement", "seal", "edition", "voucher"],
  params: PARAMS,
  summary(v) {
    const which = isVarRef(v.selection_method) ? `the joker in ${choice(v.selection_method)}`
      : v.selection_method === "specific" ? labelOfKey(v.joker_key)
        : v.selection_method === "self" ? "this joker"
          : v.selection_method === "position" ? positionWords(v.position, v.specific_index)
            : v.count.kind === "literal" && v.count.value === 1 ? "a random joker" : `${num(v.count)} random jokers`;
    const gain = v.variable_name && !(v.sell_value_multiplier.kind === "literal" && v.sell_value_multiplier.value === 0) ? ` (${v.variable_name} gains ${num(v.sell_value_multiplier)} × its sell value)` : "";
    return `Destroy ${which}${gain}`;
  },
  generate(v, ctx) {
    if (v.selection_method === "random" && !(v.count.kind === "literal" && v.count.value === 1)) {
      // up to `count` different jokers, picked among those that can go
      const pool = ctx.local("pool");
      const doomed = ctx.local("doomed");
      const at = ctx.local("at");
      const j = name("j");
      return {
        stmts: [
          local(pool, lua.table([])),
          forIn(["_", "j"], [call("ipairs", path("G.jokers.cards"))], [
            ifThen(and(...(ctx.objectType === "joker" ? [bin("~=", j, ctx.self)] : []), not(index(j, "getting_sliced")), ...spared(v, ctx, j)), [
              assign(index(name(pool), bin("+", len(name(pool)), n(1))), j),
            ]),
          ]),
          forNum(ctx.local("i"), n(1), call("math.min", ctx.value(v.count), len(name(pool))), [
            locals([doomed, at], [call("pseudorandom_element", name(pool), call("pseudoseed", str(ctx.seed("destroy"))))]),
            callStmt(call("table.remove", name(pool), name(at))),
            ...destroyOne(v, ctx, name(doomed)),
          ]),
        ],
      };
    }
    const target = ctx.local("doomed");
    const isJoker = ctx.objectType === "joker";
    const t = name(target);
    let pick;
    if (isVarRef(v.selection_method) || v.selection_method === "specific") {
      // a random joker of that key (never this one)
      const key = isVarRef(v.selection_method) ? ctx.variable(v.selection_method.variable) : str(v.joker_key);
      const pool = ctx.local("pool");
      pick = [
        local(pool, lua.table([])),
        forIn(["_", "j"], [call("ipairs", path("G.jokers.cards"))], [
          ifThen(and(bin("==", path("j.config.center.key"), key), ...(isJoker ? [bin("~=", name("j"), ctx.self)] : [])), [assign(index(name(pool), bin("+", len(name(pool)), n(1))), name("j"))]),
        ]),
        local(target, call("pseudorandom_element", name(pool), call("pseudoseed", str(ctx.seed("destroy"))))),
      ];
    } else if (v.selection_method === "self") {
      // a Blueprint copying this rule must not destroy the joker it copies
      pick = [local(target, isJoker && ctx.mode === "calculate" ? and(not(path("context.blueprint")), ctx.self) : isJoker ? ctx.self : lua.nil)];
    } else if (v.selection_method === "position") {
      pick = jokerAt(ctx, v.position, target, { index: ctx.value(v.specific_index) });
    } else {
      pick = jokerAt(ctx, "random", target, { others: true });
    }
    return { stmts: [...pick, ifThen(and(t, not(index(t, "getting_sliced")), ...spared(v, ctx, t)), destroyOne(v, ctx, t))] };
  },
});

type Values = ParamsOf<typeof PARAMS>;

/** Eternal jokers are spared unless the rule says otherwise. */
function spared(v: Values, ctx: GenContext, t: Expr): Expr[] {
  return v.bypass_eternal === "yes" ? [] : [not(call("SMODS.is_eternal", t, ctx.self))];
}

/** Marks `t` as going at once (so nothing else picks it), pays the variable, dissolves it in an event. */
function destroyOne(v: Values, ctx: GenContext, t: Expr): Stmt[] {
  const gains: Expr | undefined = v.variable_name && !(v.sell_value_multiplier.kind === "literal" && v.sell_value_multiplier.value === 0)
    ? ctx.variable(v.variable_name) : undefined;
  const animation = v.animation === "shatter" ? callStmt(method(t, "shatter"))
    : v.animation === "explode" ? callStmt(method(t, "start_dissolve", list([path("G.C.RED")]), lua.nil, n(1.6)))
      : callStmt(method(t, "start_dissolve", list([call("HEX", str("57ecab"))]), lua.nil, n(1.6)));
  return [
    assign(index(t, "getting_sliced"), lua.TRUE),
    ...(gains ? [assign(gains, bin("+", gains, bin("*", index(t, "sell_cost"), ctx.value(v.sell_value_multiplier))))] : []),
    assign(path("G.GAME.joker_buffer"), bin("-", path("G.GAME.joker_buffer"), n(1))),
    event([assign(path("G.GAME.joker_buffer"), n(0)), animation]),
  ];
}

export default destroyJoker;
