// Add Permanent Bonus: the trigger's playing card (or each selected card, for a consumable)
// keeps a bonus for the rest of the run, Hiker style: Steamodded scores the card's perma_* values
// (extra chips, Mult, ×Mult, ×Chips, when held, money).
import { lua, type Expr } from "../../lua";
import { opts, p } from "../schema";
import { defineEffect } from "../types";
import { num } from "../words";
import { eachCard, onPlayingCard, selectedCards, SOME_SELECTED } from "./support/cards";

const { assign, bin, index, or, call, str, path } = lua;

const BONUSES = opts(
  ["perma_bonus", "Chips"], ["perma_mult", "Mult"], ["perma_x_chips", "×Chips"], ["perma_x_mult", "×Mult"],
  ["perma_h_chips", "Chips while held"], ["perma_h_mult", "Mult while held"], ["perma_h_x_chips", "×Chips while held"],
  ["perma_h_x_mult", "×Mult while held"], ["perma_p_dollars", "$ when scored"], ["perma_h_dollars", "$ held at end of round"],
);
const WORDS: Record<string, (v: string) => string> = {
  perma_bonus: (v) => `+${v} Chips`, perma_mult: (v) => `+${v} Mult`, perma_x_chips: (v) => `+×${v} Chips`, perma_x_mult: (v) => `+×${v} Mult`,
  perma_h_chips: (v) => `+${v} Chips while held`, perma_h_mult: (v) => `+${v} Mult while held`, perma_h_x_chips: (v) => `+×${v} Chips while held`,
  perma_h_x_mult: (v) => `+×${v} Mult while held`, perma_p_dollars: (v) => `+$${v} when scored`, perma_h_dollars: (v) => `+$${v} held at end of round`,
};

export default defineEffect({
  id: "permanent_bonus",
  label: "Add Permanent Bonus",
  description: "The card keeps a bonus for the rest of the run (Hiker style).",
  category: "Card Effects",
  objectTypes: ["joker", "consumable", "enhancement", "seal", "edition"],
  // a trigger about one card, or a consumable's use on the selected cards
  triggers: ["card_scored", "card_discarded", "card_held_in_hand", "card_held_in_hand_end_of_round", "card_used"],
  params: [p.select("bonus_type", "Bonus", BONUSES, "perma_bonus"), p.number("value", "Amount", 5)],
  summary: (v) => `The card gains ${(WORDS[v.bonus_type] ?? ((x: string) => `+${x}`))(num(v.value))} for good`,
  generate(v, ctx) {
    const grow = (card: Expr) => {
      const slot = index(index(card, "ability"), v.bonus_type);
      return assign(slot, bin("+", or(slot, lua.num(0)), ctx.value(v.value)));
    };
    if (ctx.card) {
      return onPlayingCard(ctx, ctx.card, {
        stmts: [grow(ctx.card)],
        fields: ctx.mode === "calculate" ? [["message", call("localize", str("k_upgrade_ex"))], ["colour", path("G.C.CHIPS")]] : [],
      });
    }
    const selected = selectedCards(ctx);
    return { canUse: SOME_SELECTED, stmts: [...selected.stmts, eachCard(selected.list, (c) => [grow(c)])] };
  },
});
