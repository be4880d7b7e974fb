// Hand Size from a Variable: while the joker is owned the hand holds as many more cards as a
// number variable says, as Turtle Bean does: its value is added when the joker comes and its value
// at that moment is taken back when the joker goes (sold, destroyed, debuffed). A later change of
// the variable changes the hand only through an Edit Hand Size beside it (Turtle Bean's -1 each
// round lowers both), so what is taken back is always what the hand still holds.
import { lua } from "../../lua";
import { p } from "../schema";
import { defineEffect } from "../types";

const { ifThen, path, callStmt, method, or, neg, num } = lua;

export default defineEffect({
  id: "hand_size_from_variable",
  label: "Hand Size from a Variable",
  description: "While owned, the hand holds a number variable's value more cards (like Turtle Bean).",
  category: "Game Rules",
  objectTypes: ["joker"],
  triggers: ["passive"],
  passive: true,
  params: [p.variable("variable_name", "Variable", ["number"], "var1")],
  summary: (v) => `+${v.variable_name} hand size while owned`,
  generate(v, ctx) {
    const amount = or(ctx.variable(v.variable_name), num(0));
    const change = (d: ReturnType<typeof or>) => [ifThen(path("G.hand"), [callStmt(method(path("G.hand"), "change_size", d))])];
    return { passive: { add: change(amount), remove: change(neg(amount)) } };
  },
});
