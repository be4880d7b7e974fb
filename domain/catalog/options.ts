// Option lists of select params: constant lists, and named sources whose options depend on the
// project or are long vanilla lists. For the compiler, `resolveOption` turns a stored value into
// what the game uses (a full key with the mod prefix, a rarity key, a set key); an unknown value
// resolves to undefined and is reported on its block, so a key that does not exist never reaches
// the game.
import { exportedKey, type ObjectType, type Project } from "../model";
import type { KeyResolver } from "./types";
import { keyWords } from "./words";
import { opts, type OptionList, type OptionSourceName, type ParamOption, type ParamSpec } from "./schema";
import {
  POKER_HANDS, VANILLA_BLINDS, VANILLA_BOOSTERS, VANILLA_DECKS, VANILLA_EDITIONS, VANILLA_ENHANCEMENTS, VANILLA_JOKERS,
  VANILLA_PLANETS, VANILLA_SEALS, VANILLA_SOUNDS, VANILLA_SPECTRALS, VANILLA_TAGS, VANILLA_TAROTS, VANILLA_VOUCHERS,
} from "./vanillaKeys";
import { DECK_BY_NAME, JOKER_BY_NAME } from "./vanillaNames";
import { VANILLA_LABELS } from "./vanillaLabels";

const DECK_NAMES = new Map(Object.entries(DECK_BY_NAME).map(([name, key]) => [name.toLowerCase(), key]));

/** A vanilla key an older spelling names: a deck by its name, a joker by its name as a key ("jolly_joker"). */
function byName(type: Parameters<KeyResolver["center"]>[0], raw: string): string | undefined {
  const text = raw.trim().toLowerCase();
  if (type === "deck") return DECK_NAMES.get(text);
  if (type === "joker") return JOKER_BY_NAME[text.replace(/^j_/, "").replace(/[^a-z0-9]+/g, "_")];
  return undefined;
}

export const RANK_OPTIONS: readonly ParamOption[] = opts("2", "3", "4", "5", "6", "7", "8", "9", "10", ["J", "Jack"], ["Q", "Queen"], ["K", "King"], ["A", "Ace"]);
export const SUIT_OPTIONS: readonly ParamOption[] = opts("Spades", "Hearts", "Diamonds", "Clubs");
export const HAND_OPTIONS: readonly ParamOption[] = opts(...POKER_HANDS);
export const STICKER_OPTIONS: readonly ParamOption[] = opts(["eternal", "Eternal"], ["rental", "Rental"], ["perishable", "Perishable"]);
export const COMPARISONS: readonly ParamOption[] = opts(
  ["equals", "equals"], ["not_equals", "does not equal"], ["greater_than", "greater than"], ["less_than", "less than"],
  ["greater_equals", "at least"], ["less_equals", "at most"],
);
export const SUIT_GROUPS: readonly ParamOption[] = opts(["red", "Red suits"], ["black", "Black suits"]);
export const RANK_GROUPS: readonly ParamOption[] = opts(["face", "Face cards"], ["even", "Even ranks"], ["odd", "Odd ranks"]);
export const CARD_SCOPES: readonly ParamOption[] = opts(["scoring", "Scoring cards"], ["all_played", "All played cards"]);

/** A key's words for people: the game's own name for its items ("j_ring_master" is Showman). */
export function labelOfKey(key: string): string {
  return VANILLA_LABELS[key] ?? keyWords(key);
}

const keyed = (keys: readonly string[]): ParamOption[] => keys.map((k) => ({ value: k, label: labelOfKey(k) }));

/** The vanilla part of each named source (the project's own entries are added by the builder). */
export const VANILLA_OPTIONS: Record<OptionSourceName, readonly ParamOption[]> = {
  poker_hands: HAND_OPTIONS,
  ranks: RANK_OPTIONS,
  suits: SUIT_OPTIONS,
  rarities: opts(["common", "Common"], ["uncommon", "Uncommon"], ["rare", "Rare"], ["legendary", "Legendary"]),
  consumable_sets: opts("Tarot", "Planet", "Spectral"),
  jokers: keyed(VANILLA_JOKERS),
  consumables: keyed([...VANILLA_TAROTS, ...VANILLA_PLANETS, ...VANILLA_SPECTRALS]),
  tarots: keyed(VANILLA_TAROTS),
  planets: keyed(VANILLA_PLANETS),
  spectrals: keyed(VANILLA_SPECTRALS),
  enhancements: keyed(VANILLA_ENHANCEMENTS),
  seals: VANILLA_SEALS.map((s) => ({ value: s, label: s })),
  editions: keyed(VANILLA_EDITIONS),
  vouchers: keyed(VANILLA_VOUCHERS),
  boosters: keyed(VANILLA_BOOSTERS),
  decks: keyed(VANILLA_DECKS),
  tags: keyed(VANILLA_TAGS),
  blinds: keyed(VANILLA_BLINDS),
  boss_blinds: keyed(VANILLA_BLINDS.filter((b) => b !== "bl_small" && b !== "bl_big")),
  stickers: STICKER_OPTIONS,
  sounds: VANILLA_SOUNDS.map((s) => ({ value: s, label: s })),
  pools: [],
  shop_sets: opts(["joker", "Jokers"], ["tarot", "Tarot cards"], ["planet", "Planet cards"], ["spectral", "Spectral cards"], ["playing_card", "Playing cards"]),
};

/** Sources whose values are keys of the project or the game (resolved through the key resolver). */
const CENTER_SOURCES: Partial<Record<OptionSourceName, Parameters<KeyResolver["center"]>[0]>> = {
  jokers: "joker", consumables: "consumable", tarots: "consumable", planets: "consumable", spectrals: "consumable",
  enhancements: "enhancement", seals: "seal", editions: "edition", vouchers: "voucher", boosters: "booster", decks: "deck",
};

function fromList(list: readonly ParamOption[], raw: string): string | undefined {
  const exact = list.find((o) => o.value === raw);
  if (exact) return exact.value;
  const lower = raw.toLowerCase();
  return list.find((o) => o.value.toLowerCase() === lower || o.label.toLowerCase() === lower)?.value;
}

/** The extra constant options of a list ("any", "random", "none"...), which pass through as they are. */
export function extraOptions(options: OptionList): readonly ParamOption[] {
  return Array.isArray(options) ? (options as readonly ParamOption[]) : ((options as { extra?: readonly ParamOption[] }).extra ?? []);
}

/**
 * The value a generator receives for a stored select value, or undefined when it is not an
 * option. Constant options come back in their canonical spelling; keys come back as the game's
 * full keys (j_mymod_lucky, m_gold, e_foil, Gold); rarities as SMODS rarity keys.
 */
export function resolveOption(options: OptionList, raw: string, keys: KeyResolver): string | undefined {
  const constant = fromList(extraOptions(options), raw);
  if (constant !== undefined) return constant;
  if (Array.isArray(options)) return undefined;
  const source = (options as { source: OptionSourceName }).source;
  const center = CENTER_SOURCES[source];
  if (center) {
    const key = keys.center(center, raw) ?? (center === "edition" ? keys.center(center, `e_${raw}`) : undefined)
      ?? byName(center, raw);
    if (!key) return undefined;
    if (source === "tarots" || source === "planets" || source === "spectrals") {
      const vanilla = source === "tarots" ? VANILLA_TAROTS : source === "planets" ? VANILLA_PLANETS : VANILLA_SPECTRALS;
      // a project consumable of any set may stand in a per-set list; a vanilla one must be of the set
      if (key.startsWith(`c_${keys.prefix}_`) || vanilla.includes(key)) return key;
      return undefined;
    }
    return key;
  }
  switch (source) {
    case "rarities": return keys.rarity(raw);
    case "consumable_sets": return keys.consumableSet(raw);
    case "sounds": return keys.sound(raw);
    case "pools": return keys.pool(raw);
    case "tags": return keys.tag(raw);
    case "shop_sets": {
      const vanilla = fromList(VANILLA_OPTIONS.shop_sets, raw);
      return vanilla ?? keys.consumableSet(raw);
    }
    default: return fromList(VANILLA_OPTIONS[source], raw);
  }
}

/**
 * A choice's options in the builder's groups: its constant choices, then this mod's own (`own`,
 * projectOptions of a source, which the builder caches), then the game's.
 */
export function choiceGroups(list: OptionList, own: (source: OptionSourceName) => readonly ParamOption[]): [string | undefined, readonly ParamOption[]][] {
  if (Array.isArray(list)) return [[undefined, list as readonly ParamOption[]]];
  const { source, extra } = list as { source: OptionSourceName; extra?: readonly ParamOption[] };
  return [[undefined, extra ?? []], ["This mod", own(source)], ["The game", VANILLA_OPTIONS[source] ?? []]];
}

/** Every option of a choice, as the builder lists them (choiceGroups, one after another). */
export function choiceOptions(list: OptionList, project: Project): readonly ParamOption[] {
  return choiceGroups(list, (source) => projectOptions(project, source)).flatMap(([, options]) => options);
}

/** The words of a chosen option ("The Dream" for j_mycustom_thedream), for what an edit did; undefined when the param has no such option. */
export function choiceLabel(spec: ParamSpec, value: string, project: Project): string | undefined {
  return spec.type === "select" ? choiceOptions(spec.options, project).find((o) => o.value === value)?.label : undefined;
}

/**
 * The option a select shows for a stored choice: the option itself, or the one the export takes it
 * for when the file spells it otherwise ("joker" for j_joker, "negative" for e_negative, a sound's
 * raw key, "mycustom_thedream" for the mod's own joker); undefined when no option means it.
 */
export function shownOption(list: OptionList, options: readonly ParamOption[], stored: string, keys: KeyResolver): string | undefined {
  if (options.some((o) => o.value === stored)) return stored;
  const meant = resolveOption(list, stored.trim(), keys);
  if (meant === undefined) return undefined;
  return options.find((o) => o.value === meant || resolveOption(list, o.value, keys) === meant)?.value;
}

type Named = { id: string; name?: string; objectKey?: string; key?: string; orderValue?: number; set?: string; pools?: unknown };
const CENTER_LISTS: Partial<Record<OptionSourceName, [keyof Project, ObjectType]>> = {
  jokers: ["jokers", "joker"], consumables: ["consumables", "consumable"], tarots: ["consumables", "consumable"], planets: ["consumables", "consumable"],
  spectrals: ["consumables", "consumable"], enhancements: ["enhancements", "enhancement"], seals: ["seals", "seal"], editions: ["editions", "edition"],
  vouchers: ["vouchers", "voucher"], boosters: ["boosters", "booster"], decks: ["decks", "deck"],
};
const SET_OF_SOURCE: Partial<Record<OptionSourceName, string>> = { tarots: "Tarot", planets: "Planet", spectrals: "Spectral" };

/**
 * The project's own options for a named source (the builder lists them before the game's): its
 * items by the key the exporter writes, its rarities, consumable sets and sounds by their key,
 * the joker pools its jokers join. The compiler resolves each of these values (resolveOption).
 */
export function projectOptions(project: Project, source: OptionSourceName): ParamOption[] {
  const prefix = project.modMetadata.prefix;
  const center = CENTER_LISTS[source];
  if (center) {
    const [listName, type] = center;
    const list = (project[listName] as unknown as Named[]) ?? [];
    const set = SET_OF_SOURCE[source];
    // a per-set list takes the project's consumables of any set (resolveOption allows them), its own set first
    const ordered = set ? [...list.filter((c) => c.set === set), ...list.filter((c) => c.set !== set)] : list;
    return ordered.map((item) => ({ value: exportedKey(type, prefix, list as never, item as never), label: item.name || item.objectKey || item.id }));
  }
  switch (source) {
    case "rarities": return project.customRarities.map((r) => ({ value: r.key, label: r.name || r.key }));
    case "consumable_sets": case "shop_sets": return project.consumableSets.map((s) => ({ value: s.key, label: s.name || s.key }));
    case "sounds": return project.sounds.map((s) => ({ value: s.key, label: s.key }));
    case "pools": {
      const names = new Set<string>();
      for (const j of project.jokers as unknown as Named[]) if (Array.isArray(j.pools)) for (const p of j.pools) if (typeof p === "string" && p.trim()) names.add(p.trim());
      return [...names].map((n) => ({ value: n, label: n }));
    }
    default: return [];
  }
}
