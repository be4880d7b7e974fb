// Hooks of the passive rule-benders on Steamodded's rule functions (SMODS.four_fingers,
// SMODS.shortcut, SMODS.showman, SMODS.smeared_check) and on Card:get_id / Card:is_face: each wraps
// the function it replaces, and changes the answer only while the joker is owned (and not
// debuffed: SMODS.find_card skips debuffed cards), so the rule stops when the joker leaves.
import { lua, type Expr, type Stmt } from "../../lua";
import type { GenContext } from "../types";

const { call, path, name, local, assign, ifThen, ret, fn } = lua;

/** `next(SMODS.find_card("<this joker>"))` */
export function owned(ctx: GenContext): Expr {
  return call("next", call("SMODS.find_card", lua.str(ctx.itemKey)));
}

/**
 * `do local ref = <target>; <target> = function(<params>) <body> end end`, where the body may call
 * `ref(...)` (the function it replaces) through `original`. The `do` block keeps the file's
 * locals few (Lua allows 200 per function).
 */
export function wrap(ctx: GenContext, target: string, params: string[], body: (original: (...args: Expr[]) => Expr) => Stmt[]): Stmt[] {
  const ref = ctx.local(`${target.split(".").pop()}_ref`);
  return [{ kind: "do", body: [
    local(ref, path(target)),
    assign(path(target), fn(params, body((...args) => call(name(ref), ...args)))),
  ] }];
}

export { ifThen, ret };
