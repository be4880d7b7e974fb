// localization/en-us.lua: every name and description of the mod, so it can be translated
// (smods.md 4.2). Descriptions become lists of lines split on [s] (and <br> / line breaks, which
// the original also treated as breaks), because Steamodded crashes on a bare string.
import { lua, type Expr, type Stmt } from "../lua";

export interface LocEntry { name: string; text: string[]; unlock?: string[]; extra?: [string, string][] }

export function descriptionLines(text: unknown): string[] {
  const raw = typeof text === "string" ? text : "";
  if (raw.trim() === "") return [];
  return raw.replace(/<br\s*\/?>/gi, "[s]").replace(/\r\n?|\n/g, "[s]").split("[s]").map((line) => line.trim());
}

/** The highest #n# a description references (0 when none). */
export function maxVariableIndex(lines: string[]): number {
  let max = 0;
  for (const line of lines) for (const m of line.matchAll(/#(\d+)#/g)) max = Math.max(max, Number(m[1]));
  return max;
}

export class Localization {
  private readonly descriptions = new Map<string, Map<string, LocEntry>>();
  private readonly dictionary = new Map<string, string>();
  private readonly labels = new Map<string, string>();

  describe(set: string, key: string, entry: LocEntry): void {
    let group = this.descriptions.get(set);
    if (!group) this.descriptions.set(set, (group = new Map()));
    group.set(key, entry);
  }

  word(key: string, value: string): void {
    this.dictionary.set(key, value);
  }

  label(key: string, value: string): void {
    this.labels.set(key, value);
  }

  has(set: string, key: string): boolean {
    return this.descriptions.get(set)?.has(key) ?? false;
  }

  toLua(): Stmt[] {
    const strings = (lines: string[]) => lua.list(lines.map(lua.str));
    const sets: [string, Expr][] = [...this.descriptions].map(([set, entries]) => [set, lua.record([...entries].map(([key, e]): [string, Expr] => [key, lua.record([
      ["name", lua.str(e.name)],
      ["text", strings(e.text)],
      ["unlock", e.unlock ? strings(e.unlock) : undefined],
      ...(e.extra ?? []).map(([k, v]): [string, Expr] => [k, lua.str(v)]),
    ])]))]);
    const words = (map: Map<string, string>) => lua.record([...map].map(([k, v]): [string, Expr] => [k, lua.str(v)]));
    return [
      lua.comment("Every name and description of the mod. Translate by copying this file to another language code."),
      lua.ret(lua.record({
        descriptions: lua.record(sets),
        misc: lua.record({ dictionary: words(this.dictionary), labels: words(this.labels) }),
      })),
    ];
  }
}
