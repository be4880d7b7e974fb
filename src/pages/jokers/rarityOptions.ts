// The joker rarities a select offers and how a rarity looks: the four vanilla ones (stored as
// 1..4) and the project's custom rarities (stored by key). Any page listing rarities uses this
// so custom rarities are never missing from a dropdown.
import type { CustomRarity } from "../../../domain/model";
import { useProject } from "../../store/useProject";
import { FALLBACK_BADGE, RARITY_COLOURS, normaliseHex } from "../../components/description/gameColours";
import type { SelectOption } from "../../components/items/editor/fields";

export const VANILLA_RARITIES = [
  { value: 1, label: "Common" },
  { value: 2, label: "Uncommon" },
  { value: 3, label: "Rare" },
  { value: 4, label: "Legendary" },
] as const;

export function useCustomRarities(): readonly CustomRarity[] {
  return useProject((p) => p.customRarities);
}

export function rarityOptions(custom: readonly CustomRarity[]): SelectOption[] {
  return [
    ...VANILLA_RARITIES.map((r) => ({ value: String(r.value), label: r.label, group: "Vanilla" })),
    ...custom.map((r) => ({ value: r.key, label: r.name || r.key, group: "Custom rarities" })),
  ];
}

/** The stored value for a select value: "1".."4" become numbers, custom keys stay strings. */
export function rarityFromOption(value: string): number | string {
  return /^[1-4]$/.test(value) ? Number(value) : value;
}

export interface RarityLook {
  label: string;
  colour: string;
  /** False when a custom key no longer exists. */
  known: boolean;
}

export function rarityLook(rarity: unknown, custom: readonly CustomRarity[]): RarityLook {
  const n = typeof rarity === "number" ? rarity : /^[1-4]$/.test(String(rarity)) ? Number(rarity) : NaN;
  const vanilla = VANILLA_RARITIES.find((r) => r.value === n);
  if (vanilla) return { label: vanilla.label, colour: RARITY_COLOURS[vanilla.value], known: true };
  const found = custom.find((r) => r.key === rarity);
  if (found) return { label: found.name || found.key, colour: normaliseHex(found.badge_colour) ?? FALLBACK_BADGE, known: true };
  return { label: String(rarity ?? "Unknown"), colour: FALLBACK_BADGE, known: false };
}

/** Sort rank: vanilla 1..4, then custom rarities in their list order, unknown last. */
export function rarityRank(rarity: unknown, custom: readonly CustomRarity[]): number {
  const n = typeof rarity === "number" ? rarity : Number(rarity);
  if (n >= 1 && n <= 4) return n;
  const i = custom.findIndex((r) => r.key === rarity);
  return i >= 0 ? 5 + i : 1000;
}

/** How many jokers of the project have the rarity `key`. */
export function useJokersUsing(key: string): number {
  return useProject((p) => p.jokers.filter((j) => j.rarity === key).length);
}
