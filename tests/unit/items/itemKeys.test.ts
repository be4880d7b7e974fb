// Keys in the item editors: the name field dispatches a rename and the key field a typed key;
// the reducer derives, cleans and de-duplicates (commands/entries.ts), and the key field's hint
// asks the same code what the key will be.
import { describe, expect, it } from "vitest";
import { createItem, createRarity, emptyProject, gameKey, type Joker, type Project } from "../../../domain/model";
import { reduce } from "../../../commands/reducer";
import { settledKey } from "../../../commands/entries";
import { jokerConfig } from "../../../src/pages/jokers/jokerConfig";
import { rarityConfig } from "../../../src/pages/jokers/rarityConfig";
import { shownKey } from "../../../src/components/items/useItemList";

const joker = (id: string, name: string, objectKey?: string): Joker =>
  createItem("joker", { id, name, ...(objectKey !== undefined ? { objectKey } : {}) });

function withJokers(...jokers: Joker[]): Project {
  return { ...emptyProject(), jokers: jokers.map((j, i) => ({ ...j, orderValue: i + 1 })) };
}

describe("key derivation in the item editors", () => {
  it("the key field's hint is what the reducer will store", () => {
    const p = withJokers(joker("a", "Whatever"), joker("b", "Blue Moon", "lucky_kitty"));
    expect(settledKey(p, "jokers", "a", "Lucky Kitty!")).toBe("lucky_kitty2");
    expect(settledKey(p, "jokers", "a", "  ")).toBe("whatever");
    expect(settledKey(p, "jokers", "a", "123")).toBe("whatever");
    const stored = reduce(p, { type: "entry/setKey", list: "jokers", id: "a", key: "Lucky Kitty!", at: 5 });
    expect(stored.jokers[0].objectKey).toBe("lucky_kitty2");
  });

  it("a name without usable characters and no typed key falls back to the object type", () => {
    const p = withJokers(joker("a", "!!!", "x"));
    expect(settledKey(p, "jokers", "a", "")).toBe("joker");
  });

  it("rarity keys use the rarity fallback and key field", () => {
    const p = { ...emptyProject(), customRarities: [createRarity({ id: "r", name: "???", key: "old" })] };
    expect(settledKey(p, "customRarities", "r", "")).toBe("rarity");
    expect(reduce(p, { type: "entry/rename", list: "customRarities", id: "r", name: "Mythic", at: 5 }).customRarities[0].key).toBe("old");
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
    p = reduce(p, { type: "entry/add", list: "jokers", entry: jokerConfig.create({ id: "a", project: p }), at: 1 });
    p = reduce(p, { type: "entry/duplicate", list: "jokers", id: "a", newId: "b", at: 2 });
    expect(p.jokers.map((j) => [j.id, j.objectKey, j.orderValue])).toEqual([["a", "new_joker", 1], ["b", "new_joker2", 2]]);
  });

  it("a new joker from the config carries the project's prefix pool", () => {
    const p = emptyProject();
    p.modMetadata.prefix = "zz";
    expect(jokerConfig.create({ id: "a", project: p }).pools).toEqual(["zz_jokers"]);
  });
});
