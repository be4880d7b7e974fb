// Flip Joker: turns jokers face down (or back up): every joker, a random one, this joker or one by
// position, as The Amber Acorn and The House do with their flips.
import { lua, type Stmt } from "../../lua";
import { opts, p } from "../schema";
import { defineEffect } from "../types";
import { event, jokerAt, POSITION_OPTIONS, positionWords, WITH_CARD } from "./shared";

const { path, name, ifThen, callStmt, method, forIn, call } = lua;

const METHODS = opts(["all", "Every joker"], ["random", "A random joker"], ["self", "This joker"], ["position", "A joker by position"]);

export default defineEffect({
  id: "flip_joker",
  label: "Flip Joker",
  description: "Turns jokers face down, or face up again.",
  category: "Jokers",
  objectTypes: WITH_CARD,
  params: [
    p.select("selection_method", "Flip", METHODS, "all"),
    p.select("position", "Position", POSITION_OPTIONS, "first", { when: { param: "selection_method", is: ["position"] } }),
    p.number("specific_index", "Position number", 1, { min: 1, integer: true, when: { param: "position", is: ["specific"] } }),
  ],
  summary: (v) => `Flip ${v.selection_method === "position" ? positionWords(v.position, v.specific_index) : METHODS.find((o) => o.value === v.selection_method)?.label.toLowerCase()}`,
  generate(v, ctx) {
    if (v.selection_method === "all") {
      return { stmts: [event([forIn(["_", "j"], [call("ipairs", path("G.jokers.cards"))], [callStmt(method(name("j"), "flip"))])])] };
    }
    const target = ctx.local("flipped");
    const where = v.selection_method === "position" ? v.position : v.selection_method;
    const stmts: Stmt[] = [...jokerAt(ctx, where, target, { index: ctx.value(v.specific_index) }), ifThen(name(target), [event([callStmt(method(name(target), "flip"))])])];
    return { stmts };
  },
});
