// Keys as the exported mod spells them. Steamodded wants bare lowercase keys in definitions and
// full keys wherever it does not add prefixes itself (smods.md 2.2); project files hold keys in
// every form (bare, mod-prefixed, class-prefixed, mixed case, with spaces). This module fixes one
// safe key per object (assignKeys in domain/model/generatedKeys.ts, which the cards use too) and
// resolves any spelling a rule may use back to the full key.
import { assignKeys, EXPORT_CLASS_PREFIX, safeKey, type ExportedKey, type Keyed, type KeyKind, type ObjectType } from "../model";
import {
  VANILLA_BOOSTERS, VANILLA_DECKS, VANILLA_EDITIONS, VANILLA_ENHANCEMENTS, VANILLA_JOKERS, VANILLA_PLANETS,
  VANILLA_SEALS, VANILLA_SOUNDS, VANILLA_SPECTRALS, VANILLA_TAROTS, VANILLA_VOUCHERS,
} from "../catalog/vanillaKeys";

/** Class prefix Steamodded adds per object type (smods.md 2.2); seals and boosters differ from the spec table on purpose: p_ is Steamodded's. */
export const CLASS_PREFIX: Record<ObjectType, string> = EXPORT_CLASS_PREFIX;

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

export { safeKey };
export type KeyedEntry<T> = ExportedKey<T>;

/**
 * The keys of one list, from assignKeys (the one key function: the cards show the same keys),
 * and every spelling that may refer to each entry (`key`, `<mp>_key`, `<class><mp>_key`, in any
 * case). `renamed` hears of every entry whose key is not spelled as the project spells it.
 */
export class KeySpace<T> {
  readonly entries: KeyedEntry<T>[];
  private readonly aliases = new Map<string, KeyedEntry<T>>();

  constructor(
    readonly kind: KeyKind,
    readonly prefix: string,
    items: readonly T[],
    renamed: (from: string, to: string) => void,
    /** Entries that are not exported (a sound without audio) keep their key but no spelling finds them. */
    exported: (item: T) => boolean = () => true,
  ) {
    const classPrefix = EXPORT_CLASS_PREFIX[kind];
    this.entries = assignKeys(kind, prefix, items as unknown as readonly Keyed[]) as unknown as KeyedEntry<T>[];
    for (const entry of this.entries) {
      const { original, key, fullKey } = entry;
      if (!exported(entry.item)) continue;
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
