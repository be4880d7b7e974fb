// Plain words for summaries ("+8 Mult", "if the played hand contains a Pair").
import { isVarRef, type NumberValue, type VarRef } from "./schema";

/** "8", "x", "the ante × 2", "1 to 5". */
export function num(value: NumberValue): string {
  switch (value.kind) {
    case "literal": return String(value.value);
    case "variable": return value.name;
    case "game": {
      const base = value.id.replace(/_/g, " ");
      const times = value.multiplier === 1 ? base : `${value.multiplier} × ${base}`;
      return value.offset === 0 ? times : `${value.offset} + ${times}`;
    }
    case "range": return `${value.min} to ${value.max}`;
  }
}

/** "$5", "-$5", "-$5 to $100", "$x": an amount of money. */
export function money(value: NumberValue): string {
  const one = (n: number) => (n < 0 ? `-$${-n}` : `$${n}`);
  if (value.kind === "literal") return one(value.value);
  if (value.kind === "range") return `${one(value.min)} to ${one(value.max)}`;
  return `$${num(value)}`;
}

/** "+8", "-3", "+x". */
export function signed(value: NumberValue): string {
  if (value.kind === "literal") return value.value < 0 ? String(value.value) : `+${value.value}`;
  return `+${num(value)}`;
}

const COMPARE_WORDS: Record<string, string> = {
  equals: "is", not_equals: "is not", greater_than: "is more than", less_than: "is less than", greater_equals: "is at least", less_equals: "is at most",
};

/** "is at least 5". */
export function comparison(operator: string, value: NumberValue | string): string {
  return `${COMPARE_WORDS[operator] ?? operator} ${typeof value === "string" ? value : num(value)}`;
}

/** An option or a variable, in words. */
export function choice(value: string | VarRef, label: (v: string) => string = (v) => v): string {
  return isVarRef(value) ? `the ${value.variable} variable` : label(value);
}

/** The mod's own item a key names, by its name; set by withItemNames while a summary is written. */
let ownItemName: ((key: string) => string | undefined) | undefined;

/**
 * Runs `write` (a block's summary) with the mod's own items named by their names: "Create The
 * Dream", not the key's words "Create Mycustom Thedream". Keys of the game keep their words.
 */
export function withItemNames<T>(names: (key: string) => string | undefined, write: () => T): T {
  const outer = ownItemName;
  ownItemName = names;
  try {
    return write();
  } finally {
    ownItemName = outer;
  }
}

/** The name of the mod's own item `key` names, while withItemNames runs; else undefined. */
export function itemName(key: string): string | undefined {
  const name = ownItemName?.(key);
  return name && name.trim() !== "" ? name.trim() : undefined;
}

/** "j_greedy_joker" -> "Greedy Joker"; a key of the mod's own item -> its name (withItemNames). */
export function keyWords(key: string): string {
  const own = itemName(key);
  if (own) return own;
  const bare = key.replace(/^(j|c|v|m|e|p|b|bl|tag)_/, "");
  return bare.split("_").filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join(" ");
}

/** "a Pair", "an Ace", "an 8". */
export function article(word: string): string {
  return `${/^([aeiou]|8\b|11\b)/i.test(word) ? "an" : "a"} ${word}`;
}

export const RANK_WORDS: Record<string, string> = { A: "Ace", K: "King", Q: "Queen", J: "Jack" };
export const rankWords = (r: string): string => RANK_WORDS[r] ?? r;
