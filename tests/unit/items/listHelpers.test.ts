import { describe, expect, it } from "vitest";
import { createItem, createRarity } from "../../../domain/model";
import { matchesSearch, sortOptionsOf } from "../../../src/components/items/useItemList";
import { jokerConfig } from "../../../src/pages/jokers/jokerConfig";
import { rarityFromOption, rarityLook, rarityOptions, rarityRank } from "../../../src/pages/jokers/rarityOptions";

const lucky = createItem("joker", { id: "a", name: "Lucky Cat", description: "{C:mult}+4{} Mult" });

describe("search", () => {
  it("matches name, key and generated key, case-insensitively, not the description", () => {
    expect(matchesSearch(jokerConfig, lucky, "LUCKY", "mymod")).toBe(true);
    expect(matchesSearch(jokerConfig, lucky, "lucky_cat", "mymod")).toBe(true);
    expect(matchesSearch(jokerConfig, lucky, "j_mymod_lucky", "mymod")).toBe(true);
    expect(matchesSearch(jokerConfig, lucky, "mult", "mymod")).toBe(false);
    expect(matchesSearch(jokerConfig, lucky, "   ", "mymod")).toBe(true);
  });
});

describe("sort options", () => {
  it("offer list order first, then name, key, the type's own and last edited", () => {
    expect(sortOptionsOf(jokerConfig).map((o) => o.id)).toEqual(["id", "name", "key", "rarity", "cost", "rules", "lastEdited"]);
  });
  it("compare names naturally", () => {
    const byName = sortOptionsOf(jokerConfig).find((o) => o.id === "name")!;
    const a = createItem("joker", { id: "1", name: "Joker 10" });
    const b = createItem("joker", { id: "2", name: "joker 9" });
    expect(byName.compare(a, b)).toBeGreaterThan(0);
  });
});

describe("rarity options", () => {
  const custom = [createRarity({ id: "r", key: "mythic", name: "Mythic", badge_colour: "FF00AA" })];
  it("list vanilla rarities and the project's own", () => {
    expect(rarityOptions(custom).map((o) => [o.value, o.label])).toEqual([
      ["1", "Common"], ["2", "Uncommon"], ["3", "Rare"], ["4", "Legendary"], ["mythic", "Mythic"],
    ]);
  });
  it("store vanilla rarities as numbers and custom ones by key", () => {
    expect(rarityFromOption("3")).toBe(3);
    expect(rarityFromOption("mythic")).toBe("mythic");
  });
  it("look like the game: spec colours for 1..4, the badge colour for custom, fallback grey", () => {
    expect(rarityLook(1, custom)).toEqual({ label: "Common", colour: "#009dff", known: true });
    expect(rarityLook("4", custom)).toMatchObject({ label: "Legendary", colour: "#b26cbb" });
    expect(rarityLook("mythic", custom)).toEqual({ label: "Mythic", colour: "#ff00aa", known: true });
    expect(rarityLook("gone", custom)).toEqual({ label: "gone", colour: "#666665", known: false });
  });
  it("rank vanilla first, then custom in list order, unknown last", () => {
    expect([rarityRank("gone", custom), rarityRank("mythic", custom), rarityRank(2, custom)]).toEqual([1000, 5, 2]);
  });
});
