// Edit Interest Cap: changes the most interest the cash-out pays ($1 per $5 held, up to $5 in a
// normal run; Seed Money raises it to $10). The game keeps the cap as money held
// (G.GAME.interest_cap, 5 × the interest), so the amount here is in dollars of interest.
import { lua } from "../../lua";
import { p } from "../schema";
import { defineEffect } from "../types";
import { num } from "../words";
import { ARITHMETIC, applyOperation, operationWords } from "./moneyRules";

export default defineEffect({
  id: "edit_interest_cap",
  label: "Edit Interest Cap",
  description: "Changes the most interest earned at the cash-out (like Seed Money).",
  category: "Economy",
  objectTypes: ["joker", "consumable", "voucher", "deck"],
  params: [p.select("operation", "Operation", ARITHMETIC, "add"), p.number("value", "Max interest ($)", 1, { min: 0 })],
  summary: (v) => operationWords(v.operation, "max interest", v.operation === "multiply" || v.operation === "divide" ? num(v.value) : `$${num(v.value)}`),
  generate(v, ctx) {
    const cap = lua.path("G.GAME.interest_cap");
    const value = ctx.value(v.value);
    // add, subtract and set are in dollars of interest; the cap is five times that in money held
    const scaled = v.operation === "multiply" || v.operation === "divide" ? value : lua.bin("*", value, lua.num(5));
    return { stmts: [lua.assign(cap, applyOperation(v.operation, cap, scaled))] };
  },
});
