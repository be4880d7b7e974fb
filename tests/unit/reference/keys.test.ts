// The Keys reference: every section the issue names, with the game's counts, and every key the
// rule builder's vanilla lists offer is in it (one truth for the keys a modder types).
import { describe, expect, it } from "vitest";
import { VANILLA_BLINDS, VANILLA_BOOSTERS, VANILLA_DECKS, VANILLA_EDITIONS, VANILLA_ENHANCEMENTS, VANILLA_JOKERS, VANILLA_PLANETS, VANILLA_SPECTRALS, VANILLA_TAGS, VANILLA_TAROTS, VANILLA_VOUCHERS, POKER_HANDS } from "../../../domain/catalog/vanillaKeys";
import { KEY_SECTIONS, keySection, searchKeys } from "../../../domain/reference/keys";

const keysOf = (id: string) => keySection(id)!.rows.map((r) => r.key);

describe("keys reference", () => {
  it("has every section with the game's counts", () => {
    const counts = Object.fromEntries(KEY_SECTIONS.map((s) => [s.id, s.rows.length]));
    expect(counts).toMatchObject({ jokers: 150, consumables: 52, vouchers: 32, boosters: 32, tags: 24, blinds: 30, enhancements: 8, seals: 4, editions: 4, stickers: 4, "poker-hands": 12, ranks: 13, suits: 4 });
    expect(counts.sounds).toBeGreaterThanOrEqual(80);
    expect(counts.colours).toBeGreaterThan(10);
    expect(counts.contexts).toBeGreaterThan(30);
    for (const s of KEY_SECTIONS) expect(new Set(s.rows.map((r) => r.key)).size, s.id).toBe(s.rows.length);
  });

  it("holds every key the rule builder's vanilla lists offer", () => {
    const has = (id: string, keys: readonly string[]) => expect(keys.filter((k) => !keysOf(id).includes(k)), id).toEqual([]);
    has("jokers", VANILLA_JOKERS);
    has("consumables", [...VANILLA_TAROTS, ...VANILLA_PLANETS, ...VANILLA_SPECTRALS]);
    has("vouchers", VANILLA_VOUCHERS);
    has("boosters", VANILLA_BOOSTERS);
    has("tags", VANILLA_TAGS);
    has("blinds", VANILLA_BLINDS);
    has("enhancements", VANILLA_ENHANCEMENTS);
    has("editions", VANILLA_EDITIONS.filter((e) => e !== "e_base"));
    has("decks", VANILLA_DECKS);
    has("poker-hands", POKER_HANDS);
  });

  it("searches across sections by key, name or note", () => {
    const found = searchKeys("blueprint");
    expect(found.map((s) => [s.id, s.rows.map((r) => r.key)])).toEqual([["jokers", ["j_blueprint"]]]);
    expect(searchKeys("mult").map((s) => s.id)).toEqual(expect.arrayContaining(["colours", "enhancements", "sounds"]));
    expect(searchKeys("no such key at all")).toEqual([]);
  });
});
