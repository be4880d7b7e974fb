// Shared by the run's money rules (interest cap, money per hand and per discard): how an
// operation changes a value of the run.
import { lua, type Expr } from "../../lua";
import { opts } from "../schema";

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
