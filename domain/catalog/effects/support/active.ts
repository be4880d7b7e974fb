// Effects that change a rule of the game for as long as they are on (a discount, every Boss
// Blind disabled): their statements count the effect on in G.GAME (saved with the run), and a
// file-level hook on the game function reads that count. An always-on joker counts itself on in
// add_to_deck and off in remove_from_deck; a triggered effect, a used consumable, a redeemed
// voucher or a deck turns it on for the rest of the run.
import { lua, type Expr, type Stmt } from "../../../lua";
import type { EffectCode, GenContext } from "../../types";

const { bin, path, str, index, assign, or, num, and } = lua;

/** The id of one effect block (the same for its hook and its statements). */
export function activeId(ctx: GenContext, what: string): string {
  return ctx.seed(what);
}

const table = (name: string): Expr => path(`G.GAME.${name}`);
const slot = (name: string, id: string): Expr => index(table(name), str(id));

/** `G.GAME.jf_active[id] > 0`, safe outside a run (the collection). */
export function isActive(id: string): Expr {
  return and(path("G.GAME"), table("jf_active"), bin(">", or(slot("jf_active", id), num(0)), num(0)));
}

/** A value the hook reads (the discount amount...), stored when the effect turns on. */
export function activeValue(id: string): Expr {
  return or(and(path("G.GAME"), table("jf_values"), slot("jf_values", id)), num(0));
}

function turn(id: string, by: number, value?: Expr): Stmt[] {
  return [
    assign(table("jf_active"), or(table("jf_active"), lua.table([]))),
    assign(slot("jf_active", id), bin("+", or(slot("jf_active", id), num(0)), num(by))),
    ...(value ? [assign(table("jf_values"), or(table("jf_values"), lua.table([]))), assign(slot("jf_values", id), value)] : []),
  ];
}

/**
 * The code turning the effect on (and, always on, off again), plus the hook. `after` follows
 * turning it on; `afterOff` follows turning it off (the same by default).
 */
export function activeCode(ctx: GenContext, id: string, hook: Stmt[], after: Stmt[] = [], value?: Expr, afterOff: Stmt[] = after): EffectCode {
  if (ctx.mode === "passive") {
    return { hooks: hook, passive: { add: [...turn(id, 1, value), ...after], remove: [...turn(id, -1), ...afterOff] } };
  }
  return { hooks: hook, stmts: [...turn(id, 1, value), ...after] };
}

/**
 * `do local ref = Target; function Target(self, <params>, ...) local r1, r2 = ref(self, <params>, ...) <after> return r1, r2 end end`:
 * a game method wrapped so `after` runs once the game's own code has (a block, so hooks never
 * pile up locals in one chunk).
 */
export function afterMethod(ctx: GenContext, target: string, params: string[], after: Stmt[]): Stmt {
  const ref = ctx.local("ref");
  const vararg: Expr = { kind: "vararg" };
  return {
    kind: "do",
    body: [
      lua.local(ref, path(target)),
      assign(path(target), { kind: "function", params: ["self", ...params], vararg: true, body: [
        lua.locals(["r1", "r2"], [lua.call(lua.name(ref), lua.name("self"), ...params.map((p) => lua.name(p)), vararg)]),
        ...after,
        lua.ret(lua.name("r1"), lua.name("r2")),
      ] }),
    ],
  };
}
