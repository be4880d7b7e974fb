import { describe, expect, it } from "vitest";
import { createItem, createRarity, gameKey, type Joker } from "../../../domain/model";
import { reduce } from "../../../commands/reducer";
import { emptyProject } from "../../../domain/model";
import { renameChanges, settleTypedKey } from "../../../src/components/items/itemCommands";
import { jokerConfig } from "../../../src/pages/jokers/jokerConfig";
import { rarityConfig } from "../../../src/pages/jokers/rarityConfig";
import { shownKey } from "../../../src/components/items/useItemList";

const joker = (id: string, name: string, objectKey?: string): Joker =>
  createItem("joker", { id, name, ...(objectKey !== undefined ? { objectKey } : {}) });

describe("key derivation in the item editors", () => {
  it("a rename carries a still-derived key along with the name", () => {
    const item = joker("a", "New Joker");
    expect(item.objectKey).toBe("new_joker");
    expect(renameChanges(jokerConfig, item, "Lucky Cat!", [item])).toEqual({ name: "Lucky Cat!", objectKey: "lucky_cat" });
  });

  it("a key bumped for uniqueness still counts as derived", () => {
    const first = joker("a", "New Joker");
    const second = joker("b", "New Joker", "new_joker2");
    expect(renameChanges(jokerConfig, second, "Blue Moon", [first, second])).toEqual({ name: "Blue Moon", objectKey: "blue_moon" });
  });

  it("a key the author chose is kept on rename", () => {
    const item = joker("a", "New Joker", "my_special_key");
    expect(renameChanges(jokerConfig, item, "Something Else", [item])).toEqual({ name: "Something Else" });
  });

  it("the followed key is made unique against the other items", () => {
    const taken = joker("x", "Lucky Cat");
    const item = joker("a", "New Joker");
    expect(renameChanges(jokerConfig, item, "Lucky Cat", [taken, item])).toMatchObject({ objectKey: "lucky_cat2" });
  });

  it("a name without usable characters falls back to the object type", () => {
    const item = joker("a", "New Joker");
    expect(renameChanges(jokerConfig, item, "!!!", [item])).toMatchObject({ objectKey: "joker" });
  });

  it("typed keys are made code-safe; an empty one comes from the name", () => {
    expect(settleTypedKey("Lucky Kitty!", "Whatever", "joker")).toBe("lucky_kitty");
    expect(settleTypedKey("  ", "Blue Moon", "joker")).toBe("blue_moon");
    expect(settleTypedKey("123", "", "joker")).toBe("joker");
  });

  it("rarity keys use the rarity fallback and key field", () => {
    const r = createRarity({ id: "r", name: "New Rarity", key: "new_rarity" });
    expect(renameChanges(rarityConfig, r as never, "Mythic", [r as never])).toEqual({ name: "Mythic", key: "mythic" });
  });

  it("the generated key shown is j_<prefix>_<key> for jokers and <prefix>_<key> for rarities", () => {
    const lucky = joker("a", "Lucky Cat");
    expect(shownKey(jokerConfig, "mymod", [lucky], lucky)).toBe("j_mymod_lucky_cat");
    expect(gameKey("joker", "mymod", { objectKey: "x" })).toBe("j_mymod_x");
    const mythic = createRarity({ id: "r", key: "mythic" }) as never;
    expect(shownKey(rarityConfig, "mymod", [mythic], mythic)).toBe("mymod_mythic");
  });

  it("a duplicate through the reducer gets a new id and a bumped key, right after the original", () => {
    let p = emptyProject();
    p = reduce(p, { type: "list/add", list: "jokers", entry: jokerConfig.create({ id: "a", project: p }), at: 1 });
    p = reduce(p, { type: "list/duplicate", list: "jokers", id: "a", newId: "b", at: 2 });
    expect(p.jokers.map((j) => [j.id, j.objectKey, j.orderValue])).toEqual([["a", "new_joker", 1], ["b", "new_joker2", 2]]);
  });

  it("a new joker from the config carries the project's prefix pool", () => {
    const p = emptyProject();
    p.modMetadata.prefix = "zz";
    expect(jokerConfig.create({ id: "a", project: p }).pools).toEqual(["zz_jokers"]);
  });
});
