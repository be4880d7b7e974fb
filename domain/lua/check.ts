// Every generated Lua file is parsed before it is written: a LuaJIT-level parse failure is a
// bug in a generator and must stop the export with the file and line, never ship.
//
// The check is LuaJIT 2.1's own grammar (Lua 5.1; its `goto` and labels, which no generator
// writes, are refused), and the checks LuaJIT's parser makes beyond it: `break` outside a loop or not last in its block, `...` outside a vararg
// function, a call whose `(` starts a new line ("ambiguous syntax"), an assignment to something
// that is not a variable, escape sequences and numbers it would refuse. It only validates: no
// syntax tree is built, so it costs a fraction of a general parser (an export checks every file
// it writes, hundreds of kilobytes). tests/unit/lua/check.test.ts compares its verdicts with
// LuaJIT's own on the exports of the catalog and on thousands of mutations of them.

export type LuaSyntaxResult = { ok: true } | { ok: false; line: number; column: number; message: string };

// Tokens: end of input, name, number, string, '...', then keywords and symbols.
const EOF = 0;
const NAME = 1;
const NUMBER = 2;
const STRING = 3;
const DOTS = 4;
const EQ = 5; // ==
const NE = 6; // ~=
const LE = 7; // <=
const GE = 8; // >=
const CONCAT = 9; // ..
const DBCOLON = 10; // ::
const KEYWORD_BASE = 20;
// `goto` is not among them: LuaJIT 2.1 reads it as a name, a goto statement only when a name follows
const KEYWORDS = ["and", "break", "do", "else", "elseif", "end", "false", "for", "function", "if", "in", "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while"];
const [AND, BREAK, DO, ELSE, ELSEIF, END, FALSE, FOR, FUNCTION, IF, IN, LOCAL, NIL, NOT, OR, REPEAT, RETURN, THEN, TRUE, UNTIL, WHILE] = KEYWORDS.map((_, i) => KEYWORD_BASE + i);
const KEYWORD_OF = new Map(KEYWORDS.map((k, i) => [k, KEYWORD_BASE + i]));
/** Single-character symbols are their character code plus this. */
const CHAR = 100;
const ch = (c: string) => CHAR + c.charCodeAt(0);

const NUMBER_FORM = /^(?:0[bB][01]+|0[xX](?:[0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)(?:[pP][+-]?[0-9]+)?|(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?)(?:[uU]?[lL][lL]|[iI])?$/;

/** Binary operators: left and right priority (Lua 5.1's table). */
const LEFT = new Int8Array(256);
const RIGHT = new Int8Array(256);
for (const [token, left, right] of [
  [OR, 1, 1], [AND, 2, 2], [ch("<"), 3, 3], [ch(">"), 3, 3], [LE, 3, 3], [GE, 3, 3], [NE, 3, 3], [EQ, 3, 3],
  [CONCAT, 5, 4], [ch("+"), 6, 6], [ch("-"), 6, 6], [ch("*"), 7, 7], [ch("/"), 7, 7], [ch("%"), 7, 7], [ch("^"), 10, 9],
] as const) {
  LEFT[token] = left;
  RIGHT[token] = right;
}
const UNARY_PRIORITY = 8;

class LuaSyntaxError extends Error {
  constructor(readonly line: number, readonly column: number, message: string) {
    super(message);
  }
}

/** Letters, `_`, and (as LuaJIT reads UTF-8 bytes) any character past ASCII. */
function isNameStart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c >= 128;
}

function isNamePart(c: number): boolean {
  return isNameStart(c) || (c >= 48 && c <= 57);
}

class Checker {
  private at = 0;
  private line = 1;
  private lineStart = 0;
  /** The current token, where it starts, and the line of the token before it. */
  private token = EOF;
  private tokenStart = 0;
  private tokenLine = 1;
  private tokenColumn = 0;
  private lastLine = 1;
  /** One token of lookahead (a table field `name =`): -1 when none is read. */
  private aheadToken = -1;
  private aheadState = { at: 0, line: 1, lineStart: 0, tokenStart: 0, tokenLine: 1, tokenColumn: 0 };
  /** Per open function: whether it takes `...`, and how many loops are open in it. */
  private vararg: boolean[] = [true];
  private loops: number[] = [0];

  constructor(private readonly source: string) {}

  run(): void {
    this.next();
    this.block();
    if (this.token !== EOF) this.fail(`'<eof>' expected near ${this.near()}`);
  }

  // ---- errors

  private fail(message: string): never {
    throw new LuaSyntaxError(this.tokenLine, this.tokenColumn, message);
  }

  private near(): string {
    if (this.token === EOF) return "'<eof>'";
    return `'${this.source.slice(this.tokenStart, Math.min(this.at, this.tokenStart + 40))}'`;
  }

  private failAt(line: number, column: number, message: string): never {
    throw new LuaSyntaxError(line, column, message);
  }

  // ---- lexer

  private newline(c: number): void {
    // \n, \r, \r\n and \n\r are one line break each
    const s = this.source;
    this.at += 1;
    const d = s.charCodeAt(this.at);
    if ((d === 10 || d === 13) && d !== c) this.at += 1;
    this.line += 1;
    this.lineStart = this.at;
  }

  private next(): void {
    this.lastLine = this.tokenLine;
    if (this.aheadToken >= 0) {
      this.token = this.aheadToken;
      this.aheadToken = -1;
      const a = this.aheadState;
      this.at = a.at; this.line = a.line; this.lineStart = a.lineStart;
      this.tokenStart = a.tokenStart; this.tokenLine = a.tokenLine; this.tokenColumn = a.tokenColumn;
      return;
    }
    this.token = this.lex();
  }

  /** The token after the current one, without moving past the current one. */
  private peek(): number {
    if (this.aheadToken >= 0) return this.aheadToken;
    const saved = { at: this.at, line: this.line, lineStart: this.lineStart, tokenStart: this.tokenStart, tokenLine: this.tokenLine, tokenColumn: this.tokenColumn };
    this.aheadToken = this.lex();
    this.aheadState = { at: this.at, line: this.line, lineStart: this.lineStart, tokenStart: this.tokenStart, tokenLine: this.tokenLine, tokenColumn: this.tokenColumn };
    this.at = saved.at; this.line = saved.line; this.lineStart = saved.lineStart;
    this.tokenStart = saved.tokenStart; this.tokenLine = saved.tokenLine; this.tokenColumn = saved.tokenColumn;
    return this.aheadToken;
  }

  private lex(): number {
    const s = this.source;
    const n = s.length;
    for (;;) {
      if (this.at >= n) {
        this.tokenStart = n;
        this.tokenLine = this.line;
        this.tokenColumn = n - this.lineStart;
        return EOF;
      }
      const c = s.charCodeAt(this.at);
      if (c === 10 || c === 13) { this.newline(c); continue; }
      if (c === 32 || c === 9 || c === 11 || c === 12) { this.at += 1; continue; }
      this.tokenStart = this.at;
      this.tokenLine = this.line;
      this.tokenColumn = this.at - this.lineStart;
      if (isNameStart(c)) {
        let end = this.at + 1;
        while (end < n && isNamePart(s.charCodeAt(end))) end += 1;
        const word = s.slice(this.at, end);
        this.at = end;
        return KEYWORD_OF.get(word) ?? NAME;
      }
      if ((c >= 48 && c <= 57) || (c === 46 && this.at + 1 < n && s.charCodeAt(this.at + 1) >= 48 && s.charCodeAt(this.at + 1) <= 57)) return this.number();
      switch (c) {
        case 45: // -
          if (s.charCodeAt(this.at + 1) === 45) { this.comment(); continue; }
          this.at += 1;
          return ch("-");
        case 91: { // [
          const level = this.longBracket();
          if (level >= 0) { this.longString(level, "string"); return STRING; }
          if (level === -2) this.fail("invalid long string delimiter near '['");
          this.at += 1;
          return ch("[");
        }
        case 34: case 39: return this.quoted(c);
        case 61: return this.twoChar(61, EQ, ch("="));
        case 60: return this.twoChar(61, LE, ch("<"));
        case 62: return this.twoChar(61, GE, ch(">"));
        case 126: // ~
          if (s.charCodeAt(this.at + 1) === 61) { this.at += 2; return NE; }
          this.at += 1;
          return this.fail("unexpected symbol near '~'");
        case 58: return this.twoChar(58, DBCOLON, ch(":"));
        case 46: // .
          if (s.charCodeAt(this.at + 1) === 46) {
            if (s.charCodeAt(this.at + 2) === 46) { this.at += 3; return DOTS; }
            this.at += 2;
            return CONCAT;
          }
          this.at += 1;
          return ch(".");
        case 43: case 42: case 47: case 37: case 94: case 35: case 40: case 41: case 123: case 125: case 93: case 59: case 44:
          this.at += 1;
          return CHAR + c;
        default:
          this.at += 1;
          return this.fail(`unexpected symbol near '${s[this.tokenStart]}'`);
      }
    }
  }

  private twoChar(second: number, both: number, single: number): number {
    if (this.source.charCodeAt(this.at + 1) === second) { this.at += 2; return both; }
    this.at += 1;
    return single;
  }

  private comment(): void {
    this.at += 2;
    if (this.source.charCodeAt(this.at) === 91) {
      const level = this.longBracket();
      if (level >= 0) { this.longString(level, "comment"); return; }
    }
    const s = this.source;
    while (this.at < s.length) {
      const c = s.charCodeAt(this.at);
      if (c === 10 || c === 13) return;
      this.at += 1;
    }
  }

  /** At '[': the level of a long bracket opening here (`[==[` is 2), -1 when not one, -2 for `[=` not followed by `[`. */
  private longBracket(): number {
    const s = this.source;
    let i = this.at + 1;
    let level = 0;
    while (s.charCodeAt(i) === 61) { level += 1; i += 1; }
    if (s.charCodeAt(i) === 91) return level;
    return level === 0 ? -1 : -2;
  }

  private longString(level: number, what: string): void {
    const s = this.source;
    const column = this.tokenColumn;
    this.at += level + 2;
    for (;;) {
      // reported where the input ends, as LuaJIT does
      if (this.at >= s.length) this.failAt(this.line, column, `unfinished long ${what} near '<eof>'`);
      const c = s.charCodeAt(this.at);
      if (c === 93) { // ]
        let i = this.at + 1;
        let l = 0;
        while (s.charCodeAt(i) === 61) { l += 1; i += 1; }
        if (l === level && s.charCodeAt(i) === 93) { this.at = i + 1; return; }
        this.at += 1;
      } else if (c === 10 || c === 13) {
        this.newline(c);
      } else {
        this.at += 1;
      }
    }
  }

  private quoted(quote: number): number {
    const s = this.source;
    this.at += 1;
    for (;;) {
      if (this.at >= s.length) this.fail("unfinished string near '<eof>'");
      const c = s.charCodeAt(this.at);
      if (c === quote) { this.at += 1; return STRING; }
      if (c === 10 || c === 13) this.fail(`unfinished string near ${this.near()}`);
      if (c !== 92) { this.at += 1; continue; }
      // an escape
      const e = s.charCodeAt(this.at + 1);
      if (e === 10 || e === 13) { this.at += 1; this.newline(e); continue; }
      if (e === 97 || e === 98 || e === 102 || e === 110 || e === 114 || e === 116 || e === 118 || e === 92 || e === 34 || e === 39) { this.at += 2; continue; }
      if (e >= 48 && e <= 57) {
        let i = this.at + 1;
        let value = 0;
        for (let k = 0; k < 3 && s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57; k += 1, i += 1) value = value * 10 + s.charCodeAt(i) - 48;
        if (value > 255) this.fail("invalid escape sequence near '\\" + s.slice(this.at + 1, i) + "'");
        this.at = i;
        continue;
      }
      if (e === 120) { // \xXX
        const hex = s.slice(this.at + 2, this.at + 4);
        if (!/^[0-9a-fA-F]{2}$/.test(hex)) this.fail("invalid escape sequence near '\\x'");
        this.at += 4;
        continue;
      }
      if (e === 122) { // \z skips the following white space, line breaks included
        this.at += 2;
        for (;;) {
          const w = s.charCodeAt(this.at);
          if (w === 10 || w === 13) this.newline(w);
          else if (w === 32 || w === 9 || w === 11 || w === 12) this.at += 1;
          else break;
        }
        continue;
      }
      if (e === 117) { // \u{XXX}
        const match = /^\{([0-9a-fA-F]+)\}/.exec(s.slice(this.at + 2, this.at + 14));
        if (!match || Number.parseInt(match[1], 16) > 0x10ffff) this.fail("invalid escape sequence near '\\u'");
        this.at += 2 + match[0].length;
        continue;
      }
      this.fail(`invalid escape sequence near '\\${Number.isNaN(e) ? "" : s[this.at + 1]}'`);
    }
  }

  private number(): number {
    const s = this.source;
    let end = this.at;
    // as LuaJIT reads a number: alphanumerics, dots, and a sign right after an exponent letter
    for (;;) {
      const c = s.charCodeAt(end);
      if (isNamePart(c) || c === 46) { end += 1; continue; }
      if ((c === 43 || c === 45) && end > this.at) {
        const e = s.charCodeAt(end - 1) | 32;
        const hex = (s.charCodeAt(this.at + 1) | 32) === 120 && s.charCodeAt(this.at) === 48;
        if ((hex ? e === 112 : e === 101)) { end += 1; continue; }
      }
      break;
    }
    const text = s.slice(this.at, end);
    this.at = end;
    if (!NUMBER_FORM.test(text)) this.fail(`malformed number near '${text}'`);
    return NUMBER;
  }

  // ---- parser

  private check(token: number, what: string): void {
    if (this.token !== token) this.fail(`'${what}' expected near ${this.near()}`);
  }

  private expect(token: number, what: string): void {
    this.check(token, what);
    this.next();
  }

  /** `end` (or `until`...) closing what opened on `line`. */
  private close(token: number, what: string, opener: string, line: number): void {
    if (this.token === token) { this.next(); return; }
    if (line === this.tokenLine) this.fail(`'${what}' expected near ${this.near()}`);
    this.fail(`'${what}' expected (to close '${opener}' at line ${line}) near ${this.near()}`);
  }

  private blockEnds(): boolean {
    const t = this.token;
    return t === EOF || t === END || t === ELSE || t === ELSEIF || t === UNTIL;
  }

  private block(): void {
    while (!this.blockEnds()) {
      if (this.token === RETURN) {
        this.next();
        if (!this.blockEnds() && this.token !== ch(";")) this.exprList();
        if (this.token === ch(";")) this.next();
        if (!this.blockEnds()) this.fail(`'<eof>' expected near ${this.near()}`);
        return;
      }
      if (this.token === BREAK) {
        const line = this.tokenLine;
        const column = this.tokenColumn;
        this.next();
        if (this.token === ch(";")) this.next();
        // Lua 5.1 (and LuaJIT built as such): break ends its block; one outside a loop is
        // reported as its block ends, as LuaJIT does
        if (!this.blockEnds()) this.fail(`'end' expected near ${this.near()}`);
        if (this.loops[this.loops.length - 1] === 0) this.failAt(line, column, "no loop to break");
        return;
      }
      this.statement();
      if (this.token === ch(";")) this.next();
    }
  }

  private statement(): void {
    const line = this.tokenLine;
    switch (this.token) {
      case IF:
        this.next();
        this.expr();
        this.expect(THEN, "then");
        this.block();
        while (this.token === ELSEIF) {
          this.next();
          this.expr();
          this.expect(THEN, "then");
          this.block();
        }
        if (this.token === ELSE) { this.next(); this.block(); }
        this.close(END, "end", "if", line);
        return;
      case WHILE:
        this.next();
        this.expr();
        this.expect(DO, "do");
        this.loopBlock();
        this.close(END, "end", "while", line);
        return;
      case DO:
        this.next();
        this.block();
        this.close(END, "end", "do", line);
        return;
      case FOR:
        this.next();
        this.expect(NAME, "<name>");
        if (this.token === ch("=")) {
          this.next();
          this.expr();
          this.expect(ch(","), ",");
          this.expr();
          if (this.token === ch(",")) { this.next(); this.expr(); }
        } else if (this.token === ch(",") || this.token === IN) {
          while (this.token === ch(",")) { this.next(); this.expect(NAME, "<name>"); }
          this.expect(IN, "in");
          this.exprList();
        } else {
          this.fail(`'=' or 'in' expected near ${this.near()}`);
        }
        this.expect(DO, "do");
        this.loopBlock();
        this.close(END, "end", "for", line);
        return;
      case REPEAT:
        this.next();
        this.loopBlock();
        this.close(UNTIL, "until", "repeat", line);
        this.expr();
        return;
      case FUNCTION:
        this.next();
        this.expect(NAME, "<name>");
        while (this.token === ch(".")) { this.next(); this.expect(NAME, "<name>"); }
        if (this.token === ch(":")) { this.next(); this.expect(NAME, "<name>"); }
        this.functionBody(line);
        return;
      case LOCAL:
        this.next();
        if (this.token === FUNCTION) {
          this.next();
          this.expect(NAME, "<name>");
          this.functionBody(line);
          return;
        }
        this.expect(NAME, "<name>");
        while (this.token === ch(",")) { this.next(); this.expect(NAME, "<name>"); }
        if (this.token === ch("=")) { this.next(); this.exprList(); }
        return;
      case DBCOLON:
        // labels and goto (LuaJIT 2.1 has them) are never generated, and their rules (a label
        // visible from the goto, not jumping into a local's scope) are not checked: refused
        return this.fail("labels are not used in generated code");
      case NAME:
        if (this.at - this.tokenStart === 4 && this.source.startsWith("goto", this.tokenStart) && this.peek() === NAME) {
          return this.fail("goto is not used in generated code");
        }
        this.expressionStatement();
        return;
      default:
        this.expressionStatement();
    }
  }

  private loopBlock(): void {
    this.loops[this.loops.length - 1] += 1;
    this.block();
    this.loops[this.loops.length - 1] -= 1;
  }

  /** A call, or an assignment to one or more variables. */
  private expressionStatement(): void {
    let kind = this.suffixedExpr();
    if (this.token === ch("=") || this.token === ch(",")) {
      for (;;) {
        if (kind !== VARIABLE) this.fail(`syntax error near ${this.near()}`);
        if (this.token !== ch(",")) break;
        this.next();
        kind = this.suffixedExpr();
      }
      this.expect(ch("="), "=");
      this.exprList();
      return;
    }
    if (kind !== CALL) this.fail(`syntax error near ${this.near()}`);
  }

  private exprList(): void {
    this.expr();
    while (this.token === ch(",")) { this.next(); this.expr(); }
  }

  private expr(limit = 0): void {
    if (this.token === NOT || this.token === ch("-") || this.token === ch("#")) {
      this.next();
      this.expr(UNARY_PRIORITY);
    } else {
      this.simpleExpr();
    }
    for (;;) {
      const t = this.token;
      if (t >= 256 || LEFT[t] === 0 || LEFT[t] <= limit) return;
      this.next();
      this.expr(RIGHT[t]);
    }
  }

  private simpleExpr(): void {
    switch (this.token) {
      case NUMBER: case STRING: case NIL: case TRUE: case FALSE:
        this.next();
        return;
      case DOTS:
        if (!this.vararg[this.vararg.length - 1]) this.fail("cannot use '...' outside a vararg function near '...'");
        this.next();
        return;
      case ch("{"):
        this.table();
        return;
      case FUNCTION: {
        const line = this.tokenLine;
        this.next();
        this.functionBody(line);
        return;
      }
      default:
        this.suffixedExpr();
    }
  }

  /** A name or a parenthesised expression with its suffixes: what it ends as (a variable, a call, or another value). */
  private suffixedExpr(): number {
    let kind: number;
    if (this.token === NAME) {
      this.next();
      kind = VARIABLE;
    } else if (this.token === ch("(")) {
      const line = this.tokenLine;
      this.next();
      this.expr();
      this.close(ch(")"), ")", "(", line);
      kind = VALUE;
    } else {
      return this.fail(`unexpected symbol near ${this.near()}`);
    }
    for (;;) {
      switch (this.token) {
        case ch("."):
          this.next();
          this.expect(NAME, "<name>");
          kind = VARIABLE;
          break;
        case ch("["):
          this.next();
          this.expr();
          this.expect(ch("]"), "]");
          kind = VARIABLE;
          break;
        case ch(":"):
          this.next();
          this.expect(NAME, "<name>");
          this.callArguments();
          kind = CALL;
          break;
        case ch("("): case ch("{"): case STRING:
          this.callArguments();
          kind = CALL;
          break;
        default:
          return kind;
      }
    }
  }

  private callArguments(): void {
    if (this.token === STRING) { this.next(); return; }
    if (this.token === ch("{")) { this.table(); return; }
    if (this.token !== ch("(")) this.fail(`function arguments expected near ${this.near()}`);
    if (this.tokenLine !== this.lastLine) this.fail(`ambiguous syntax (function call x new statement) near ${this.near()}`);
    const line = this.tokenLine;
    this.next();
    if (this.token !== ch(")")) this.exprList();
    this.close(ch(")"), ")", "(", line);
  }

  private table(): void {
    const line = this.tokenLine;
    this.next();
    while (this.token !== ch("}")) {
      if (this.token === ch("[")) {
        this.next();
        this.expr();
        this.expect(ch("]"), "]");
        this.expect(ch("="), "=");
        this.expr();
      } else if (this.token === NAME && this.peek() === ch("=")) {
        this.next();
        this.next();
        this.expr();
      } else {
        this.expr();
      }
      if (this.token === ch(",") || this.token === ch(";")) this.next();
      else break;
    }
    this.close(ch("}"), "}", "{", line);
  }

  private functionBody(line: number): void {
    this.expect(ch("("), "(");
    let vararg = false;
    if (this.token !== ch(")")) {
      for (;;) {
        if (this.token === DOTS) { this.next(); vararg = true; break; }
        this.expect(NAME, "<name>");
        if (this.token !== ch(",")) break;
        this.next();
      }
    }
    this.expect(ch(")"), ")");
    this.vararg.push(vararg);
    this.loops.push(0);
    this.block();
    this.vararg.pop();
    this.loops.pop();
    this.close(END, "end", "function", line);
  }
}

/** What a suffixed expression ends as. */
const VARIABLE = 1;
const CALL = 2;
const VALUE = 3;

export function checkLuaSyntax(source: string): LuaSyntaxResult {
  try {
    new Checker(source).run();
    return { ok: true };
  } catch (error) {
    if (error instanceof LuaSyntaxError) return { ok: false, line: error.line, column: error.column, message: error.message };
    if (error instanceof RangeError) return { ok: false, line: 0, column: 0, message: "the code is nested too deeply to check" };
    throw error;
  }
}
