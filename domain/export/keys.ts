// Keys as the exported mod spells them. Steamodded wants bare lowercase keys in definitions and
// full keys wherever it does not add prefixes itself (smods.md 2.2); project files hold keys in
// every form (bare, mod-prefixed, class-prefixed, mixed case, with spaces). This module fixes one
// safe key per object and resolves any spelling a rule may use back to the full key.
import { uniqueKey } from "../model";
import type { ObjectType } from "../model";
import {
  VANILLA_BOOSTERS, VANILLA_DECKS, VANILLA_EDITIONS, VANILLA_ENHANCEMENTS, VANILLA_JOKERS, VANILLA_PLANETS,
  VANILLA_SEALS, VANILLA_SOUNDS, VANILLA_SPECTRALS, VANILLA_TAROTS, VANILLA_VOUCHERS,
} from "../catalog/vanillaKeys";

/** Class prefix Steamodded adds per object type (smods.md 2.2); seals and boosters differ from the spec table on purpose: p_ is Steamodded's. */
export const CLASS_PREFIX: Record<ObjectType, string> = {
  joker: "j_", consumable: "c_", booster: "p_", enhancement: "m_", seal: "", edition: "e_", voucher: "v_", deck: "b_",
};

const VANILLA_BY_TYPE: Record<ObjectType, readonly string[]> = {
  joker: VANILLA_JOKERS,
  consumable: [...VANILLA_TAROTS, ...VANILLA_PLANETS, ...VANILLA_SPECTRALS],
  booster: VANILLA_BOOSTERS,
  enhancement: VANILLA_ENHANCEMENTS,
  seal: VANILLA_SEALS,
  edition: VANILLA_EDITIONS,
  voucher: VANILLA_VOUCHERS,
  deck: VANILLA_DECKS,
};

/** Lowercase `[a-z0-9_]` without leading/trailing underscores; `fallback` when nothing is left. */
export function safeKey(raw: unknown, fallback: string): string {
  const key = String(raw ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, "_")
    .replace(/_+/g, "_")
    .replace(/^_+|_+$/g, "");
  return key || fallback;
}

export interface KeyedEntry<T> {
  item: T;
  /** The bare key used in the definition. */
  key: string;
  /** The full key the game knows it by. */
  fullKey: string;
  /** The key as the project spelled it. */
  original: string;
}

/**
 * Assigns safe unique keys to a list and remembers every spelling that may refer to each entry
 * (`key`, `<mp>_key`, `<class><mp>_key`, in any case). `renamed` collects the entries whose key
 * changed so the report can say so.
 */
export class KeySpace<T> {
  readonly entries: KeyedEntry<T>[] = [];
  private readonly aliases = new Map<string, KeyedEntry<T>>();

  constructor(
    readonly prefix: string,
    readonly classPrefix: string,
    readonly prefixed: boolean,
    items: T[],
    keyOf: (item: T) => string,
    fallback: string,
    readonly renamed: (from: string, to: string) => void,
  ) {
    const taken: string[] = [];
    for (const item of items) {
      const original = keyOf(item);
      let key = safeKey(stripPrefixes(original, prefix, classPrefix), fallback);
      key = uniqueKey(key, taken);
      taken.push(key);
      const fullKey = `${classPrefix}${prefixed ? `${prefix}_` : ""}${key}`;
      const entry: KeyedEntry<T> = { item, key, fullKey, original };
      this.entries.push(entry);
      if (original !== key) renamed(original, key);
      for (const alias of [original, key, `${prefix}_${key}`, fullKey, `${classPrefix}${key}`, `${prefix}_${original}`, `${classPrefix}${prefix}_${original}`]) {
        const lower = alias.toLowerCase();
        if (!this.aliases.has(lower)) this.aliases.set(lower, entry);
      }
    }
  }

  /** The project entry a spelling refers to, if any. */
  find(raw: unknown): KeyedEntry<T> | undefined {
    if (typeof raw !== "string" || raw.trim() === "") return undefined;
    const text = raw.trim().toLowerCase();
    return this.aliases.get(text) ?? this.aliases.get(safeKey(text, ""));
  }
}

function stripPrefixes(key: string, prefix: string, classPrefix: string): string {
  let out = String(key ?? "").trim();
  if (classPrefix && out.toLowerCase().startsWith(`${classPrefix}${prefix.toLowerCase()}_`)) out = out.slice(classPrefix.length);
  if (out.toLowerCase().startsWith(`${prefix.toLowerCase()}_`)) out = out.slice(prefix.length + 1);
  return out;
}

/** Resolves a center key a rule names: the project's own first, then the game's, else undefined. */
export function resolveCenterKey<T>(space: KeySpace<T>, type: ObjectType, raw: unknown): string | undefined {
  const own = space.find(raw);
  if (own) return own.fullKey;
  if (typeof raw !== "string") return undefined;
  const text = raw.trim();
  const vanilla = VANILLA_BY_TYPE[type];
  if (vanilla.includes(text)) return text;
  const withClass = `${CLASS_PREFIX[type]}${text}`;
  if (CLASS_PREFIX[type] && vanilla.includes(withClass)) return withClass;
  const seal = vanilla.find((v) => v.toLowerCase() === text.toLowerCase());
  return type === "seal" ? seal : undefined;
}

export function isVanillaSound(code: string): boolean {
  return VANILLA_SOUNDS.includes(code);
}
