// Edit Discard Money: changes the money the cash-out pays for each discard left ($0 normally, $1
// with the Green Deck: G.GAME.modifiers.money_per_discard).
import { lua } from "../../lua";
import { p } from "../schema";
import { defineEffect } from "../types";
import { num } from "../words";
import { ADD_SET, applyOperation, operationWords } from "./moneyRules";

export default defineEffect({
  id: "edit_discards_money",
  label: "Edit Discard Money",
  description: "Changes the money earned for each discard left at the end of a round.",
  category: "Economy",
  objectTypes: ["joker", "consumable", "voucher", "deck"],
  params: [p.select("operation", "Operation", ADD_SET, "set"), p.number("value", "Money per discard ($)", 1, { min: 0, max: 50 })],
  summary: (v) => operationWords(v.operation, "money per discard left", `$${num(v.value)}`),
  generate(v, ctx) {
    const perDiscard = lua.path("G.GAME.modifiers.money_per_discard");
    return { stmts: [lua.assign(perDiscard, applyOperation(v.operation, lua.or(perDiscard, lua.num(0)), ctx.value(v.value)))] };
  },
});
