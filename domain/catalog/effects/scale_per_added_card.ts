// Change Variable per Added Card: when playing cards are added to the deck, a number variable
// gains an amount for each card added at once (Hologram: X0.25 Mult per card; a Spectral card
// adding three cards counts three).
import { lua } from "../../lua";
import { p } from "../schema";
import { defineEffect } from "../types";
import { num } from "../words";

const { assign, bin, or, len, path, num: n } = lua;

export default defineEffect({
  id: "scale_per_added_card",
  label: "Change Variable per Added Card",
  description: "A number variable gains an amount for each playing card added to the deck (like Hologram).",
  category: "Variables",
  objectTypes: ["joker"],
  triggers: ["playing_card_added"],
  params: [
    p.variable("variable_name", "Variable", ["number"], "var1"),
    p.number("value", "Gained per card", 1),
  ],
  summary: (v) => `${v.variable_name} gains ${num(v.value)} per card added`,
  generate(v, ctx) {
    const target = ctx.variable(v.variable_name);
    const count = len(or(path("context.cards"), lua.table([])));
    return { stmts: [assign(target, bin("+", or(target, n(0)), bin("*", count, ctx.value(v.value))))] };
  },
});
