// The keys the game knows an object by (spec section 3, "Generated keys"), e.g. c_{prefix}_{objectKey}.
import type { ObjectType } from "./items";
import { limitKey, uniqueKey } from "./keys";

/** Class prefix per type; booster and seal keys have none ("{prefix}_{objectKey}"). */
export const GAME_KEY_CLASS: Record<ObjectType, string> = {
  joker: "j_",
  consumable: "c_",
  booster: "",
  enhancement: "m_",
  seal: "",
  edition: "e_",
  voucher: "v_",
  deck: "b_",
};

/**
 * "Where the object key is missing, the lower-cased name with spaces replaced by underscores is
 * used, with 'unnamed_...' fallbacks": unnamed_joker, unnamed_consumable, ...
 */
export function objectKeyOrFallback(item: { objectKey?: string; name?: string }, objectType: ObjectType): string {
  if (item.objectKey) return item.objectKey;
  const fromName = (item.name ?? "").toLowerCase().replace(/ /g, "_");
  return fromName || `unnamed_${objectType}`;
}

/** The full game key, e.g. gameKey("joker", "mymod", {objectKey: "lucky"}) -> "j_mymod_lucky". */
export function gameKey(objectType: ObjectType, prefix: string, item: { objectKey?: string; name?: string }): string {
  return `${GAME_KEY_CLASS[objectType]}${prefix}_${objectKeyOrFallback(item, objectType)}`;
}

// ---------------------------------------------------------------------------------------------
// The keys an exported mod uses (issue 13 item 12). One function for the card, its copy button,
// the rule builder and the exporter, so what a person copies is what the game knows.

/** What a key belongs to: an item type, or a custom rarity, consumable set or sound. */
export type KeyKind = ObjectType | "rarity" | "set" | "sound";

/**
 * The class prefix Steamodded adds to each kind's key (smods.md 2.2). Boosters get `p_` in the
 * game, unlike the spec's table of stored references (GAME_KEY_CLASS above), so the key shown is
 * the one a mod can look up. Rarities, consumable sets and sounds carry only the mod prefix
 * (ConsumableType keys are not prefixed by Steamodded: the exporter writes the prefix itself).
 */
export const EXPORT_CLASS_PREFIX: Record<KeyKind, string> = {
  joker: "j_", consumable: "c_", booster: "p_", enhancement: "m_", seal: "", edition: "e_", voucher: "v_", deck: "b_",
  rarity: "", set: "", sound: "",
};

/** The prefixes of mods Joker Forge mods depend on (Talisman, Cryptid): Steamodded does not load a second mod with the same one. */
const KNOWN_MOD_PREFIXES: Readonly<Record<string, string>> = { talisman: "Talisman", cry: "Cryptid" };

/**
 * Why a mod prefix cannot be used, or undefined when it can:
 * - a class prefix without its underscore (j, c, v, b, p, m, e: EXPORT_CLASS_PREFIX), alone or
 *   followed by an underscore. Steamodded adds the mod prefix and then the class prefix to a key,
 *   each only when the key does not already start with it (`SMODS.modify_key`,
 *   src/game_object.lua), so the class prefix was never added and the game knew the items by
 *   other keys than the export writes everywhere else ("j" and a joker "Joker" even gave the
 *   vanilla Joker's key, j_joker);
 * - the prefix of Talisman or Cryptid: Steamodded does not load two mods with one prefix (an add-on
 *   prefixed "cry" that depends on Cryptid could never load).
 */
export function prefixRefusal(prefix: string): string | undefined {
  const classLike = Object.values(EXPORT_CLASS_PREFIX).some((cls) => cls !== "" && (prefix === cls.slice(0, -1) || prefix.startsWith(cls)));
  if (classLike) return "Steamodded takes j, c, v, b, p, m and e, alone or followed by an underscore, for the prefixes of the game's own cards (a joker named Joker would even replace the game's)";
  const owner = Object.hasOwn(KNOWN_MOD_PREFIXES, prefix) ? KNOWN_MOD_PREFIXES[prefix] : undefined;
  if (owner) return `the ${owner} mod uses it, and Steamodded does not load two mods with one prefix`;
  return undefined;
}

/** Lowercase `[a-z0-9_]` without leading/trailing underscores, at most MAX_KEY_LENGTH; `fallback` when nothing is left. */
export function safeKey(raw: unknown, fallback: string): string {
  const key = limitKey(String(raw ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, "_")
    .replace(/_+/g, "_")
    .replace(/^_+|_+$/g, ""));
  return key || fallback;
}

/** "<mp>_key" and "<class><mp>_key" spellings are the same key: the prefixes are dropped before making it safe. */
export function stripKeyPrefixes(key: string, prefix: string, classPrefix: string): string {
  let out = String(key ?? "").trim();
  if (classPrefix && out.toLowerCase().startsWith(`${classPrefix}${prefix.toLowerCase()}_`)) out = out.slice(classPrefix.length);
  if (out.toLowerCase().startsWith(`${prefix.toLowerCase()}_`)) out = out.slice(prefix.length + 1);
  return out;
}

/**
 * A safe key that does not start with "<prefix>_", as Steamodded compares (exactly): it adds the
 * mod prefix only to a key that does not already start with it, so "mn_lucky" under prefix "mn"
 * would be registered as j_mn_lucky, not the j_mn_mn_lucky the export writes everywhere else, and
 * would meet the key of a joker named "Lucky". The prefix is taken off as often as it starts the
 * key (it can also appear once the key is made safe: "mn lucky").
 */
function withoutModPrefix(key: string, prefix: string, fallback: string): string {
  let out = key;
  while (prefix !== "" && out.startsWith(`${prefix}_`)) out = out.slice(prefix.length + 1).replace(/^_+/, "");
  return out || fallback;
}

export interface ExportedKey<T> {
  item: T;
  /** The bare key written in the definition (`key = "..."`). */
  key: string;
  /** The full key the game knows it by, e.g. j_<prefix>_<key>. */
  fullKey: string;
  /** The key as the project spells it. */
  original: string;
}

/** What assignKeys reads of an entry. */
export interface Keyed { id?: unknown; objectKey?: unknown; key?: unknown; name?: unknown; orderValue?: unknown }

/** The spelling a kind's entry is keyed by: items by objectKey, else name; the others by key (rarities and sets fall back to their name). */
function spelling(kind: KeyKind, entry: Keyed): string {
  if (kind === "sound") return String(entry.key || "");
  if (kind === "rarity" || kind === "set") return String(entry.key || entry.name || "");
  return String(entry.objectKey || entry.name || "");
}

/**
 * The keys a list is exported under: in game order (items by orderValue, others as listed), each
 * spelling made safe and cut to MAX_KEY_LENGTH, then made unique within the list.
 */
export function assignKeys<T extends Keyed>(kind: KeyKind, prefix: string, list: readonly T[]): ExportedKey<T>[] {
  const classPrefix = EXPORT_CLASS_PREFIX[kind];
  const ordered = kind === "rarity" || kind === "set" || kind === "sound"
    ? list
    : list.map((item, i) => ({ item, i })).sort((a, b) => (Number(a.item.orderValue ?? 0) - Number(b.item.orderValue ?? 0)) || a.i - b.i).map((x) => x.item);
  const taken = new Set<string>();
  return ordered.map((item) => {
    const original = spelling(kind, item);
    const key = uniqueKey(withoutModPrefix(safeKey(stripKeyPrefixes(original, prefix, classPrefix), kind), prefix, kind), taken);
    taken.add(key);
    return { item, key, fullKey: `${classPrefix}${prefix}_${key}`, original };
  });
}

const cache = new WeakMap<readonly Keyed[], Map<string, Map<unknown, ExportedKey<Keyed>>>>();

/**
 * The full game key of `entry` (by id) in `list`, as the exporter writes it. Lists are immutable
 * in the store, so the keys of a list are worked out once per list and prefix.
 */
export function exportedKey<T extends Keyed>(kind: KeyKind, prefix: string, list: readonly T[], entry: T): string {
  let byPrefix = cache.get(list);
  if (!byPrefix) cache.set(list, (byPrefix = new Map()));
  const slot = `${kind}\u0000${prefix}`;
  let byId = byPrefix.get(slot);
  if (!byId) {
    byId = new Map();
    for (const assigned of assignKeys(kind, prefix, list)) if (!byId.has(assigned.item.id)) byId.set(assigned.item.id, assigned);
    byPrefix.set(slot, byId);
  }
  const found = byId.get(entry.id);
  if (found) return found.fullKey;
  // an entry not in the list yet (a draft being created) is keyed as if it were added to it
  return assignKeys(kind, prefix, [...list, entry]).find((assigned) => assigned.item === entry)!.fullKey;
}
