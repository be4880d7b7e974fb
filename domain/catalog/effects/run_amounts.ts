// Effects that add to, take from or set a number of the run: hands, discards, hand size, play
// and discard size, joker and consumable slots, the shop's card / voucher / booster slots, booster
// pack size and picks, and the winning ante. Rows of one table: each row is a whole entry. They
// work on every item type, at once under a trigger, when a consumable is used or a voucher
// redeemed, at the start of the run for a deck, and always on for a joker (undone when it leaves).
import { lua, type Expr, type Stmt } from "../../lua";
import { opts, p, type ParamsOf } from "../schema";
import { ALL_TYPES, defineEffect } from "../types";
import { ADD_SUB_SET, amountCode, changeWords, MOST_SHOP_SLOTS, MOST_SLOT_CHANGE, type Amount } from "./support/amounts";

const { bin, path, assign, ifThen, or, num, method, callStmt, doCall, call } = lua;

/** `target = target + d`, only when the area or table exists (a deck's starting voucher may redeem early). */
function grow(target: string, guard?: string): (d: Expr) => Stmt[] {
  return (d) => {
    const stmt = assign(path(target), bin("+", path(target), d));
    return guard ? [ifThen(path(guard), [stmt])] : [stmt];
  };
}
const modifier = (key: string): Amount => ({
  current: () => or(path(`G.GAME.modifiers.${key}`), num(0)),
  apply: (d) => [assign(path(`G.GAME.modifiers.${key}`), bin("+", or(path(`G.GAME.modifiers.${key}`), num(0)), d))],
});

function amountEffect<const Id extends string>(row: { id: Id; label: string; description: string; category: string; what: string; def?: number; amount: Amount; most?: number }) {
  const most = row.most;
  // with a most, a plain number is exported within it (with a warning on the block), and a
  // variable or game value is bounded in the code
  const params = [p.select("operation", "Operation", ADD_SUB_SET, "add"), p.number("value", "Amount", row.def ?? 1, most === undefined ? {} : { min: -most, max: most })] as const;
  const bounded = (value: Expr): Expr => (most === undefined || value.kind === "number" ? value : call("math.max", num(-most), call("math.min", num(most), value)));
  return defineEffect({
    id: row.id,
    label: row.label,
    description: row.description,
    category: row.category,
    objectTypes: ALL_TYPES,
    passive: true,
    params,
    summary: (v: ParamsOf<typeof params>) => changeWords(v.operation, v.value, row.what),
    generate: (v: ParamsOf<typeof params>, ctx) => amountCode(ctx, v.operation, bounded(ctx.value(v.value)), row.amount),
  });
}

/** Hands or discards: for good (the round's count and every later round's) or for this round only. */
function roundResource<const Id extends string>(row: { id: Id; label: string; description: string; what: string; resets: string; left: string; ease: string }) {
  const params = [
    p.select("operation", "Operation", ADD_SUB_SET, "add"),
    p.select("duration", "For", opts(["permanent", "Every round"], ["round", "This round only"]), "permanent"),
    p.number("value", "Amount", 1),
  ] as const;
  return defineEffect({
    id: row.id,
    label: row.label,
    description: row.description,
    category: "Game Rules",
    objectTypes: ALL_TYPES,
    passive: true,
    params,
    summary: (v: ParamsOf<typeof params>) => `${changeWords(v.operation, v.value, row.what)}${v.duration === "round" ? " this round" : ""}`,
    generate(v: ParamsOf<typeof params>, ctx) {
      // always-on changes are for good
      const round = v.duration === "round" && ctx.mode !== "passive";
      return amountCode(ctx, v.operation, ctx.value(v.value), {
        current: () => path(round ? row.left : row.resets),
        apply: (d) => [...(round ? [] : grow(row.resets)(d)), doCall(row.ease, d)],
      });
    },
  });
}

export default [
  roundResource({
    id: "edit_hands", label: "Edit Hands", description: "Gives or takes hands, for good or for this round.", what: "hands",
    resets: "G.GAME.round_resets.hands", left: "G.GAME.current_round.hands_left", ease: "ease_hands_played",
  }),
  roundResource({
    id: "edit_discards", label: "Edit Discards", description: "Gives or takes discards, for good or for this round.", what: "discards",
    resets: "G.GAME.round_resets.discards", left: "G.GAME.current_round.discards_left", ease: "ease_discard",
  }),
  amountEffect({
    id: "edit_hand_size", label: "Edit Hand Size", description: "Changes how many cards the hand holds.", category: "Game Rules", what: "hand size",
    amount: { current: () => path("G.hand.config.card_limit"), apply: (d) => [ifThen(path("G.hand"), [callStmt(method(path("G.hand"), "change_size", d))])] },
  }),
  amountEffect({
    id: "edit_play_size", label: "Edit Play Size", description: "Changes how many cards may be played at once.", category: "Game Rules", what: "cards played at once",
    amount: { current: () => path("G.GAME.starting_params.play_limit"), apply: (d) => [doCall("SMODS.change_play_limit", d)] },
  }),
  amountEffect({
    id: "edit_discard_size", label: "Edit Discard Size", description: "Changes how many cards may be discarded at once.", category: "Game Rules", what: "cards discarded at once",
    amount: { current: () => path("G.GAME.starting_params.discard_limit"), apply: (d) => [doCall("SMODS.change_discard_limit", d)] },
  }),
  amountEffect({
    id: "edit_joker_slots", label: "Edit Joker Slots", description: "Gives or takes Joker slots.", category: "Game Rules", what: "Joker slots",
    amount: { current: () => path("G.jokers.config.card_limit"), apply: grow("G.jokers.config.card_limit", "G.jokers") },
  }),
  amountEffect({
    id: "edit_joker_size", label: "Edit Joker Selection Size", description: "Changes how many jokers may be selected at once.", category: "Game Rules", what: "jokers selectable at once",
    amount: { current: () => path("G.jokers.config.highlighted_limit"), apply: grow("G.jokers.config.highlighted_limit", "G.jokers") },
  }),
  amountEffect({
    id: "edit_consumable_slots", label: "Edit Consumable Slots", description: "Gives or takes consumable slots.", category: "Game Rules", what: "consumable slots",
    amount: { current: () => path("G.consumeables.config.card_limit"), apply: grow("G.consumeables.config.card_limit", "G.consumeables") },
  }),
  amountEffect({
    id: "edit_shop_slots", label: "Edit Shop Card Slots", description: "Changes how many cards the shop offers (Overstock).", category: "Shop", what: "shop card slots",
    most: MOST_SLOT_CHANGE,
    amount: { current: () => path("G.GAME.shop.joker_max"), most: MOST_SHOP_SLOTS, apply: (d) => [doCall("change_shop_size", d)] },
  }),
  amountEffect({
    id: "edit_voucher_slots", label: "Edit Voucher Slots", description: "Changes how many vouchers the shop offers.", category: "Shop", what: "shop voucher slots",
    most: MOST_SLOT_CHANGE,
    amount: {
      current: () => bin("+", path("G.GAME.starting_params.vouchers_in_shop"), or(path("G.GAME.modifiers.extra_vouchers"), num(0))),
      most: MOST_SHOP_SLOTS,
      apply: (d) => [doCall("SMODS.change_voucher_limit", d)],
    },
  }),
  amountEffect({
    id: "edit_booster_slots", label: "Edit Booster Slots", description: "Changes how many booster packs the shop offers.", category: "Shop", what: "shop booster slots",
    most: MOST_SLOT_CHANGE,
    amount: {
      current: () => bin("+", path("G.GAME.starting_params.boosters_in_shop"), or(path("G.GAME.modifiers.extra_boosters"), num(0))),
      most: MOST_SHOP_SLOTS,
      apply: (d) => [doCall("SMODS.change_booster_limit", d)],
    },
  }),
  amountEffect({
    id: "edit_win_ante", label: "Set Winning Ante", description: "Changes the ante that wins the run.", category: "Blind & Ante", what: "the winning ante",
    amount: { current: () => path("G.GAME.win_ante"), apply: grow("G.GAME.win_ante") },
  }),
];

/** Booster packs: more (or fewer) cards in every pack, or more picks. */
const packParams = [
  p.select("selected_type", "What", opts(["size", "Cards in each pack"], ["choice", "Cards to choose"]), "size"),
  p.select("operation", "Operation", ADD_SUB_SET, "add"),
  p.number("value", "Amount", 1),
] as const;

export const editBoosterPacks = defineEffect({
  id: "edit_booster_packs",
  label: "Edit Booster Packs",
  description: "Adds cards to every booster pack, or picks.",
  category: "Game Rules",
  objectTypes: ALL_TYPES,
  passive: true,
  params: packParams,
  summary: (v) => changeWords(v.operation, v.value, v.selected_type === "choice" ? "picks in booster packs" : "cards in booster packs"),
  generate: (v, ctx) => amountCode(ctx, v.operation, ctx.value(v.value), modifier(v.selected_type === "choice" ? "booster_choice_mod" : "booster_size_mod")),
});
