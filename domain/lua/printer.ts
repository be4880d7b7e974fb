// The one Lua printer: owns indentation, operator precedence, table layout, number formatting
// and (through luaStringLiteral) string escaping. Output is deterministic UTF-8 text in which user
// text stays readable and nothing invisible hides, and Lua 5.1 syntax that LuaJIT 2.1 accepts.
import { assertIdentifier, isLuaIdentifier, LuaAstError, type BinaryOp, type Expr, type LuaOriginTag, type Stmt, type TableField } from "./ast";
import { luaStringLiteral } from "./escape";
import { isHiddenCodePoint } from "./hiddenCharacters";

const INDENT = "    ";
/** Tables whose one-line form is longer than this are printed one field per line. */
const INLINE_TABLE_LIMIT = 88;

const PRECEDENCE: Record<BinaryOp, number> = {
  or: 1, and: 2,
  "<": 3, ">": 3, "<=": 3, ">=": 3, "~=": 3, "==": 3,
  "..": 4,
  "+": 5, "-": 5,
  "*": 6, "/": 6, "%": 6,
  "^": 8,
};
const UNARY_PRECEDENCE = 7;
const RIGHT_ASSOCIATIVE = new Set<BinaryOp>(["..", "^"]);

export function printLua(chunk: Stmt[]): string {
  return printLuaWithOrigins(chunk).text;
}

export function printExpr(expr: Expr, depth = 0): string {
  const tags = openTags();
  try {
    const text = expression(expr, depth);
    return tags.length > 0 ? resolveOrigins(text, tags).text : text;
  } finally {
    closeTags();
  }
}

/**
 * The text, and for each of its lines (index 0 is line 1) the merged tags of the origin
 * statements around it, or null. Origin statements add no text: the output is the same as
 * without them.
 */
export function printLuaWithOrigins(chunk: Stmt[]): { text: string; origins: (LuaOriginTag | null)[] } {
  const tags = openTags();
  try {
    const lines: string[] = [];
    printBlock(chunk, 0, lines);
    const text = `${lines.join("\n")}\n`;
    return tags.length > 0 ? resolveOrigins(text, tags) : { text, origins: [] };
  } finally {
    closeTags();
  }
}

// Origin statements print as marker lines (NUL then the tag's number to open, NUL alone to
// close). The printer escapes every control character in strings and comments, so a NUL only
// ever starts a marker. Markers are removed once the whole text is known, which is the only
// moment line numbers are (functions inside tables are printed to text before their place).
const MARK = "\u0000";
const tagStack: LuaOriginTag[][] = [];

function openTags(): LuaOriginTag[] {
  const tags: LuaOriginTag[] = [];
  tagStack.push(tags);
  return tags;
}

function closeTags(): void {
  tagStack.pop();
}

function resolveOrigins(text: string, tags: LuaOriginTag[]): { text: string; origins: (LuaOriginTag | null)[] } {
  // Markers always start a line. The text between two markers is copied as one slice and its
  // lines counted with indexOf, so the cost is in native string search, not per-line strings.
  const parts: string[] = [];
  const origins: (LuaOriginTag | null)[] = [];
  const open: (LuaOriginTag | null)[] = [null];
  let pos = 0;
  while (pos < text.length) {
    const mark = text.indexOf(MARK, pos);
    const end = mark < 0 ? text.length : mark;
    if (end > pos) {
      parts.push(text.slice(pos, end));
      const current = open[open.length - 1];
      let at = pos;
      for (let nl = text.indexOf("\n", at); nl >= 0 && nl < end; nl = text.indexOf("\n", at)) {
        origins.push(current);
        at = nl + 1;
      }
      if (at < end) origins.push(current); // a last line without a line break (printExpr)
    }
    if (mark < 0) break;
    const nl = text.indexOf("\n", mark);
    const lineEnd = nl < 0 ? text.length : nl;
    if (lineEnd === mark + 1) open.pop();
    else {
      const outer = open[open.length - 1];
      const tag = tags[Number(text.slice(mark + 1, lineEnd))];
      open.push(outer ? { ...outer, ...tag } : tag);
    }
    pos = nl < 0 ? text.length : nl + 1;
  }
  return { text: parts.join(""), origins };
}

function pad(depth: number): string {
  return INDENT.repeat(depth);
}

function printBlock(body: Stmt[], depth: number, lines: string[]): void {
  for (const stmt of body) printStmt(stmt, depth, lines);
}

function names(list: string[]): string {
  return list.map(assertIdentifier).join(", ");
}

function printStmt(stmt: Stmt, depth: number, lines: string[]): void {
  const p = pad(depth);
  switch (stmt.kind) {
    case "local": {
      const head = `${p}local ${names(stmt.names)}`;
      lines.push(stmt.values.length ? `${head} = ${exprList(stmt.values, depth)}` : head);
      return;
    }
    case "localFunction":
      lines.push(`${p}local function ${assertIdentifier(stmt.name)}(${names(stmt.params)})`);
      printBlock(stmt.body, depth + 1, lines);
      lines.push(`${p}end`);
      return;
    case "assign":
      if (stmt.targets.length === 0 || stmt.values.length === 0) throw new LuaAstError("Assignment needs targets and values");
      for (const target of stmt.targets) {
        if (target.kind !== "name" && target.kind !== "index") throw new LuaAstError(`Cannot assign to a ${target.kind}`);
      }
      lines.push(`${p}${guardStatementStart(exprList(stmt.targets, depth))} = ${exprList(stmt.values, depth)}`);
      return;
    case "call":
      if (stmt.call.kind !== "call" && stmt.call.kind !== "method") throw new LuaAstError("A call statement needs a call");
      lines.push(`${p}${guardStatementStart(expression(stmt.call, depth))}`);
      return;
    case "if": {
      if (stmt.clauses.length === 0) throw new LuaAstError("An if statement needs a clause");
      stmt.clauses.forEach((clause, i) => {
        lines.push(`${p}${i === 0 ? "if" : "elseif"} ${expression(clause.cond, depth)} then`);
        printBlock(clause.body, depth + 1, lines);
      });
      if (stmt.orelse && stmt.orelse.length > 0) {
        lines.push(`${p}else`);
        printBlock(stmt.orelse, depth + 1, lines);
      }
      lines.push(`${p}end`);
      return;
    }
    case "numericFor": {
      const step = stmt.step ? `, ${expression(stmt.step, depth)}` : "";
      lines.push(`${p}for ${assertIdentifier(stmt.variable)} = ${expression(stmt.start, depth)}, ${expression(stmt.end, depth)}${step} do`);
      printBlock(stmt.body, depth + 1, lines);
      lines.push(`${p}end`);
      return;
    }
    case "genericFor":
      lines.push(`${p}for ${names(stmt.names)} in ${exprList(stmt.exprs, depth)} do`);
      printBlock(stmt.body, depth + 1, lines);
      lines.push(`${p}end`);
      return;
    case "while":
      lines.push(`${p}while ${expression(stmt.cond, depth)} do`);
      printBlock(stmt.body, depth + 1, lines);
      lines.push(`${p}end`);
      return;
    case "do":
      lines.push(`${p}do`);
      printBlock(stmt.body, depth + 1, lines);
      lines.push(`${p}end`);
      return;
    case "return":
      lines.push(stmt.values.length ? `${p}return ${exprList(stmt.values, depth)}` : `${p}return`);
      return;
    case "break":
      lines.push(`${p}break`);
      return;
    case "comment":
      lines.push(`${p}${commentText(stmt.text)}`);
      return;
    case "blank":
      lines.push("");
      return;
    case "origin": {
      const tags = tagStack[tagStack.length - 1];
      if (!tags) { printBlock(stmt.body, depth, lines); return; }
      lines.push(`${MARK}${tags.length}`);
      tags.push(stmt.tag);
      printBlock(stmt.body, depth, lines);
      lines.push(MARK);
      return;
    }
  }
}

/**
 * A line comment that stays one line comment whatever the text: line breaks become spaces and
 * the space after `--` keeps `--[[` from opening a block comment. A comment has no escapes, so
 * controls, hidden characters and lone surrogates become a visible U+FFFD.
 */
function commentText(text: string): string {
  return `-- ${text.replace(/[\r\n]+/g, " ").replace(COMMENT_SUSPECTS, (c) => (isShowable(c) ? c : "\ufffd"))}`.trimEnd();
}

/** Candidates for replacement in a comment: everything but tab and printable ASCII. */
const COMMENT_SUSPECTS = /[^\t\x20-\x7e]/gu;

function isShowable(character: string): boolean {
  const codePoint = character.codePointAt(0)!;
  if (codePoint < 0x80 || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return false;
  return !isHiddenCodePoint(codePoint);
}

/** Lua 5.1 reads `f()\n(g)()` as one call and rejects it: a leading `;` ends the previous statement. */
function guardStatementStart(text: string): string {
  return text.startsWith("(") ? `;${text}` : text;
}

function exprList(list: Expr[], depth: number): string {
  return list.map((e) => expression(e, depth)).join(", ");
}

function formatNumber(value: number): string {
  if (Number.isNaN(value)) return "(0 / 0)";
  if (value === Infinity) return "math.huge";
  if (value === -Infinity) return "(-math.huge)";
  if (Object.is(value, -0)) return "0";
  // JS prints integers up to 1e21 in full and others as shortest round-trip text, both valid Lua.
  return String(value);
}

/** Expressions that may be called or indexed without parentheses. */
function isPrefixExpr(expr: Expr): boolean {
  return expr.kind === "name" || expr.kind === "index" || expr.kind === "call" || expr.kind === "method" || expr.kind === "paren";
}

function prefix(expr: Expr, depth: number): string {
  const text = expression(expr, depth);
  return isPrefixExpr(expr) ? text : `(${text})`;
}

function precedenceOf(expr: Expr): number {
  if (expr.kind === "binary") return PRECEDENCE[expr.op];
  if (expr.kind === "unary") return UNARY_PRECEDENCE;
  if (expr.kind === "number" && (expr.value < 0 || Object.is(expr.value, -0) || expr.value === -Infinity)) return UNARY_PRECEDENCE;
  return 100;
}

function expression(expr: Expr, depth: number): string {
  switch (expr.kind) {
    case "nil": return "nil";
    case "boolean": return expr.value ? "true" : "false";
    case "number": return formatNumber(expr.value);
    case "string": return luaStringLiteral(expr.value);
    case "name": return assertIdentifier(expr.name);
    case "vararg": return "...";
    case "paren": return `(${expression(expr.expr, depth)})`;
    case "index": {
      const object = prefix(expr.object, depth);
      if (expr.key.kind === "string" && isLuaIdentifier(expr.key.value)) return `${object}.${expr.key.value}`;
      return `${object}[${expression(expr.key, depth)}]`;
    }
    case "call":
      return `${prefix(expr.callee, depth)}(${exprList(expr.args, depth)})`;
    case "method":
      return `${prefix(expr.object, depth)}:${assertIdentifier(expr.method)}(${exprList(expr.args, depth)})`;
    case "binary": {
      const own = PRECEDENCE[expr.op];
      const right = RIGHT_ASSOCIATIVE.has(expr.op);
      const lp = precedenceOf(expr.left);
      const rp = precedenceOf(expr.right);
      const leftText = expression(expr.left, depth);
      const rightText = expression(expr.right, depth);
      const l = lp < own || (lp === own && right) ? `(${leftText})` : leftText;
      const r = rp < own || (rp === own && !right) ? `(${rightText})` : rightText;
      return `${l} ${expr.op} ${r}`;
    }
    case "unary": {
      const inner = expression(expr.operand, depth);
      const operand = precedenceOf(expr.operand) < UNARY_PRECEDENCE ? `(${inner})` : inner;
      if (expr.op === "not") return `not ${operand}`;
      // `- -x` must not print as `--x`, which Lua reads as a comment.
      return operand.startsWith("-") ? `${expr.op} ${operand}` : `${expr.op}${operand}`;
    }
    case "table":
      return table(expr.fields, depth);
    case "function": {
      const params = [...expr.params.map(assertIdentifier), ...(expr.vararg ? ["..."] : [])].join(", ");
      if (expr.body.length === 0) return `function(${params}) end`;
      const lines: string[] = [];
      printBlock(expr.body, depth + 1, lines);
      return `function(${params})\n${lines.join("\n")}\n${pad(depth)}end`;
    }
  }
}

function field(f: TableField, depth: number): string {
  switch (f.kind) {
    case "item": return expression(f.value, depth);
    case "field": {
      const key = isLuaIdentifier(f.key) ? f.key : `[${luaStringLiteral(f.key)}]`;
      return `${key} = ${expression(f.value, depth)}`;
    }
    case "keyed": return `[${expression(f.key, depth)}] = ${expression(f.value, depth)}`;
  }
}

function table(fields: TableField[], depth: number): string {
  if (fields.length === 0) return "{}";
  // Each field is printed once, at the depth of the one-field-per-line layout. Depth only shows
  // after a line break, so a field printed without one reads the same at any depth and serves the
  // one-line layout too (printing both layouts would double the work at every level of nesting).
  const texts = fields.map((f) => field(f, depth + 1));
  // Tables holding functions (object definitions) always get one field per line.
  if (!fields.some((f) => f.value.kind === "function") && !texts.some((t) => t.includes("\n"))) {
    const oneLine = `{ ${texts.join(", ")} }`;
    if (oneLine.length <= INLINE_TABLE_LIMIT) return oneLine;
  }
  const inner = pad(depth + 1);
  return `{\n${texts.map((t) => `${inner}${t},`).join("\n")}\n${pad(depth)}}`;
}
