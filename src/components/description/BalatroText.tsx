// Renders a description the way the game styles it. Used for every description preview
// (item cards, editors, vanilla pages). Parsing lives in domain/text/balatroText.ts.
import { memo, useMemo, type CSSProperties, type ReactNode } from "react";
import { parseBalatroText, type TextStyle, type TextToken } from "../../../domain/text/balatroText";
import { ANIMATED_COLOURS, TEXT_DARK, resolveGameColour } from "./gameColours";
import "./balatroText.css";

export interface BalatroTextProps {
  text: string;
  /**
   * Values for #1#, #2#... as the game shows them; null (known only in a run) shows the placeholder
   * itself, and so does every #n# when there are no values. Past the last value the game shows "?".
   */
  vars?: readonly (string | number | null)[];
  /** Colours for {V:n} / {B:n} (vars.colours in the game). */
  colours?: readonly string[];
  /** Project colours by lower-cased key (custom rarities, consumable sets). */
  extraColours?: Readonly<Record<string, string>>;
  /** Text colour outside any code (the game's dark text on the white box by default). */
  defaultColour?: string;
  className?: string;
  /** Shown when the text is empty. */
  empty?: ReactNode;
}

/** A colour the preview cannot know (a {V:n} without a value) is shown in this tone. */
const UNKNOWN_VAR_COLOUR = "#ff9a00";

interface Run { style: TextStyle; tokens: TextToken[] }

function valueText(vars: BalatroTextProps["vars"], index: number, raw: string): string {
  if (!vars) return raw;
  if (index > vars.length) return "?";
  return String(vars[index - 1] ?? raw);
}

/** Consecutive tokens from one control block render as one span (one pill for {X:}). */
function runsOf(tokens: TextToken[]): Run[] {
  const runs: Run[] = [];
  for (const token of tokens) {
    const last = runs[runs.length - 1];
    if (last && last.style === token.style) last.tokens.push(token);
    else runs.push({ style: token.style, tokens: [token] });
  }
  return runs;
}

function colourFor(value: string | undefined, extra: BalatroTextProps["extraColours"]) {
  if (!value) return { colour: undefined, animated: undefined };
  if (ANIMATED_COLOURS.has(value)) return { colour: undefined, animated: value };
  return { colour: resolveGameColour(value, extra), animated: undefined };
}

function RunView({ run, props }: { run: Run; props: BalatroTextProps }) {
  const { style } = run;
  const fg = colourFor(style.colour, props.extraColours);
  const bg = colourFor(style.background, props.extraColours);
  const varColour = style.colourVar ? (props.colours?.[style.colourVar - 1] ?? UNKNOWN_VAR_COLOUR) : undefined;
  const varBackground = style.backgroundVar ? (props.colours?.[style.backgroundVar - 1] ?? UNKNOWN_VAR_COLOUR) : undefined;
  const background = varBackground ?? bg.colour ?? (bg.animated ? "#8867a5" : undefined);
  const pill = Boolean(background);

  const css: CSSProperties = {};
  const colour = varColour ?? fg.colour;
  if (colour) css.color = colour;
  if (style.scale) css.fontSize = `${style.scale}em`;
  if (pill) {
    css.backgroundColor = background;
    css.borderRadius = "0.25em";
    css.padding = "0 0.25em";
    css.margin = "0 0.1em";
  }
  const decorations: string[] = [];
  if (style.underline) decorations.push("underline");
  if (style.strike) decorations.push("line-through");
  if (decorations.length) {
    css.textDecorationLine = decorations.join(" ");
    css.textDecorationColor = resolveGameColour(style.underline ?? style.strike, props.extraColours);
  }
  if (style.tooltip) {
    css.textDecorationLine = "underline";
    css.textDecorationStyle = "dotted";
  }

  const classes: string[] = [];
  if (fg.animated && !varColour) classes.push(fg.animated === "edition" ? "jf-text-edition" : "jf-text-dark-edition");
  // The game ignores motion on background pills.
  const motion = pill ? undefined : style.effect === "1" ? "float" : style.effect === "2" ? "bump" : undefined;
  if (motion === "bump") classes.push("jf-text-bump");
  if (motion === "float") classes.push("jf-text-float");

  let text = run.tokens.map((t) => (t.kind === "text" ? t.text : valueText(props.vars, t.index, t.raw))).join("");
  // Pills drop the spaces around their text; the padding stands in for them.
  if (pill) text = text.trim();

  const content: ReactNode = motion === "float"
    ? [...text].map((ch, i) => <span key={i} className="jf-letter" style={{ animationDelay: `${(i * 0.07).toFixed(2)}s` }}>{ch}</span>)
    : text;
  return (
    <span className={classes.join(" ") || undefined} style={css}
      data-colour={style.colour} data-background={style.background}
      title={style.tooltip ? `Tooltip: ${style.tooltip}` : undefined}>
      {content}
    </span>
  );
}

/** Game-styled description text; lines are centred as in the game's description box. */
export const BalatroText = memo(function BalatroText(props: BalatroTextProps) {
  const parsed = useMemo(() => parseBalatroText(props.text ?? ""), [props.text]);
  const isEmpty = !props.text || props.text.trim() === "";
  return (
    <div className={props.className} data-testid="balatro-text" style={{ color: props.defaultColour ?? TEXT_DARK }}>
      {isEmpty && props.empty ? props.empty : parsed.lines.map((tokens, i) => (
        <div key={i} className="min-h-[1em] whitespace-pre-wrap break-words">
          {runsOf(tokens).map((run, j) => <RunView key={j} run={run} props={props} />)}
        </div>
      ))}
    </div>
  );
});
