// The choices a select offers for every kind of content: the game's own entries plus the
// project's custom ones, so no editor's dropdown misses what the mod itself defines (users of the
// original reported custom seals, editions and sets missing from other editors' lists).
// Pure functions of the project; pages read them through useProjectOptions.
//
// Stored values follow the original's project file: consumable sets and rarities by bare key
// ("Tarot", "my_set", "1"), everything else by the key the game knows it by ("m_gold",
// "m_<prefix>_<key>", "Gold", "<prefix>_<key>", "e_<prefix>_<key>", "v_<prefix>_<key>").
import { gameKey, type ConsumableSet, type ObjectType, type Project } from "../../../domain/model";
import type { SelectOption } from "../items/editor/fields";
import { FALLBACK_BADGE, normaliseHex } from "../description/gameColours";
import {
  VANILLA_CONSUMABLES, VANILLA_EDITIONS, VANILLA_ENHANCEMENTS, VANILLA_JOKERS, VANILLA_SEALS, VANILLA_SOUNDS, VANILLA_VOUCHERS,
} from "./vanillaData";

/** The parts of a project the option lists read. */
export type OptionSource = Pick<Project, "modMetadata" | "consumableSets" | "consumables" | "enhancements" | "seals" | "editions"
  | "sounds" | "vouchers" | "jokers" | "customRarities">;

export const GROUP_VANILLA = "Vanilla";
export const GROUP_MOD = "This mod";

/** The game's own consumable sets and their badge colours (G.C.SECONDARY_SET). */
export const VANILLA_SETS = [
  { key: "Tarot", colour: "#a782d1" },
  { key: "Planet", colour: "#13afce" },
  { key: "Spectral", colour: "#4584fa" },
] as const;

const modLabel = (name: string, key: string) => (name && name !== key ? `${name} (${key})` : key || name || "Unnamed");

interface KeyedItem { id: string; name: string; objectKey: string }

/** A project item of `type` as an option whose value is its game key. */
function modOption(type: ObjectType, prefix: string, item: KeyedItem, group = GROUP_MOD): SelectOption {
  const key = gameKey(type, prefix, item);
  return { value: key, label: modLabel(item.name, key), group };
}

const prefixOf = (p: OptionSource) => p.modMetadata.prefix;

// Consumable sets ----------------------------------------------------------------------------

export function consumableSetOptions(p: OptionSource): SelectOption[] {
  return [
    ...VANILLA_SETS.map((s) => ({ value: s.key, label: s.key, group: GROUP_VANILLA })),
    ...p.consumableSets.filter((s) => s.key).map((s) => ({ value: s.key, label: modLabel(s.name, s.key), group: "Custom sets" })),
  ];
}

export interface SetLook {
  label: string;
  colour: string;
  /** False when a custom set key no longer exists. */
  known: boolean;
}

/** How a consumable's set badge looks (the game colours it with the set's secondary colour). */
export function setLook(set: unknown, sets: readonly ConsumableSet[]): SetLook {
  const text = String(set ?? "");
  const vanilla = VANILLA_SETS.find((s) => s.key.toLowerCase() === text.toLowerCase());
  if (vanilla) return { label: vanilla.key, colour: vanilla.colour, known: true };
  const own = sets.find((s) => s.key === text);
  if (own) {
    const colour = normaliseHex(own.secondary_colour) ?? normaliseHex(own.primary_colour) ?? FALLBACK_BADGE;
    return { label: own.name || own.key, colour, known: true };
  }
  return { label: text || "No set", colour: FALLBACK_BADGE, known: false };
}

// Card modifiers -------------------------------------------------------------------------------

export function enhancementOptions(p: OptionSource): SelectOption[] {
  return [
    ...VANILLA_ENHANCEMENTS.map((e) => ({ value: e.key, label: e.name, group: GROUP_VANILLA })),
    ...p.enhancements.map((e) => modOption("enhancement", prefixOf(p), e)),
  ];
}

export function sealOptions(p: OptionSource): SelectOption[] {
  return [
    ...VANILLA_SEALS.map((s) => ({ value: s.key, label: s.name, group: GROUP_VANILLA })),
    ...p.seals.map((s) => modOption("seal", prefixOf(p), s)),
  ];
}

export function editionOptions(p: OptionSource): SelectOption[] {
  return [
    ...VANILLA_EDITIONS.map((e) => ({ value: e.key, label: e.name, group: GROUP_VANILLA })),
    ...p.editions.map((e) => modOption("edition", prefixOf(p), e)),
  ];
}

// Sounds ---------------------------------------------------------------------------------------

const SOUND_GROUPS: Record<string, string> = {
  sfx: "Game sounds", voice: "Game voices", music: "Game music", ambient: "Game ambience", steamodded: "Steamodded sounds",
};

/**
 * Sounds a seal or edition can play: the project's own (by the key the game knows them by,
 * <prefix>_<key>) first, then every game sound.
 */
export function soundOptions(p: OptionSource): SelectOption[] {
  const prefix = prefixOf(p);
  const own = p.sounds.filter((s) => s.key).map((s) => ({ value: `${prefix}_${s.key}`, label: `${s.key} (${prefix}_${s.key})`, group: "This mod's sounds" }));
  const order = Object.keys(SOUND_GROUPS);
  const vanilla = [...VANILLA_SOUNDS]
    .sort((a, b) => order.indexOf(a.category) - order.indexOf(b.category))
    .map((s) => ({ value: s.key, label: s.key, group: SOUND_GROUPS[s.category] ?? "Game sounds" }));
  return [...own, ...vanilla];
}

// Vouchers, consumables, jokers ----------------------------------------------------------------

/** Vouchers another voucher can require or a deck can start with; `exceptId` leaves one out (itself). */
export function voucherOptions(p: OptionSource, exceptId?: string): SelectOption[] {
  return [
    ...p.vouchers.filter((v) => v.id !== exceptId).map((v) => modOption("voucher", prefixOf(p), v)),
    ...VANILLA_VOUCHERS.map((v) => ({ value: v.key, label: v.name, group: GROUP_VANILLA })),
  ];
}

/** Consumables grouped by set: the mod's own first, then the game's tarots, planets and spectrals. */
export function consumableOptions(p: OptionSource): SelectOption[] {
  return [
    ...p.consumables.map((c) => modOption("consumable", prefixOf(p), c, `This mod: ${setLook(c.set, p.consumableSets).label}`)),
    ...VANILLA_CONSUMABLES.map((c) => ({ value: c.key, label: c.name, group: c.set })),
  ];
}

export function jokerOptions(p: OptionSource): SelectOption[] {
  return [
    ...p.jokers.map((j) => modOption("joker", prefixOf(p), j)),
    ...VANILLA_JOKERS.map((j) => ({ value: j.key, label: j.name, group: GROUP_VANILLA })),
  ];
}

/** The label an option list gives a stored value, or the value itself when nothing matches. */
export function labelOf(options: readonly SelectOption[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}

/** Whether a stored value names something that exists (vanilla or the project's). */
export function isKnown(options: readonly SelectOption[], value: string): boolean {
  return options.some((o) => o.value === value);
}

// Fixed lists ------------------------------------------------------------------------------------

export const SUIT_OPTIONS: readonly SelectOption[] = ["Spades", "Hearts", "Clubs", "Diamonds"].map((s) => ({ value: s, label: s }));

export const RANK_OPTIONS: readonly SelectOption[] = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Queen", "King", "Ace"]
  .map((r) => ({ value: r, label: r }));

export const VANILLA_SHADERS = ["foil", "holo", "polychrome", "booster", "debuff", "voucher", "negative", "negative_shine"] as const;
/** Shaders the exporter writes itself (spec: 11 custom shaders, each with a file). */
export const CUSTOM_SHADERS = [
  "flipped", "gilded", "gold", "ionized", "laminated", "monochrome", "sepia", "glitched", "neon", "overexposed", "frosted",
] as const;

const titleCase = (s: string) => s.replace(/_/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());

/** Edition shaders; "" stores `false` (no shader). */
export const SHADER_OPTIONS: readonly SelectOption[] = [
  { value: "", label: "None (no shader)" },
  ...VANILLA_SHADERS.map((s) => ({ value: s, label: titleCase(s), group: "Game shaders" })),
  ...CUSTOM_SHADERS.map((s) => ({ value: s, label: titleCase(s), group: "Joker Forge shaders" })),
];

/**
 * The option a stored key means, allowing the spellings older project files use for the
 * project's own items ("<prefix>_<key>" or "<key>" where the game key is "v_<prefix>_<key>").
 * Returns the option's value, or `raw` unchanged when nothing matches.
 */
export function resolveOption(options: readonly SelectOption[], raw: string, classPrefix: string, prefix: string): string {
  if (!raw) return raw;
  const candidates = [raw, `${classPrefix}${raw}`, `${classPrefix}${prefix}_${raw}`].map((c) => c.toLowerCase());
  for (const candidate of candidates) {
    const found = options.find((o) => o.value.toLowerCase() === candidate);
    if (found) return found.value;
  }
  return raw;
}
