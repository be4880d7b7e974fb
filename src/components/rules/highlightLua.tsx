// A small Lua highlighter for the builder's live code panel: comments, strings, numbers, keywords
// and the game's globals get a colour. One pass of a regular expression; no editor dependency.
import type { ReactNode } from "react";

const TOKEN = /(--\[\[[\s\S]*?\]\]|--[^\n]*)|("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|\[\[[\s\S]*?\]\])|(\b\d+(?:\.\d+)?(?:e[+-]?\d+)?\b)|\b(and|break|do|else|elseif|end|false|for|function|goto|if|in|local|nil|not|or|repeat|return|then|true|until|while)\b|\b(SMODS|G|context|card)\b/g;
const CLASSES = ["text-zinc-500 italic", "text-green", "text-attention", "text-chips font-bold", "text-mult"];

export function highlightLua(code: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let n = 0;
  for (const m of code.matchAll(TOKEN)) {
    const at = m.index ?? 0;
    if (at > last) out.push(code.slice(last, at));
    const group = [1, 2, 3, 4, 5].find((g) => m[g] !== undefined) ?? 1;
    out.push(<span key={n++} className={CLASSES[group - 1]}>{m[0]}</span>);
    last = at + m[0].length;
  }
  if (last < code.length) out.push(code.slice(last));
  return out;
}
