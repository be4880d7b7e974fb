// What the Vanilla Reforged pages filter by: a free search over name, keys and description, and,
// per section, the facts a modder browses the game's items by (a joker's rarity and when it acts,
// a consumable's set). Pure: the page keeps the chosen values and asks for the matching items.
import { parseBalatroText, plainText } from "../../../domain/text/balatroText";
import type { VanillaItem, VanillaSection } from "../../../domain/vanilla/types";

export interface FilterOption { value: string; label: string; count: number }

export interface VanillaFilter {
  /** Also the select's accessible name ("Rarity", "Set", "Trigger"). */
  label: string;
  /** The option that keeps every item. */
  allLabel: string;
  /** The item's value for this filter, compared with the chosen option's value. */
  valueOf: (v: VanillaItem) => string;
  /** How a value reads in the select. */
  labelOf: (value: string) => string;
  /** Options in this order, then any other value found, in the game's order. */
  order?: readonly string[];
}

const RARITIES = ["Common", "Uncommon", "Rare", "Legendary"];

/** When a vanilla joker acts (the game's context of its main effect, facts.trigger), in words. */
export const TRIGGER_LABELS: Readonly<Record<string, string>> = {
  joker_main: "When the hand scores",
  individual_scored: "When a card scores",
  individual_held: "For each card held in hand",
  repetition: "Retriggers cards",
  passive: "Passive",
  setting_blind: "When a blind is selected",
  first_hand_drawn: "When the first hand is drawn",
  pre_discard: "Before a discard",
  discard: "When a card is discarded",
  end_of_round: "At the end of the round",
  selling_self: "When sold",
  open_booster: "When a booster is opened",
  ending_shop: "When the shop ends",
  other: "Other moments",
};

const text = (value: unknown) => (value === undefined || value === null ? "" : String(value));

export const VANILLA_FILTERS: Partial<Record<VanillaSection, readonly VanillaFilter[]>> = {
  jokers: [
    {
      label: "Rarity", allLabel: "All rarities",
      valueOf: (v) => text(v.facts.rarity),
      labelOf: (value) => RARITIES[Number(value) - 1] ?? value,
      order: ["1", "2", "3", "4"],
    },
    {
      label: "Trigger", allLabel: "All triggers",
      valueOf: (v) => text(v.facts.trigger),
      labelOf: (value) => TRIGGER_LABELS[value] ?? value,
      order: Object.keys(TRIGGER_LABELS),
    },
  ],
  consumables: [
    {
      label: "Set", allLabel: "All sets",
      valueOf: (v) => text(v.facts.set),
      labelOf: (value) => value,
      order: ["Tarot", "Planet", "Spectral"],
    },
  ],
};

export function filtersOf(section: VanillaSection): readonly VanillaFilter[] {
  return VANILLA_FILTERS[section] ?? [];
}

/** The options of a filter over these items, each with how many items have it; values no item has are left out. */
export function filterOptions(filter: VanillaFilter, items: readonly VanillaItem[]): FilterOption[] {
  const counts = new Map<string, number>();
  for (const v of items) {
    const value = filter.valueOf(v);
    if (value !== "") counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const order = filter.order ?? [];
  const values = [...order.filter((value) => counts.has(value)), ...[...counts.keys()].filter((value) => !order.includes(value))];
  return values.map((value) => ({ value, label: filter.labelOf(value), count: counts.get(value) ?? 0 }));
}

/** Everything the search looks in: the name, the game key, our key, the description as read, the filters' words. */
export function searchableText(v: VanillaItem): string {
  const item = v.item as { name?: unknown; objectKey?: unknown; description?: unknown };
  const description = plainText(parseBalatroText(text(item.description)));
  const facts = filtersOf(v.section).map((f) => f.labelOf(f.valueOf(v)));
  return [text(item.name), v.gameKey, text(item.objectKey), description, ...facts].join("\n").toLowerCase();
}

/**
 * The items that match the search (every word somewhere, any case) and every chosen filter
 * (`chosen[i]` for filter i; "" keeps all), in the game's order.
 */
export function visibleVanillaItems(items: readonly VanillaItem[], query: string, chosen: readonly string[], index?: ReadonlyMap<VanillaItem, string>): VanillaItem[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const filters = items.length > 0 ? filtersOf(items[0].section) : [];
  return items.filter((v) => {
    for (let i = 0; i < filters.length; i += 1) {
      if (chosen[i] && filters[i].valueOf(v) !== chosen[i]) return false;
    }
    if (words.length === 0) return true;
    const haystack = index?.get(v) ?? searchableText(v);
    return words.every((word) => haystack.includes(word));
  });
}
