// A small Lua 5.1 / LuaJIT syntax tree. Generated mods are built from these nodes and turned
// into text by one printer (printer.ts), so no generator ever concatenates Lua source and no
// user text can reach a file except through the printer's string escaping.

export type BinaryOp =
  | "or" | "and"
  | "<" | ">" | "<=" | ">=" | "~=" | "=="
  | ".."
  | "+" | "-"
  | "*" | "/" | "%"
  | "^";

export type UnaryOp = "not" | "-" | "#";

export type Expr =
  | { kind: "nil" }
  | { kind: "boolean"; value: boolean }
  | { kind: "number"; value: number }
  | { kind: "string"; value: string }
  /** A variable or global: always a valid Lua identifier (checked when built and printed). */
  | { kind: "name"; name: string }
  | { kind: "vararg" }
  /** `object.key` when key is a string that is an identifier, else `object[key]`. */
  | { kind: "index"; object: Expr; key: Expr }
  | { kind: "call"; callee: Expr; args: Expr[] }
  | { kind: "method"; object: Expr; method: string; args: Expr[] }
  | { kind: "binary"; op: BinaryOp; left: Expr; right: Expr }
  | { kind: "unary"; op: UnaryOp; operand: Expr }
  | { kind: "table"; fields: TableField[] }
  | { kind: "function"; params: string[]; vararg?: boolean; body: Stmt[] }
  | { kind: "paren"; expr: Expr };

export type TableField =
  /** A positional entry: `{ a, b }`. */
  | { kind: "item"; value: Expr }
  /** A string key: printed `key = v` when key is an identifier, else `["key"] = v`. */
  | { kind: "field"; key: string; value: Expr }
  /** Any other key expression: `[key] = v`. */
  | { kind: "keyed"; key: Expr; value: Expr };

export type Stmt =
  | { kind: "local"; names: string[]; values: Expr[] }
  | { kind: "localFunction"; name: string; params: string[]; body: Stmt[] }
  | { kind: "assign"; targets: Expr[]; values: Expr[] }
  | { kind: "call"; call: Expr }
  | { kind: "if"; clauses: { cond: Expr; body: Stmt[] }[]; orelse?: Stmt[] }
  | { kind: "numericFor"; variable: string; start: Expr; end: Expr; step?: Expr; body: Stmt[] }
  | { kind: "genericFor"; names: string[]; exprs: Expr[]; body: Stmt[] }
  | { kind: "while"; cond: Expr; body: Stmt[] }
  | { kind: "do"; body: Stmt[] }
  | { kind: "return"; values: Expr[] }
  | { kind: "break" }
  /** A line comment; its text is flattened to one line by the printer. */
  | { kind: "comment"; text: string }
  | { kind: "blank" }
  /**
   * Prints its body as is (no text of its own) and tags the lines the body produces with where
   * they came from (printLuaWithOrigins). Nested tags add to the outer ones.
   */
  | { kind: "origin"; tag: LuaOriginTag; body: Stmt[] };

/** Where generated lines came from (item, rule, block...): opaque to the printer. */
export type LuaOriginTag = Readonly<Record<string, string>>;

export class LuaAstError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LuaAstError";
  }
}

/** Lua 5.1 reserved words plus `goto`, which LuaJIT 2.1 reserves. */
export const LUA_KEYWORDS: ReadonlySet<string> = new Set([
  "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
  "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
]);

export function isLuaIdentifier(text: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(text) && !LUA_KEYWORDS.has(text);
}

export function assertIdentifier(text: string): string {
  if (!isLuaIdentifier(text)) throw new LuaAstError(`Not a Lua identifier: ${JSON.stringify(text)}`);
  return text;
}
