// Parser for the game's description markup (smods.md 4.4), React-free so the renderer, the
// validators and the exporter can share one reading of a description.
//
// How the game reads a line, and so how we do:
// - A `{...}` control block REPLACES the current style (it does not merge); `{}` resets.
//   Several codes may share a block: `{X:mult,C:white}`.
// - Every line starts unstyled: the exported text is a list of lines (split on `[s]`).
// - `#n#` is replaced by `vars[n]`.
// Malformed markup never throws: an unclosed `{` or a stray `}` is kept as literal text and
// reported in `issues`, so an editor can show what the author typed while flagging it.

/** Style codes of one control block. Values are the raw strings the author wrote. */
export interface TextStyle {
  /** C: named colour or 6/8-digit hex. */
  colour?: string;
  /** X: background pill colour. */
  background?: string;
  /** V: text colour taken from vars.colours[n] (1-based). */
  colourVar?: number;
  /** B: background colour taken from vars.colours[n] (1-based). */
  backgroundVar?: number;
  /** s: size factor (vanilla uses 0.8, 0.85, 1.1). */
  scale?: number;
  /** E: motion effect, "1" float, "2" bump, or a custom effect key. */
  effect?: string;
  /** T: hover tooltip key. */
  tooltip?: string;
  /** u: underline colour (SMODS). */
  underline?: string;
  /** st: strikethrough colour (SMODS). */
  strike?: string;
}

export type TextToken =
  | { kind: "text"; text: string; style: TextStyle }
  /** `#n#`: substituted with vars[n] (1-based) when rendered. */
  | { kind: "var"; index: number; raw: string; style: TextStyle };

export type TextIssueKind =
  /** `{` with no `}` before the line ends (or before another `{`). */
  | "unclosed-tag"
  /** `}` with no opening `{`. */
  | "stray-brace"
  /** A code the game does not know, or a part without `code:value`. */
  | "unknown-code"
  /** A bad value for a known code, e.g. `{s:big}`. */
  | "bad-value"
  /** `#` that looks like a variable but is not `#<digits>#`. */
  | "malformed-var";

export interface TextIssue {
  kind: TextIssueKind;
  /** The offending source text. */
  text: string;
  /** 0-based line (after splitting on [s] and raw line breaks). */
  line: number;
}

export interface ParsedText {
  lines: TextToken[][];
  issues: TextIssue[];
}

/** Codes the game or SMODS understand (case sensitive). */
const KNOWN_CODES = new Set(["C", "X", "V", "B", "s", "E", "T", "u", "st", "f", "button", "element", "T_set", "T_vars"]);

/** `[s]` and raw line breaks both end a line (raw breaks are warned about by the validator). */
export function splitLines(text: string): string[] {
  return text.replace(/\r\n?/g, "\n").split(/\[s\]|\n/);
}

function parseBlock(content: string, line: number, issues: TextIssue[]): TextStyle {
  const style: TextStyle = {};
  if (content.trim() === "") return style;
  for (const rawPart of content.split(",")) {
    const part = rawPart.trim();
    const colon = part.indexOf(":");
    if (colon <= 0) {
      issues.push({ kind: "unknown-code", text: part, line });
      continue;
    }
    const code = part.slice(0, colon);
    const value = part.slice(colon + 1).trim();
    if (!KNOWN_CODES.has(code)) {
      issues.push({ kind: "unknown-code", text: part, line });
      continue;
    }
    switch (code) {
      case "C": style.colour = value; break;
      case "X": style.background = value; break;
      case "u": style.underline = value; break;
      case "st": style.strike = value; break;
      case "E": style.effect = value; break;
      case "T": style.tooltip = value; break;
      case "V":
      case "B":
      case "s": {
        const n = Number(value);
        const ok = value !== "" && Number.isFinite(n) && (code === "s" ? n > 0 : Number.isInteger(n) && n >= 1);
        if (!ok) { issues.push({ kind: "bad-value", text: part, line }); break; }
        if (code === "V") style.colourVar = n;
        else if (code === "B") style.backgroundVar = n;
        else style.scale = n;
        break;
      }
      default:
        // f, button, element, T_set, T_vars: accepted by SMODS, no visual effect in a preview.
        break;
    }
  }
  return style;
}

/** Splits plain text (no braces) into text and `#n#` tokens. */
function pushText(out: TextToken[], text: string, style: TextStyle, line: number, issues: TextIssue[]) {
  if (text === "") return;
  const re = /#(\d+)#/g;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) pushLiteral(out, text.slice(last, m.index), style, line, issues);
    out.push({ kind: "var", index: Number(m[1]), raw: m[0], style });
    last = m.index + m[0].length;
  }
  if (last < text.length) pushLiteral(out, text.slice(last), style, line, issues);
}

function pushLiteral(out: TextToken[], text: string, style: TextStyle, line: number, issues: TextIssue[]) {
  // "#1" or "#x#" or "#{" look like a variable gone wrong; a lone "#" in prose ("#1 fan") is
  // still flagged because the game would print it verbatim, which is rarely intended.
  for (const bad of text.matchAll(/#(\d+(?!#)|[^\s#\d][^\s#]*#|\{)/g)) {
    issues.push({ kind: "malformed-var", text: bad[0], line });
  }
  const prev = out[out.length - 1];
  if (prev && prev.kind === "text" && prev.style === style) prev.text += text;
  else out.push({ kind: "text", text, style });
}

function parseLine(source: string, line: number, issues: TextIssue[]): TextToken[] {
  const out: TextToken[] = [];
  let style: TextStyle = {};
  let i = 0;
  let plain = "";
  const flush = () => { pushText(out, plain, style, line, issues); plain = ""; };
  while (i < source.length) {
    const ch = source[i];
    if (ch === "{") {
      const close = source.indexOf("}", i + 1);
      const reopen = source.indexOf("{", i + 1);
      if (close === -1 || (reopen !== -1 && reopen < close)) {
        // Unclosed: keep the brace as text up to the next `{` (or the line end).
        const end = reopen === -1 ? source.length : reopen;
        issues.push({ kind: "unclosed-tag", text: source.slice(i, end), line });
        plain += source.slice(i, end);
        i = end;
        continue;
      }
      flush();
      style = parseBlock(source.slice(i + 1, close), line, issues);
      i = close + 1;
      continue;
    }
    if (ch === "}") {
      issues.push({ kind: "stray-brace", text: "}", line });
    }
    plain += ch;
    i += 1;
  }
  flush();
  return out;
}

/** Parses a description into styled lines. Never throws. */
export function parseBalatroText(text: string): ParsedText {
  const issues: TextIssue[] = [];
  const lines = splitLines(text ?? "").map((source, line) => parseLine(source, line, issues));
  return { lines, issues };
}

/** The plain text a line shows once `#n#` are replaced (for search, alt text, tests). */
export function plainText(parsed: ParsedText, vars: readonly (string | number)[] = []): string {
  return parsed.lines
    .map((tokens) => tokens.map((t) => (t.kind === "text" ? t.text : String(vars[t.index - 1] ?? t.raw))).join(""))
    .join("\n");
}
