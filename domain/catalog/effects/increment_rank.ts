// Increment / Decrement Rank: the selected cards (a consumable, Strength style) or the trigger's
// card go up or down in rank, wrapping around (King + 1 is Ace, Ace + 1 is 2).
import { lua, type Expr } from "../../lua";
import { event } from "../lib";
import { opts, p } from "../schema";
import { defineEffect } from "../types";
import { num } from "../words";
import { eachCard, onPlayingCard, selectedCards, SOME_SELECTED } from "./support/cards";

const { callStmt, call, method, neg, path } = lua;

export default defineEffect({
  id: "increment_rank",
  label: "Increase / Decrease Rank",
  description: "Raises or lowers the rank of the selected cards, or of the trigger's card.",
  category: "Card Effects",
  objectTypes: ["joker", "consumable", "enhancement", "seal", "edition"],
  triggers: ["card_scored", "card_discarded", "card_held_in_hand", "card_held_in_hand_end_of_round", "card_used"],
  params: [
    p.select("operation", "Direction", opts(["increment", "Up"], ["decrement", "Down"]), "increment"),
    p.number("value", "Ranks", 1, { min: 1, max: 13 }),
  ],
  summary: (v) => `${v.operation === "decrement" ? "Lower" : "Raise"} the rank by ${num(v.value)}`,
  generate(v, ctx) {
    const amount = v.operation === "decrement" ? neg(ctx.value(v.value)) : ctx.value(v.value);
    const change = (c: Expr) => callStmt(call("assert", call("SMODS.modify_rank", c, amount)));
    if (ctx.card) return onPlayingCard(ctx, ctx.card, { stmts: [change(ctx.card)] });
    const selected = selectedCards(ctx);
    return {
      canUse: SOME_SELECTED,
      stmts: [
        ...selected.stmts,
        event([eachCard(selected.list, (c) => [change(c), callStmt(method(c, "juice_up", lua.num(0.3), lua.num(0.5)))])], { trigger: "after", delay: 0.2 }),
        event([callStmt(method(path("G.hand"), "unhighlight_all"))], { trigger: "after", delay: 0.2 }),
      ],
    };
  },
});
