// The version-1 commands of old edit logs keep their exact semantics (commands/legacy.ts): generic
// list edits, no cascades, project/replace settling a whole project.
import { describe, expect, it } from "vitest";
import { emptyProject, type Project } from "../../../domain/model";
import { reduce } from "../../../commands/reducer";
import { legacy as cmd, item, keyed, listOf, projectWith } from "./builders";

const keys = (project: Project, list: "jokers" | "consumables" | "decks") => listOf(project, list).map((e) => e.objectKey);
const ids = (project: Project, list: Parameters<typeof listOf>[1]) => listOf(project, list).map((e) => e.id);
const orders = (project: Project, list: Parameters<typeof listOf>[1]) => listOf(project, list).map((e) => e.orderValue);

describe("list/add", () => {
  it("appends an item, derives its empty key from the name and numbers it", () => {
    const start = projectWith({ jokers: [item("joker", "a", "Alpha", "alpha")] });
    const next = reduce(start, cmd({ type: "list/add", list: "jokers", entry: item("joker", "b", "Lucky Cat!") }, 42));
    expect(ids(next, "jokers")).toEqual(["a", "b"]);
    expect(keys(next, "jokers")).toEqual(["alpha", "lucky_cat"]);
    expect(orders(next, "jokers")).toEqual([1, 2]);
    expect(next.timestamp).toBe(42);
  });

  it("makes a taken key unique by appending 2, then incrementing (spec section 4)", () => {
    let p = projectWith({ jokers: [item("joker", "a", "Card", "card")] });
    p = reduce(p, cmd({ type: "list/add", list: "jokers", entry: item("joker", "b", "Card", "card") }));
    p = reduce(p, cmd({ type: "list/add", list: "jokers", entry: item("joker", "c", "Card") }));
    expect(keys(p, "jokers")).toEqual(["card", "card2", "card3"]);
  });

  it("falls back to the object type when the name gives no key", () => {
    const p = reduce(emptyProject(), cmd({ type: "list/add", list: "decks", entry: item("deck", "d", "123 !!!") }));
    expect(keys(p, "decks")).toEqual(["deck"]);
  });

  it("inserts at an index, shifting neighbours' orderValue, and clamps the index", () => {
    let p = projectWith({ consumables: [item("consumable", "a", "A", "a"), item("consumable", "b", "B", "b")] });
    p = reduce(p, cmd({ type: "list/add", list: "consumables", entry: item("consumable", "c", "C"), index: 0 }));
    expect(ids(p, "consumables")).toEqual(["c", "a", "b"]);
    expect(orders(p, "consumables")).toEqual([1, 2, 3]);
    p = reduce(p, cmd({ type: "list/add", list: "consumables", entry: item("consumable", "d", "D"), index: 99 }));
    p = reduce(p, cmd({ type: "list/add", list: "consumables", entry: item("consumable", "e", "E"), index: -4 }));
    expect(ids(p, "consumables")).toEqual(["e", "c", "a", "b", "d"]);
    expect(orders(p, "consumables")).toEqual([1, 2, 3, 4, 5]);
  });

  it("forces the item's objectType to its list and leaves the command's entry untouched", () => {
    const entry = item("joker", "x", "Wrong Type");
    const frozen = JSON.stringify(entry);
    const p = reduce(emptyProject(), cmd({ type: "list/add", list: "seals", entry }));
    expect(listOf(p, "seals")[0].objectType).toBe("seal");
    expect(JSON.stringify(entry)).toBe(frozen);
  });

  it("keeps sound, rarity and set keys unique and never empty", () => {
    let p = projectWith({ sounds: [keyed("s1", "boom")] });
    p = reduce(p, cmd({ type: "list/add", list: "sounds", entry: keyed("s2", "boom") }));
    p = reduce(p, cmd({ type: "list/add", list: "sounds", entry: { id: "s3", key: "", soundString: "" } }));
    expect(listOf(p, "sounds").map((s) => s.key)).toEqual(["boom", "boom2", "sound"]);
    expect(listOf(p, "sounds")[0]).not.toHaveProperty("orderValue");
    p = reduce(p, cmd({ type: "list/add", list: "customRarities", entry: keyed("r1", "", "Super Rare") }));
    p = reduce(p, cmd({ type: "list/add", list: "customRarities", entry: keyed("r2", "", "Super Rare") }));
    expect(listOf(p, "customRarities").map((s) => s.key)).toEqual(["super_rare", "super_rare2"]);
  });

  it("is a no-op returning the same project when the id already exists", () => {
    const start = projectWith({ jokers: [item("joker", "a", "A", "a")] });
    expect(reduce(start, cmd({ type: "list/add", list: "jokers", entry: item("joker", "a", "Other") }))).toBe(start);
  });
});

describe("list/update", () => {
  const start = projectWith({ jokers: [item("joker", "a", "Alpha", "alpha"), item("joker", "b", "Beta", "beta", { cost: 4 })] });

  it("merges changes into the named entry only", () => {
    const next = reduce(start, cmd({ type: "list/update", list: "jokers", id: "b", changes: { name: "Bravo", cost: 6 } }, 77));
    expect(listOf(next, "jokers")[1]).toMatchObject({ id: "b", name: "Bravo", cost: 6, objectKey: "beta" });
    expect(listOf(next, "jokers")[0]).toBe(listOf(start, "jokers")[0]);
    expect(next.timestamp).toBe(77);
    expect(listOf(start, "jokers")[1].name).toBe("Beta");
  });

  it("makes a changed key unique against the others, but not against itself", () => {
    const clash = reduce(start, cmd({ type: "list/update", list: "jokers", id: "b", changes: { objectKey: "alpha" } }));
    expect(keys(clash, "jokers")).toEqual(["alpha", "alpha2"]);
    const same = reduce(start, cmd({ type: "list/update", list: "jokers", id: "a", changes: { objectKey: "alpha" } }));
    expect(same).toBe(start);
    const emptied = reduce(start, cmd({ type: "list/update", list: "jokers", id: "a", changes: { objectKey: "", name: "New Name" } }));
    expect(keys(emptied, "jokers")).toEqual(["new_name", "beta"]);
  });

  it("makes a changed sound key unique", () => {
    const p = projectWith({ sounds: [keyed("s1", "boom"), keyed("s2", "bang")] });
    const next = reduce(p, cmd({ type: "list/update", list: "sounds", id: "s2", changes: { key: "boom", volume: 0.3 } }));
    expect(listOf(next, "sounds").map((s) => [s.key, s.volume])).toEqual([["boom", undefined], ["boom2", 0.3]]);
  });

  it("treats a new orderValue as a move and keeps 1..n", () => {
    const p = projectWith({ jokers: ["a", "b", "c"].map((id) => item("joker", id, id.toUpperCase(), id)) });
    const next = reduce(p, cmd({ type: "list/update", list: "jokers", id: "a", changes: { orderValue: 3 } }));
    expect(ids(next, "jokers")).toEqual(["b", "c", "a"]);
    expect(orders(next, "jokers")).toEqual([1, 2, 3]);
  });

  it("never changes id or objectType, and drops fields set to undefined (as JSON would)", () => {
    const next = reduce(start, cmd({ type: "list/update", list: "jokers", id: "b", changes: { id: "zzz", objectType: "seal", cost: undefined } }));
    expect(listOf(next, "jokers")[1]).toMatchObject({ id: "b", objectType: "joker" });
    expect(listOf(next, "jokers")[1]).not.toHaveProperty("cost");
  });

  it("removes the fields named in unset, but never id, objectType, orderValue or the key", () => {
    const next = reduce(start, cmd({ type: "list/update", list: "jokers", id: "b", changes: {}, unset: ["cost", "id", "objectKey", "orderValue", "objectType"] }));
    expect(listOf(next, "jokers")[1]).not.toHaveProperty("cost");
    expect(listOf(next, "jokers")[1]).toMatchObject({ id: "b", objectKey: "beta", orderValue: 2, objectType: "joker" });
    const meta = reduce(emptyProject(), cmd({ type: "metadata/update", changes: {}, unset: ["description"] }));
    expect(meta.modMetadata).not.toHaveProperty("description");
  });

  it("ignores prototype keys from parsed files", () => {
    const changes = JSON.parse('{"__proto__": {"polluted": true}, "name": "Safe"}') as Record<string, unknown>;
    const next = reduce(start, cmd({ type: "list/update", list: "jokers", id: "a", changes }));
    expect(listOf(next, "jokers")[0].name).toBe("Safe");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((listOf(next, "jokers")[0] as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("is a no-op for a missing id or for changes that change nothing", () => {
    expect(reduce(start, cmd({ type: "list/update", list: "jokers", id: "nope", changes: { name: "X" } }))).toBe(start);
    expect(reduce(start, cmd({ type: "list/update", list: "jokers", id: "a", changes: { name: "Alpha" } }))).toBe(start);
  });
});

describe("list/duplicate", () => {
  it("inserts a copy right after the original with the new id, same name, bumped key", () => {
    const p = projectWith({ jokers: [item("joker", "a", "Alpha", "alpha", { rules: [{ id: "r1" }] }), item("joker", "b", "Beta", "beta")] });
    const next = reduce(p, cmd({ type: "list/duplicate", list: "jokers", id: "a", newId: "a2" }));
    expect(ids(next, "jokers")).toEqual(["a", "a2", "b"]);
    expect(orders(next, "jokers")).toEqual([1, 2, 3]);
    const [original, copy] = listOf(next, "jokers");
    expect(copy).toMatchObject({ name: "Alpha", objectKey: "alpha2", rules: [{ id: "r1" }] });
    // Editing the copy leaves the original alone.
    const edited = reduce(next, cmd({ type: "list/update", list: "jokers", id: "a2", changes: { name: "Changed" } }));
    expect(listOf(edited, "jokers")[0]).toEqual(original);
  });

  it("appends _copy to a sound's key (spec section 4), made unique", () => {
    let p = projectWith({ sounds: [keyed("s1", "boom")] });
    p = reduce(p, cmd({ type: "list/duplicate", list: "sounds", id: "s1", newId: "s2" }));
    p = reduce(p, cmd({ type: "list/duplicate", list: "sounds", id: "s1", newId: "s3" }));
    expect(listOf(p, "sounds").map((s) => [s.id, s.key])).toEqual([["s1", "boom"], ["s3", "boom_copy2"], ["s2", "boom_copy"]]);
  });

  it("is a no-op for a missing id or a new id already in use", () => {
    const p = projectWith({ jokers: [item("joker", "a", "A", "a"), item("joker", "b", "B", "b")] });
    expect(reduce(p, cmd({ type: "list/duplicate", list: "jokers", id: "nope", newId: "n" }))).toBe(p);
    expect(reduce(p, cmd({ type: "list/duplicate", list: "jokers", id: "a", newId: "b" }))).toBe(p);
  });
});

describe("list/remove", () => {
  it("removes the entry and renumbers the rest", () => {
    const p = projectWith({ vouchers: ["a", "b", "c"].map((id) => item("voucher", id, id, id)) });
    const next = reduce(p, cmd({ type: "list/remove", list: "vouchers", id: "b" }, 9));
    expect(ids(next, "vouchers")).toEqual(["a", "c"]);
    expect(orders(next, "vouchers")).toEqual([1, 2]);
    expect(next.timestamp).toBe(9);
  });

  it("is a no-op for a missing id", () => {
    const p = projectWith({ vouchers: [item("voucher", "a", "a", "a")] });
    expect(reduce(p, cmd({ type: "list/remove", list: "vouchers", id: "zz" }))).toBe(p);
  });
});

describe("list/move", () => {
  const p = projectWith({ boosters: ["a", "b", "c", "d"].map((id) => item("booster", id, id, id)) });

  it("moves to the index and renumbers", () => {
    const next = reduce(p, cmd({ type: "list/move", list: "boosters", id: "d", toIndex: 1 }));
    expect(ids(next, "boosters")).toEqual(["a", "d", "b", "c"]);
    expect(orders(next, "boosters")).toEqual([1, 2, 3, 4]);
  });

  it("clamps the index to the list", () => {
    expect(ids(reduce(p, cmd({ type: "list/move", list: "boosters", id: "a", toIndex: 50 })), "boosters")).toEqual(["b", "c", "d", "a"]);
    expect(ids(reduce(p, cmd({ type: "list/move", list: "boosters", id: "c", toIndex: -2 })), "boosters")).toEqual(["c", "a", "b", "d"]);
  });

  it("is a no-op for a missing id or the same position", () => {
    expect(reduce(p, cmd({ type: "list/move", list: "boosters", id: "zz", toIndex: 0 }))).toBe(p);
    expect(reduce(p, cmd({ type: "list/move", list: "boosters", id: "b", toIndex: 1 }))).toBe(p);
  });
});

describe("metadata/update", () => {
  it("merges changes into the metadata and stamps the project", () => {
    const start = emptyProject(1);
    const next = reduce(start, cmd({ type: "metadata/update", changes: { name: "Cool Mod", author: ["A", "B"] } }, 5));
    expect(next.modMetadata).toMatchObject({ name: "Cool Mod", author: ["A", "B"], id: "mycustommod" });
    expect(next.timestamp).toBe(5);
    expect(start.modMetadata.name).toBe("My Custom Mod");
  });

  it("is a no-op when nothing changes", () => {
    const start = emptyProject(1);
    expect(reduce(start, cmd({ type: "metadata/update", changes: { name: "My Custom Mod" } }))).toBe(start);
  });
});

describe("project/replace", () => {
  it("replaces the project and stamps it, without touching the command's project", () => {
    const incoming = projectWith({ jokers: [item("joker", "x", "X", "x")] }, 3);
    const snapshot = JSON.stringify(incoming);
    const next = reduce(emptyProject(), cmd({ type: "project/replace", project: incoming }, 99));
    expect(ids(next, "jokers")).toEqual(["x"]);
    expect(next.timestamp).toBe(99);
    expect(JSON.stringify(incoming)).toBe(snapshot);
  });

  it("brings a project without the invariants to them: order, 1..n, unique non-empty keys", () => {
    const raw = projectWith({}) as unknown as Record<string, unknown>;
    raw.jokers = [
      { ...item("joker", "b", "Beta", "dup"), orderValue: 7 },
      { ...item("joker", "a", "Alpha", "dup"), orderValue: 2 },
      { ...item("joker", "c", "Gamma", ""), orderValue: 9 },
      { ...item("joker", "d", "Delta", "dup2"), orderValue: 8 },
    ];
    raw.sounds = [keyed("s1", "x"), keyed("s2", "x")];
    const next = reduce(emptyProject(), cmd({ type: "project/replace", project: raw as unknown as Project }));
    expect(ids(next, "jokers")).toEqual(["a", "b", "d", "c"]);
    expect(orders(next, "jokers")).toEqual([1, 2, 3, 4]);
    // The first "dup" keeps its key; "dup2" was already unique and keeps its key too.
    expect(keys(next, "jokers")).toEqual(["dup", "dup3", "dup2", "gamma"]);
    expect(listOf(next, "sounds").map((s) => s.key)).toEqual(["x", "x2"]);
  });
});

// History keeps the projects reduce returns, so it relies on these two properties.
describe("structural sharing", () => {
  it("leaves the earlier project untouched and shares every unchanged part with it", () => {
    const start = projectWith({ jokers: ["a", "b", "c"].map((id) => item("joker", id, id, id)), sounds: [keyed("s", "k")] });
    const before = JSON.stringify(start);
    const next = reduce(start, cmd({ type: "list/update", list: "jokers", id: "b", changes: { name: "Bee" } }));
    expect(JSON.stringify(start)).toBe(before);
    expect(next).not.toBe(start);
    expect(next.jokers).not.toBe(start.jokers);
    expect(next.jokers[1]).not.toBe(start.jokers[1]);
    expect(next.jokers[0]).toBe(start.jokers[0]);
    expect(next.jokers[2]).toBe(start.jokers[2]);
    expect(next.sounds).toBe(start.sounds);
    expect(next.modMetadata).toBe(start.modMetadata);
  });

  it("returns frozen projects, so a kept reference can never change later", () => {
    const next = reduce(projectWith({ sounds: [keyed("s", "k")] }), cmd({ type: "list/duplicate", list: "sounds", id: "s", newId: "t" }));
    expect(Object.isFrozen(next)).toBe(true);
    expect(Object.isFrozen(next.sounds)).toBe(true);
    expect(Object.isFrozen(next.sounds[1])).toBe(true);
  });
});
