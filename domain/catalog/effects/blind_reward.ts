// Earn Blind Reward Payout: adds money to the round's cash-out, as Golden Joker and Rocket do.
// When the rule fires (the round is won), the amount is put aside on the item; calc_dollar_bonus
// pays it at the cash-out (its own row on the cash-out screen) and clears it.
import { lua } from "../../lua";
import { p } from "../schema";
import { defineEffect } from "../types";
import { num } from "../words";

const { assign, index, or, bin, local, ifThen, ret, fn, name, num: n } = lua;

const PAYOUT = "blind_reward_payout";

export default defineEffect({
  id: "blind_reward",
  label: "Earn Blind Reward Payout",
  description: "Adds money to the cash-out of the round.",
  category: "Economy",
  objectTypes: ["joker", "voucher", "deck"],
  triggers: ["round_end", "boss_defeated"],
  params: [p.number("value", "Money ($)", 1, { min: 0 })],
  summary: (v) => `Earn $${num(v.value)} at the cash-out`,
  generate(v, ctx) {
    const pending = index(ctx.extra, PAYOUT);
    const self = ctx.objectType === "deck" ? "back" : "card";
    return {
      stmts: [assign(pending, bin("+", or(pending, n(0)), ctx.value(v.value)))],
      methods: [["calc_dollar_bonus", fn(["self", self], [
        local("payout", pending),
        assign(pending, lua.nil),
        ifThen(lua.and(name("payout"), bin("~=", name("payout"), n(0))), [ret(name("payout"))]),
      ])]],
    };
  },
});
