// Count Destroyed Cards: when playing cards are destroyed, adds an amount to a number variable for
// each of them (every card, the face cards, or the Glass Cards), as Canio gains X1 Mult per face
// card destroyed. It reads the cards the game just removed (context.removed), so it follows the
// "When a Card is Destroyed" trigger.
import { lua, type Expr } from "../../lua";
import { opts, p } from "../schema";
import { countCards } from "../gameVars/reads";
import { defineEffect } from "../types";
import { num } from "../words";

const { assign, bin, call, index, or, and, path, str, method } = lua;

const WHICH = opts(["any", "Every card"], ["face", "Face cards"], ["glass", "Glass Cards"]);

function test(which: string, c: Expr): Expr {
  if (which === "face") return method(c, "is_face");
  // a Glass Card that broke is marked shattered (Glass Joker's own test)
  if (which === "glass") return or(index(c, "shattered"), and(index(c, "config"), call("SMODS.has_enhancement", c, str("m_glass"))));
  return lua.TRUE;
}

export default defineEffect({
  id: "count_destroyed_cards",
  label: "Count Destroyed Cards",
  description: "Adds to a number variable for each playing card just destroyed (like Canio).",
  category: "Variables",
  objectTypes: ["joker"],
  triggers: ["card_destroyed"],
  params: [
    p.variable("variable_name", "Variable", ["number"], "var1"),
    p.select("which", "Cards", WHICH, "face"),
    p.number("value", "Amount per card", 1),
  ],
  summary: (v) => `Add ${num(v.value)} to ${v.variable_name} for each ${WHICH.find((o) => o.value === v.which)?.label.toLowerCase().replace(/s$/, "").replace("every card", "card")} destroyed`,
  generate(v, ctx) {
    const target = ctx.variable(v.variable_name);
    const count = countCards(or(path("context.removed"), lua.table([])), (c) => test(v.which, c));
    return { stmts: [assign(target, bin("+", or(target, lua.num(0)), bin("*", ctx.value(v.value), count)))] };
  },
});
