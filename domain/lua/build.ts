// Short constructors for syntax tree nodes, so generators read like the Lua they produce.
import { assertIdentifier, LuaAstError, type BinaryOp, type Expr, type LuaOriginTag, type Stmt, type TableField } from "./ast";

export const nil: Expr = { kind: "nil" };
export const TRUE: Expr = { kind: "boolean", value: true };
export const FALSE: Expr = { kind: "boolean", value: false };

export function bool(value: boolean): Expr {
  return value ? TRUE : FALSE;
}

export function num(value: number): Expr {
  if (typeof value !== "number") throw new LuaAstError(`Not a number: ${String(value)}`);
  return { kind: "number", value };
}

export function str(value: string): Expr {
  return { kind: "string", value: String(value) };
}

export function name(id: string): Expr {
  return { kind: "name", name: assertIdentifier(id) };
}

/** `a.b.c` from a dotted path of identifiers (the first one a variable). */
export function path(dotted: string): Expr {
  const [first, ...rest] = dotted.split(".");
  return rest.reduce<Expr>((object, key) => index(object, assertIdentifier(key)), name(first));
}

/** `object.key` (string key) or `object[key]` (expression key). */
export function index(object: Expr, key: string | Expr): Expr {
  return { kind: "index", object, key: typeof key === "string" ? str(key) : key };
}

export function call(callee: Expr | string, ...args: Expr[]): Expr {
  return { kind: "call", callee: typeof callee === "string" ? path(callee) : callee, args };
}

export function method(object: Expr, methodName: string, ...args: Expr[]): Expr {
  return { kind: "method", object, method: assertIdentifier(methodName), args };
}

export function bin(op: BinaryOp, left: Expr, right: Expr): Expr {
  return { kind: "binary", op, left, right };
}

export function and(...exprs: Expr[]): Expr {
  if (exprs.length === 0) return TRUE;
  return exprs.reduce((acc, e) => bin("and", acc, e));
}

export function or(...exprs: Expr[]): Expr {
  if (exprs.length === 0) return FALSE;
  return exprs.reduce((acc, e) => bin("or", acc, e));
}

export function not(operand: Expr): Expr {
  return { kind: "unary", op: "not", operand };
}

export function neg(operand: Expr): Expr {
  if (operand.kind === "number") return num(-operand.value);
  return { kind: "unary", op: "-", operand };
}

export function len(operand: Expr): Expr {
  return { kind: "unary", op: "#", operand };
}

export function eq(left: Expr, right: Expr): Expr {
  return bin("==", left, right);
}

export function paren(expr: Expr): Expr {
  return { kind: "paren", expr };
}

export type FieldInput = Expr | undefined | null;

/** A table of string keys; undefined/null values are left out (so optional fields read naturally). */
export function record(fields: Record<string, FieldInput> | [string, FieldInput][]): Expr {
  const entries = Array.isArray(fields) ? fields : Object.entries(fields);
  const out: TableField[] = [];
  for (const [key, value] of entries) if (value) out.push({ kind: "field", key, value });
  return { kind: "table", fields: out };
}

export function list(values: Expr[]): Expr {
  return { kind: "table", fields: values.map((value) => ({ kind: "item" as const, value })) };
}

/** `{ ["a"] = true, ["b"] = true }`: the map form Steamodded wants for pools and card sets. */
export function set(keys: string[]): Expr {
  return { kind: "table", fields: keys.map((key) => ({ kind: "keyed" as const, key: str(key), value: TRUE })) };
}

export function table(fields: TableField[]): Expr {
  return { kind: "table", fields };
}

export function fn(params: string[], body: Stmt[]): Expr {
  return { kind: "function", params: params.map(assertIdentifier), body };
}

// Statements

export function local(id: string, value?: Expr): Stmt {
  return { kind: "local", names: [assertIdentifier(id)], values: value ? [value] : [] };
}

export function locals(ids: string[], values: Expr[]): Stmt {
  return { kind: "local", names: ids.map(assertIdentifier), values };
}

export function assign(target: Expr, value: Expr): Stmt {
  return { kind: "assign", targets: [target], values: [value] };
}

export function callStmt(expr: Expr): Stmt {
  return { kind: "call", call: expr };
}

export function doCall(callee: Expr | string, ...args: Expr[]): Stmt {
  return callStmt(call(callee, ...args));
}

export function ifThen(cond: Expr, body: Stmt[], orelse?: Stmt[]): Stmt {
  return { kind: "if", clauses: [{ cond, body }], orelse };
}

export function ifChain(clauses: { cond: Expr; body: Stmt[] }[], orelse?: Stmt[]): Stmt {
  return { kind: "if", clauses, orelse };
}

export function forNum(variable: string, start: Expr, end: Expr, body: Stmt[], step?: Expr): Stmt {
  return { kind: "numericFor", variable: assertIdentifier(variable), start, end, step, body };
}

export function forIn(ids: string[], exprs: Expr[], body: Stmt[]): Stmt {
  return { kind: "genericFor", names: ids.map(assertIdentifier), exprs, body };
}

export function ret(...values: Expr[]): Stmt {
  return { kind: "return", values };
}

export function comment(text: string): Stmt {
  return { kind: "comment", text };
}

export const blank: Stmt = { kind: "blank" };
export const brk: Stmt = { kind: "break" };

/** Tags the lines `body` prints with where they came from; adds no text (see printLuaWithOrigins). */
export function origin(tag: LuaOriginTag, body: Stmt[]): Stmt[] {
  return body.length === 0 ? body : [{ kind: "origin", tag, body }];
}
