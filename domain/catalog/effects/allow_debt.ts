// Allow Debt: the player may spend down to -$N while the joker is owned (G.GAME.bankrupt_at, as
// Credit Card does). The amount is taken when the joker arrives and given back when it leaves.
import { lua } from "../../lua";
import { p } from "../schema";
import { defineEffect } from "../types";
import { num } from "../words";

const { path, assign, bin, index, or } = lua;

export default defineEffect({
  id: "allow_debt",
  label: "Allow Debt",
  description: "While owned, the player may go into debt (like Credit Card).",
  category: "Economy",
  objectTypes: ["joker"],
  triggers: ["passive"],
  passive: true,
  params: [p.number("value", "Debt allowed ($)", 20, { min: 0 })],
  summary: (v) => `Allow up to -$${num(v.value)} of debt`,
  generate(v, ctx) {
    const at = path("G.GAME.bankrupt_at");
    // the amount applied is kept on the card so the same amount is given back
    const kept = index(index(ctx.self, "ability"), ctx.local("debt_allowed"));
    return {
      passive: {
        add: [assign(kept, ctx.value(v.value)), assign(at, bin("-", at, kept))],
        remove: [assign(at, bin("+", at, or(kept, lua.num(0)))), assign(kept, lua.nil)],
      },
    };
  },
});
