// Hands, discards, hand size, slots, debt, sell value: run resources. Each also works as a
// passive (always-on) joker effect, applied in add_to_deck and undone in remove_from_deck.
import { lua, type Expr, type Stmt } from "../../lua";
import { numberSpec, text } from "../lib";
import { Unsupported, type EffectDef, type EffectCode, type GenContext } from "../types";

const { bin, path, assign, num, doCall, method, callStmt, neg, or, name, call } = lua;

type Op = "add" | "subtract" | "set";

function opOf(params: Record<string, unknown>): Op {
  const op = text(params as never, "operation", "add");
  if (op !== "add" && op !== "subtract" && op !== "set") throw new Unsupported(`operation '${op}' is unknown`);
  return op;
}

function delta(op: Op, value: Expr, current: Expr): Expr {
  return op === "add" ? value : op === "subtract" ? neg(value) : bin("-", value, current);
}

/** A resource effect from how to change it by a delta, with the passive pair for add/subtract. */
function resource(id: string, label: string, current: () => Expr, change: (d: Expr, duration: string) => Stmt[]): EffectDef {
  return {
    id, label,
    objects: ["joker", "card", "consumable", "voucher", "deck"],
    params: [{ id: "operation", label: "Operation", type: "select", default: "add" }, numberSpec("value", "Amount", 1)],
    generate(params, ctx: GenContext): EffectCode {
      const op = opOf(params);
      const value = ctx.value(params.value, "amount");
      const duration = text(params, "duration", "permanent");
      const code: EffectCode = { stmts: change(delta(op, value, current()), duration) };
      if (op !== "set") {
        const d = op === "add" ? value : neg(value);
        code.passive = { add: change(d, "permanent"), remove: change(neg(d), "permanent") };
      }
      return code;
    },
  };
}

export const editHands = resource("edit_hands", "Edit Hands", () => path("G.GAME.current_round.hands_left"), (d, duration) =>
  duration === "round" ? [doCall("ease_hands_played", d)] : [assign(path("G.GAME.round_resets.hands"), bin("+", path("G.GAME.round_resets.hands"), d)), doCall("ease_hands_played", d)]);

export const editDiscards = resource("edit_discards", "Edit Discards", () => path("G.GAME.current_round.discards_left"), (d, duration) =>
  duration === "round" ? [doCall("ease_discard", d)] : [assign(path("G.GAME.round_resets.discards"), bin("+", path("G.GAME.round_resets.discards"), d)), doCall("ease_discard", d)]);

export const editHandSize = resource("edit_hand_size", "Edit Hand Size", () => path("G.hand.config.card_limit"), (d) => [callStmt(method(path("G.hand"), "change_size", d))]);

export const editJokerSlots = resource("edit_joker_slots", "Edit Joker Slots", () => path("G.jokers.config.card_limit"), (d) =>
  [assign(path("G.jokers.config.card_limit"), bin("+", path("G.jokers.config.card_limit"), d))]);

export const editConsumableSlots = resource("edit_consumable_slots", "Edit Consumable Slots", () => path("G.consumeables.config.card_limit"), (d) =>
  [assign(path("G.consumeables.config.card_limit"), bin("+", path("G.consumeables.config.card_limit"), d))]);

/** Allow Debt: the player may go this far below $0 (Credit Card style, G.GAME.bankrupt_at). */
export const allowDebt: EffectDef = {
  id: "allow_debt",
  label: "Allow Debt",
  objects: ["joker"],
  params: [numberSpec("debt_amount", "Debt", 20)],
  generate(params, ctx) {
    const amount = ctx.value(params.debt_amount ?? params.value ?? 20, "debt");
    const at = path("G.GAME.bankrupt_at");
    return {
      stmts: [assign(at, bin("-", at, amount))],
      passive: { add: [assign(at, bin("-", at, amount))], remove: [assign(at, bin("+", at, amount))] },
    };
  },
};

export const setSellValue: EffectDef = {
  id: "set_sell_value",
  label: "Edit Sell Value",
  objects: ["joker"],
  params: [{ id: "target", label: "Whose", type: "select", default: "self" }, { id: "operation", label: "Operation", type: "select", default: "add" }, numberSpec("value", "Amount", 1)],
  generate(params, ctx) {
    const op = opOf(params);
    const value = ctx.value(params.value, "amount");
    const bump = (card: Expr): Stmt[] => {
      const extra = lua.index(lua.index(card, "ability"), "extra_value");
      const next = op === "set" ? value : bin(op === "add" ? "+" : "-", or(extra, num(0)), value);
      return [assign(extra, next), callStmt(method(card, "set_cost"))];
    };
    const target = text(params, "target", "self");
    if (target === "self") return { stmts: bump(name("card")), fields: [["message", call("localize", lua.str("k_val_up"))]] };
    if (target === "all_jokers") return { stmts: [lua.forIn(["_", "j"], [call("ipairs", path("G.jokers.cards"))], bump(name("j")))], fields: [["message", call("localize", lua.str("k_val_up"))]] };
    throw new Unsupported(`sell value of '${target}' has no generator yet`);
  },
};
