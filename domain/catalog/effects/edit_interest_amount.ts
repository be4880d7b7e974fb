// Edit Interest Amount: changes how much each $5 held earns at the cash-out ($1 in a normal run;
// G.GAME.interest_amount), as To the Moon adds $1. Always on for a joker (undone when it leaves),
// at once under a trigger, when a consumable is used or a voucher redeemed, from the start for a deck.
import { lua } from "../../lua";
import { p } from "../schema";
import { defineEffect } from "../types";
import { ADD_SUB_SET, amountCode, changeWords } from "./support/amounts";

const { path, assign, bin, or, num } = lua;

export default defineEffect({
  id: "edit_interest_amount",
  label: "Edit Interest Amount",
  description: "Changes the interest earned per $5 held at the cash-out (like To the Moon).",
  category: "Economy",
  objectTypes: ["joker", "consumable", "voucher", "deck"],
  passive: true,
  params: [p.select("operation", "Operation", ADD_SUB_SET, "add"), p.number("value", "Interest per $5 ($)", 1)],
  summary: (v) => changeWords(v.operation, v.value, "$ of interest per $5"),
  generate(v, ctx) {
    const field = path("G.GAME.interest_amount");
    return amountCode(ctx, v.operation, ctx.value(v.value), {
      current: () => or(field, num(1)),
      apply: (d) => [assign(field, bin("+", or(field, num(1)), d))],
    });
  },
});
