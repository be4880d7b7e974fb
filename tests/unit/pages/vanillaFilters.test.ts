// The Vanilla Reforged pages' search and filters: rarity and trigger for jokers, set for
// consumables, free words over name, keys and the description as read.
import { describe, expect, it } from "vitest";
import { vanillaItems } from "../../../domain/vanilla/items";
import { filterOptions, filtersOf, searchableText, TRIGGER_LABELS, visibleVanillaItems } from "../../../src/pages/vanilla/vanillaFilters";

const jokers = vanillaItems().jokers;
const keys = (items: readonly { gameKey: string }[]) => items.map((v) => v.gameKey);

describe("vanilla filters", () => {
  it("offers each section's filters with counts, in the game's order of values", () => {
    expect(filtersOf("jokers").map((f) => f.label)).toEqual(["Rarity", "Trigger"]);
    expect(filtersOf("consumables").map((f) => f.label)).toEqual(["Set"]);
    expect(filtersOf("vouchers")).toEqual([]);
    expect(filterOptions(filtersOf("jokers")[0], jokers).map((o) => `${o.label} ${o.count}`)).toEqual(["Common 61", "Uncommon 64", "Rare 20", "Legendary 5"]);
    expect(filterOptions(filtersOf("consumables")[0], vanillaItems().consumables).map((o) => `${o.label} ${o.count}`)).toEqual(["Tarot 22", "Planet 12", "Spectral 18"]);
    const triggers = filterOptions(filtersOf("jokers")[1], jokers);
    expect(triggers.reduce((n, o) => n + o.count, 0)).toBe(150);
    expect(triggers.every((o) => TRIGGER_LABELS[o.value] === o.label)).toBe(true);
  });

  it("keeps the items matching every chosen filter", () => {
    expect(keys(visibleVanillaItems(jokers, "", ["4", ""]))).toEqual(["j_caino", "j_triboulet", "j_yorick", "j_chicot", "j_perkeo"]);
    expect(visibleVanillaItems(jokers, "", ["", "repetition"])).toHaveLength(6);
    expect(keys(visibleVanillaItems(jokers, "", ["4", "repetition"]))).toEqual([]);
    expect(visibleVanillaItems(jokers, "", ["", ""])).toHaveLength(150);
  });

  it("searches every word in the name, the game key, our key and the description as read", () => {
    expect(keys(visibleVanillaItems(jokers, "GREEDY", ["", ""]))).toEqual(["j_greedy_joker"]);
    expect(keys(visibleVanillaItems(jokers, "j_perkeo", ["", ""]))).toEqual(["j_perkeo"]);
    expect(searchableText(jokers[0])).toContain("+4 mult");
    expect(searchableText(jokers[0])).not.toContain("{c:mult}");
    expect(keys(visibleVanillaItems(jokers, "joker +4", ["", ""]))).toContain("j_joker");
    expect(visibleVanillaItems(jokers, "no such joker", ["", ""])).toEqual([]);
  });
});
