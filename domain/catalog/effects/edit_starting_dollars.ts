// Edit Starting Dollars: the run starts with more (or less) money, or a set amount.
import { lua } from "../../lua";
import { p } from "../schema";
import { defineEffect } from "../types";
import { num } from "../words";
import { ADD_SUB_SET, amountCode } from "./support/amounts";

export default defineEffect({
  id: "edit_starting_dollars",
  label: "Edit Starting Dollars",
  description: "The run starts with more or less money.",
  category: "Economy",
  objectTypes: ["deck"],
  triggers: ["card_used"],
  params: [p.select("operation", "Operation", ADD_SUB_SET, "add"), p.number("value", "Dollars", 5)],
  summary: (v) => (v.operation === "set" ? `Start with $${num(v.value)}` : `Start with $${num(v.value)} ${v.operation === "subtract" ? "less" : "more"}`),
  generate: (v, ctx) => amountCode(ctx, v.operation, ctx.value(v.value), {
    current: () => lua.path("G.GAME.dollars"),
    apply: (d) => [lua.assign(lua.path("G.GAME.dollars"), lua.bin("+", lua.path("G.GAME.dollars"), d))],
  }),
});
