// Edit Hand Money: changes the money the cash-out pays for each hand left ($1 normally;
// G.GAME.modifiers.money_per_hand, as the Green Deck and challenges set it).
import { lua } from "../../lua";
import { p } from "../schema";
import { defineEffect } from "../types";
import { num } from "../words";
import { ADD_SET, applyOperation, operationWords } from "./moneyRules";

export default defineEffect({
  id: "edit_hands_money",
  label: "Edit Hand Money",
  description: "Changes the money earned for each hand left at the end of a round.",
  category: "Economy",
  objectTypes: ["joker", "consumable", "voucher", "deck"],
  params: [p.select("operation", "Operation", ADD_SET, "add"), p.number("value", "Money per hand ($)", 1, { min: 0, max: 50 })],
  summary: (v) => operationWords(v.operation, "money per hand left", `$${num(v.value)}`),
  generate(v, ctx) {
    const perHand = lua.path("G.GAME.modifiers.money_per_hand");
    return { stmts: [lua.assign(perHand, applyOperation(v.operation, lua.or(perHand, lua.num(1)), ctx.value(v.value)))] };
  },
});
