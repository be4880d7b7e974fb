// Shared by the run's money rules (interest cap, money per hand and per discard): how an
// operation changes a value of the run.
import { lua, type Expr } from "../../lua";
import { opts, p } from "../schema";
import { defineEffect } from "../types";
import { num } from "../words";

export const ARITHMETIC = opts(["add", "Add"], ["subtract", "Subtract"], ["set", "Set to"], ["multiply", "Multiply by"], ["divide", "Divide by"]);
export const ADD_SET = opts(["add", "Add"], ["subtract", "Subtract"], ["set", "Set to"]);

export function applyOperation(op: string, current: Expr, value: Expr): Expr {
  switch (op) {
    case "subtract": return lua.bin("-", current, value);
    case "set": return value;
    case "multiply": return lua.bin("*", current, value);
    case "divide": return lua.bin("/", current, value);
    default: return lua.bin("+", current, value);
  }
}

export function operationWords(op: string, what: string, amount: string): string {
  switch (op) {
    case "subtract": return `${what} -${amount}`;
    case "set": return `Set ${what} to ${amount}`;
    case "multiply": return `${what} ×${amount}`;
    case "divide": return `${what} ÷${amount}`;
    default: return `${what} +${amount}`;
  }
}

/**
 * An effect changing the money the cash-out pays per hand or discard left
 * (G.GAME.modifiers.money_per_hand / money_per_discard, which the Green Deck and challenges set).
 */
export function perRoundMoney<const Id extends string>(row: { id: Id; label: string; description: string; field: "money_per_hand" | "money_per_discard"; base: number; what: string; defaultOp: string; valueLabel: string }) {
  return defineEffect({
    id: row.id,
    label: row.label,
    description: row.description,
    category: "Economy",
    objectTypes: ["joker", "consumable", "voucher", "deck"],
    params: [p.select("operation", "Operation", ADD_SET, row.defaultOp), p.number("value", row.valueLabel, 1, { min: 0, max: 50 })],
    summary: (v) => operationWords(v.operation, row.what, `$${num(v.value)}`),
    generate(v, ctx) {
      const field = lua.path(`G.GAME.modifiers.${row.field}`);
      return { stmts: [lua.assign(field, applyOperation(v.operation, lua.or(field, lua.num(row.base)), ctx.value(v.value)))] };
    },
  });
}
