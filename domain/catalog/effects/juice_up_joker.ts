// Juice Up the Joker: the joker wobbles once (with a chosen size and turn), or keeps wobbling
// until the game resets its wobbles (the game's juice_card_until, as jokers that are "active" do).
import { lua, type Expr, type Stmt } from "../../lua";
import { opts, p, type NumberValue } from "../schema";
import { defineEffect, type GenContext } from "../types";
import { num } from "../words";
import { event } from "./shared";

const { callStmt, method, fn, ret, not, path, doCall, local, name } = lua;

export const JUICE_MODES = opts(["onetime", "Once"], ["constant", "Until the round's wobbles reset"]);

/** The params of both juice effects. */
export const JUICE_PARAMS = [
  p.select("mode", "How", JUICE_MODES, "constant"),
  p.number("scale", "Size", 1, { min: 0, when: { param: "mode", is: ["onetime"] } }),
  p.number("rotation", "Turn", 1, { min: 0, when: { param: "mode", is: ["onetime"] } }),
] as const;

/** Wobbles `target` once (in a queued event) or until the game resets its wobbles. */
export function juiceCode(ctx: GenContext, target: Expr, v: { mode: string; scale: NumberValue; rotation: NumberValue }): Stmt[] {
  if (v.mode === "onetime") return [event([callStmt(method(target, "juice_up", ctx.value(v.scale), ctx.value(v.rotation)))])];
  const until = ctx.local("until_reset");
  return [local(until, fn([], [ret(not(path("G.RESET_JIGGLES")))])), doCall("juice_card_until", target, name(until), lua.TRUE)];
}

export default defineEffect({
  id: "juice_up_joker",
  label: "Juice Up the Joker",
  description: "Makes the joker wobble.",
  category: "Special",
  objectTypes: ["joker"],
  params: JUICE_PARAMS,
  summary: (v) => (v.mode === "onetime" ? `Wobble the joker (size ${num(v.scale)})` : "Keep the joker wobbling"),
  generate: (v, ctx) => ({ stmts: juiceCode(ctx, ctx.self, v) }),
});
