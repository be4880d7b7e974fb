// The intent commands through the one reducer: what each does, what it refuses, and the
// structural sharing history relies on. References that follow or are cleared: cascades.test.ts.
import { describe, expect, it } from "vitest";
import { createItem, createRarity, createSound, emptyProject, type Project } from "../../../domain/model";
import { checkCommand, describeCommand, reduce } from "../../../commands/reducer";
import { editEntry } from "../../../commands/entries";
import { cmd, item, keyed, listOf, projectWith } from "./builders";

const keys = (project: Project, list: "jokers" | "consumables" | "decks") => listOf(project, list).map((e) => e.objectKey);
const ids = (project: Project, list: Parameters<typeof listOf>[1]) => listOf(project, list).map((e) => e.id);
const orders = (project: Project, list: Parameters<typeof listOf>[1]) => listOf(project, list).map((e) => e.orderValue);

describe("entry/add", () => {
  it("appends an item, derives its empty key from the name and numbers it", () => {
    const start = projectWith({ jokers: [item("joker", "a", "Alpha", "alpha")] });
    const next = reduce(start, cmd({ type: "entry/add", list: "jokers", entry: createItem("joker", { id: "b", name: "Lucky Cat!", objectKey: "" }) }, 42));
    expect(ids(next, "jokers")).toEqual(["a", "b"]);
    expect(keys(next, "jokers")).toEqual(["alpha", "lucky_cat"]);
    expect(orders(next, "jokers")).toEqual([1, 2]);
    expect(next.timestamp).toBe(42);
  });

  it("makes a taken key unique (spec section 4), inserts at an index and clamps it", () => {
    let p = projectWith({ consumables: [item("consumable", "a", "Card", "card")] });
    p = reduce(p, cmd({ type: "entry/add", list: "consumables", entry: createItem("consumable", { id: "b", name: "Card" }), index: 0 }));
    p = reduce(p, cmd({ type: "entry/add", list: "consumables", entry: createItem("consumable", { id: "c", name: "Card" }), index: 99 }));
    expect(ids(p, "consumables")).toEqual(["b", "a", "c"]);
    expect(keys(p, "consumables")).toEqual(["card2", "card", "card3"]);
    expect(orders(p, "consumables")).toEqual([1, 2, 3]);
  });

  it("keeps sound, rarity and set keys unique", () => {
    let p = projectWith({ sounds: [keyed("s1", "boom")] });
    p = reduce(p, cmd({ type: "entry/add", list: "sounds", entry: createSound({ id: "s2", key: "boom" }) }));
    p = reduce(p, cmd({ type: "entry/add", list: "customRarities", entry: createRarity({ id: "r1", key: "", name: "Super Rare" }) }));
    p = reduce(p, cmd({ type: "entry/add", list: "customRarities", entry: createRarity({ id: "r2", key: "", name: "Super Rare" }) }));
    expect(listOf(p, "sounds").map((s) => s.key)).toEqual(["boom", "boom2"]);
    expect(listOf(p, "customRarities").map((s) => s.key)).toEqual(["super_rare", "super_rare2"]);
  });

  it("refuses an id in use, a wrong-typed field, or a reference to nothing", () => {
    const start = projectWith({ jokers: [item("joker", "a", "A", "a")] });
    expect(checkCommand(start, cmd({ type: "entry/add", list: "jokers", entry: createItem("joker", { id: "a" }) }))).toMatch(/already exists/);
    expect(checkCommand(start, cmd({ type: "entry/add", list: "jokers", entry: { ...createItem("joker", { id: "b" }), cost: "high" as unknown as number } }))).toBe("entry.cost must be a number");
    expect(checkCommand(start, cmd({ type: "entry/add", list: "consumables", entry: createItem("consumable", { id: "c", set: "ghosts" }) }))).toMatch(/set: no consumable set of this mod is 'ghosts'/);
    expect(reduce(start, cmd({ type: "entry/add", list: "jokers", entry: createItem("joker", { id: "a" }) }))).toBe(start);
  });
});

describe("entry/edit", () => {
  const start = projectWith({ jokers: [item("joker", "a", "Alpha", "alpha"), item("joker", "b", "Beta", "beta", { cost: 4 })] });

  it("merges typed changes into the named entry only", () => {
    const next = reduce(start, editEntry("jokers", "b", { cost: 6, blueprint_compat: false }, { at: 77 }));
    expect(listOf(next, "jokers")[1]).toMatchObject({ id: "b", name: "Beta", cost: 6, blueprint_compat: false, objectKey: "beta" });
    expect(listOf(next, "jokers")[0]).toBe(listOf(start, "jokers")[0]);
    expect(next.timestamp).toBe(77);
  });

  it("removes an optional field set to undefined or named in unset", () => {
    expect(listOf(reduce(start, editEntry("jokers", "b", { cost: undefined }, { at: 5 })), "jokers")[1]).not.toHaveProperty("cost");
    expect(listOf(reduce(start, cmd({ type: "entry/edit", list: "jokers", id: "b", changes: {}, unset: ["cost"] })), "jokers")[1]).not.toHaveProperty("cost");
  });

  it("refuses what the app never sends: the name, key, id, position or rules, unknown fields, wrong types, removing a field with a default", () => {
    const refused = (changes: Record<string, unknown>, unset?: string[]) =>
      checkCommand(start, { type: "entry/edit", list: "jokers", id: "b", changes, ...(unset ? { unset } : {}), at: 1 });
    expect(refused({ name: "X" })).toBe("changes.name is not changed by an edit");
    expect(refused({ objectKey: "x" })).toBe("changes.objectKey is not changed by an edit");
    expect(refused({ orderValue: 3 })).toBe("changes.orderValue is not changed by an edit");
    expect(refused({ rarity: 2 })).toBe("changes.rarity is not changed by an edit");
    expect(refused({ rarrity: 2 })).toBe("changes.rarrity is not a field of a joker");
    expect(refused({ cost: "6" })).toBe("changes.cost must be a number");
    expect(refused({ imagePreview: "javascript:alert(1)" })).toMatch(/must be an image/);
    expect(refused({}, ["scale_w"])).toBe("scale_w cannot be removed (it has a default)");
    expect(refused({ cost: 1 }, ["__proto__"])).toMatch(/is not a field/);
  });

  it("is a no-op for a missing id or changes that change nothing", () => {
    expect(reduce(start, editEntry("jokers", "nope", { cost: 1 }, { at: 5 }))).toBe(start);
    expect(reduce(start, editEntry("jokers", "b", { cost: 4 }, { at: 5 }))).toBe(start);
  });

  it("does not compile a typo, or a field of another type", () => {
    // @ts-expect-error `rarrity` is not a field of a joker
    editEntry("jokers", "b", { rarrity: 2 }, { at: 1 });
    // @ts-expect-error a joker's rarity has its own command (joker/setRarity)
    editEntry("jokers", "b", { rarity: 2 }, { at: 1 });
    // @ts-expect-error `set` belongs to consumables
    editEntry("jokers", "b", { set: "Tarot" }, { at: 1 });
    // @ts-expect-error cost is a number
    editEntry("jokers", "b", { cost: "6" }, { at: 1 });
    expect(editEntry("consumables", "c", { set: "Tarot" }, { at: 1 }).type).toBe("entry/edit");
  });
});

describe("entry/rename and entry/setKey", () => {
  it("a rename carries a still-derived key along with the name (bumped keys count as derived)", () => {
    let p = projectWith({ jokers: [item("joker", "a", "New Joker", "new_joker"), item("joker", "b", "New Joker", "new_joker2")] });
    p = reduce(p, cmd({ type: "entry/rename", list: "jokers", id: "b", name: "Blue Moon" }));
    p = reduce(p, cmd({ type: "entry/rename", list: "jokers", id: "a", name: "Lucky Cat!" }));
    expect(listOf(p, "jokers").map((j) => [j.name, j.objectKey])).toEqual([["Lucky Cat!", "lucky_cat"], ["Blue Moon", "blue_moon"]]);
  });

  it("a key the author chose stays; a followed key is made unique; no usable name falls back to the type", () => {
    let p = projectWith({ jokers: [item("joker", "a", "New Joker", "special"), item("joker", "x", "Lucky Cat", "lucky_cat"), item("joker", "b", "New Joker", "new_joker")] });
    p = reduce(p, cmd({ type: "entry/rename", list: "jokers", id: "a", name: "Something Else" }));
    p = reduce(p, cmd({ type: "entry/rename", list: "jokers", id: "b", name: "Lucky Cat" }));
    expect(keys(p, "jokers")).toEqual(["special", "lucky_cat", "lucky_cat2"]);
    p = reduce(p, cmd({ type: "entry/rename", list: "jokers", id: "b", name: "!!!" }));
    expect(keys(p, "jokers")[2]).toBe("joker");
  });

  it("rarities follow their name with the rarity fallback", () => {
    const p = reduce(projectWith({ customRarities: [keyed("r", "new_rarity", "New Rarity")] }), cmd({ type: "entry/rename", list: "customRarities", id: "r", name: "Mythic" }));
    expect(listOf(p, "customRarities")[0]).toMatchObject({ name: "Mythic", key: "mythic" });
  });

  it("refuses a name the editor would not store (spec section 5) and a sound's 'name'", () => {
    const p = projectWith({ jokers: [item("joker", "a", "A", "a")], sounds: [keyed("s", "boom")] });
    expect(checkCommand(p, cmd({ type: "entry/rename", list: "jokers", id: "a", name: 'Say "hi"' }))).toBe("name: Name cannot contain quotation marks");
    expect(checkCommand(p, cmd({ type: "entry/rename", list: "jokers", id: "a", name: " " }))).toBe("name: Name cannot be empty");
    expect(checkCommand(p, { type: "entry/rename", list: "sounds", id: "s", name: "x", at: 1 })).toMatch(/a sound has no name/);
  });

  it("typed keys are made code-safe and unique; an empty one comes from the name", () => {
    let p = projectWith({ jokers: [item("joker", "a", "Alpha", "alpha"), item("joker", "b", "Blue Moon", "beta")] });
    p = reduce(p, cmd({ type: "entry/setKey", list: "jokers", id: "b", key: "Lucky Kitty!" }));
    expect(keys(p, "jokers")[1]).toBe("lucky_kitty");
    p = reduce(p, cmd({ type: "entry/setKey", list: "jokers", id: "b", key: "  " }));
    expect(keys(p, "jokers")[1]).toBe("blue_moon");
    p = reduce(p, cmd({ type: "entry/setKey", list: "jokers", id: "b", key: "alpha" }));
    expect(keys(p, "jokers")[1]).toBe("alpha2");
  });

  it("sound keys: an identifier, trimmed, made unique; anything else is refused", () => {
    let p = projectWith({ sounds: [keyed("s1", "boom"), keyed("s2", "bang")] });
    p = reduce(p, cmd({ type: "entry/setKey", list: "sounds", id: "s2", key: " boom " }));
    expect(listOf(p, "sounds").map((s) => s.key)).toEqual(["boom", "boom2"]);
    expect(checkCommand(p, cmd({ type: "entry/setKey", list: "sounds", id: "s2", key: "no spaces" }))).toMatch(/sound key must start/);
    expect(checkCommand(p, cmd({ type: "entry/setKey", list: "sounds", id: "s2", key: "" }))).toMatch(/sound key must start/);
    // the import cuts a longer one, so a saved file would have exported other Lua (field fuzz)
    expect(checkCommand(p, cmd({ type: "entry/setKey", list: "sounds", id: "s2", key: ` ${"s".repeat(65)} ` }))).toBe("a sound key must be 64 characters or less");
    expect(checkCommand(p, cmd({ type: "entry/setKey", list: "sounds", id: "s2", key: "s".repeat(64) }))).toBeNull();
  });
});

describe("entry/duplicate, entry/remove, entry/move", () => {
  it("a duplicate goes right after the original with a bumped key, and editing it leaves the original alone", () => {
    const p = projectWith({ jokers: [item("joker", "a", "Alpha", "alpha", { rules: [{ id: "r1" }] }), item("joker", "b", "Beta", "beta")] });
    const next = reduce(p, cmd({ type: "entry/duplicate", list: "jokers", id: "a", newId: "a2" }));
    expect(ids(next, "jokers")).toEqual(["a", "a2", "b"]);
    const [original, copy] = listOf(next, "jokers");
    expect(copy).toMatchObject({ name: "Alpha", objectKey: "alpha2", rules: [{ id: "r1" }] });
    const edited = reduce(next, cmd({ type: "entry/rename", list: "jokers", id: "a2", name: "Changed" }));
    expect(listOf(edited, "jokers")[0]).toEqual(original);
    expect(checkCommand(p, cmd({ type: "entry/duplicate", list: "jokers", id: "a", newId: "b" }))).toMatch(/already exists/);
  });

  it("a sound's duplicate gets _copy (spec section 4)", () => {
    let p = projectWith({ sounds: [keyed("s1", "boom")] });
    p = reduce(p, cmd({ type: "entry/duplicate", list: "sounds", id: "s1", newId: "s2" }));
    p = reduce(p, cmd({ type: "entry/duplicate", list: "sounds", id: "s1", newId: "s3" }));
    expect(listOf(p, "sounds").map((s) => [s.id, s.key])).toEqual([["s1", "boom"], ["s3", "boom_copy2"], ["s2", "boom_copy"]]);
  });

  it("removing renumbers the rest; moving clamps the index; missing ids are refused", () => {
    const p = projectWith({ vouchers: ["a", "b", "c", "d"].map((id) => item("voucher", id, id, id)) });
    const removed = reduce(p, cmd({ type: "entry/remove", list: "vouchers", id: "b" }, 9));
    expect(ids(removed, "vouchers")).toEqual(["a", "c", "d"]);
    expect(orders(removed, "vouchers")).toEqual([1, 2, 3]);
    expect(removed.timestamp).toBe(9);
    expect(ids(reduce(p, cmd({ type: "entry/move", list: "vouchers", id: "a", toIndex: 50 })), "vouchers")).toEqual(["b", "c", "d", "a"]);
    expect(ids(reduce(p, cmd({ type: "entry/move", list: "vouchers", id: "c", toIndex: -2 })), "vouchers")).toEqual(["c", "a", "b", "d"]);
    expect(reduce(p, cmd({ type: "entry/move", list: "vouchers", id: "b", toIndex: 1 }))).toBe(p);
    expect(checkCommand(p, cmd({ type: "entry/remove", list: "vouchers", id: "zz" }))).toBe('no voucher has id "zz"');
  });
});

describe("joker/setRarity", () => {
  const p = projectWith({ jokers: [item("joker", "a", "A", "a", { rarity: 1 })], customRarities: [keyed("r", "mythic", "Mythic")] });

  it("sets a vanilla or an existing custom rarity", () => {
    expect(listOf(reduce(p, cmd({ type: "joker/setRarity", id: "a", rarity: 3 })), "jokers")[0].rarity).toBe(3);
    expect(listOf(reduce(p, cmd({ type: "joker/setRarity", id: "a", rarity: "mythic" })), "jokers")[0].rarity).toBe("mythic");
  });

  it("refuses a rarity that does not exist", () => {
    expect(checkCommand(p, cmd({ type: "joker/setRarity", id: "a", rarity: 5 }))).toMatch(/1 to 4/);
    expect(checkCommand(p, cmd({ type: "joker/setRarity", id: "a", rarity: "divine" }))).toBe('no rarity of this mod has the key "divine"');
  });
});

describe("metadata", () => {
  it("metadata/edit merges typed fields; metadata/rename regenerates the identity as the spec says", () => {
    const start = emptyProject(1);
    const edited = reduce(start, cmd({ type: "metadata/edit", changes: { author: ["A", "B"], version: "2.0.0" } }, 5));
    expect(edited.modMetadata).toMatchObject({ author: ["A", "B"], version: "2.0.0", id: "mycustommod" });
    const overview = reduce(start, cmd({ type: "metadata/rename", name: "Cool Mod!", identity: "always" }));
    expect(overview.modMetadata).toMatchObject({ name: "Cool Mod!", id: "coolmod", prefix: "coolmod", display_name: "Cool Mod!" });
    const form = reduce(overview, cmd({ type: "metadata/rename", name: "My Custom Mod", identity: "unless-default" }));
    expect(form.modMetadata).toMatchObject({ name: "My Custom Mod", id: "coolmod", prefix: "coolmod" });
    expect(reduce(start, cmd({ type: "metadata/edit", changes: { version: "1.0.0" } }))).toBe(start);
  });

  it("refuses wrong types and fields that do not exist (issue 13 item 4)", () => {
    const p = emptyProject();
    const refused = (command: Record<string, unknown>) => checkCommand(p, { at: 1, ...command });
    expect(refused({ type: "metadata/rename", name: { a: 1 }, identity: "always" })).toBe("name is not text");
    expect(refused({ type: "metadata/edit", changes: { author: "notalist" } })).toBe("changes.author must be a list of text");
    expect(refused({ type: "metadata/edit", changes: { priority: "high" } })).toBe("changes.priority must be a number");
    expect(refused({ type: "metadata/edit", changes: { priority: 1.5 } })).toBe("changes.priority must be a whole number");
    expect(refused({ type: "metadata/edit", changes: { description: "x".repeat(20 * 1024 * 1024 + 1) } })).toMatch(/longer than 20 MB/);
    expect(refused({ type: "metadata/edit", changes: { flavour: "x" } })).toBe("changes.flavour is not a metadata field an edit changes");
    // The Mod ID field holds what is typed (its error shows under it, spec section 5); import repairs it.
    expect(refused({ type: "metadata/edit", changes: { id: "../../x" } })).toBeNull();
  });
});

describe("project/import", () => {
  it("takes the project by reference, stamped, without copying it", () => {
    const incoming = projectWith({ jokers: [item("joker", "x", "X", "x")] }, 3);
    const next = reduce(emptyProject(), cmd({ type: "project/import", project: incoming, from: "file" }, 99));
    expect(ids(next, "jokers")).toEqual(["x"]);
    expect(next.timestamp).toBe(99);
    expect(next.jokers).toBe(incoming.jokers);
    expect(next.modMetadata).toBe(incoming.modMetadata);
  });

  it("refuses a project import would not have produced", () => {
    const bad = projectWith({ jokers: [item("joker", "x", "X", "x"), item("joker", "y", "Y", "x")] });
    expect(checkCommand(emptyProject(), cmd({ type: "project/import", project: bad, from: "file" }))).toBe('project.jokers[1].objectKey: duplicate "x"');
    const wrong = { ...emptyProject(), modMetadata: { ...emptyProject().modMetadata, name: { a: 1 } } } as unknown as Project;
    expect(checkCommand(emptyProject(), cmd({ type: "project/import", project: wrong, from: "file" }))).toBe("project.modMetadata.name: not text");
  });

  it("describes itself in words", () => {
    const incoming = projectWith({ jokers: [item("joker", "x", "X", "x")], sounds: [keyed("s", "boom")] });
    const command = cmd({ type: "project/import", project: incoming, from: "file" });
    expect(describeCommand(command, emptyProject(), reduce(emptyProject(), command))).toBe("imported the project 'My Custom Mod' from a file (1 joker, 1 sound)");
  });
});

// History keeps the projects reduce returns, so it relies on these two properties.
describe("structural sharing", () => {
  it("leaves the earlier project untouched and shares every unchanged part with it", () => {
    const start = projectWith({ jokers: ["a", "b", "c"].map((id) => item("joker", id, id, id)), sounds: [keyed("s", "k")] });
    const before = JSON.stringify(start);
    const next = reduce(start, cmd({ type: "entry/rename", list: "jokers", id: "b", name: "Bee" }));
    expect(JSON.stringify(start)).toBe(before);
    expect(next.jokers[1]).not.toBe(start.jokers[1]);
    expect(next.jokers[0]).toBe(start.jokers[0]);
    expect(next.jokers[2]).toBe(start.jokers[2]);
    expect(next.sounds).toBe(start.sounds);
    expect(next.modMetadata).toBe(start.modMetadata);
  });

  it("returns frozen projects, so a kept reference can never change later", () => {
    const next = reduce(projectWith({ sounds: [keyed("s", "k")] }), cmd({ type: "entry/duplicate", list: "sounds", id: "s", newId: "t" }));
    expect(Object.isFrozen(next)).toBe(true);
    expect(Object.isFrozen(next.sounds)).toBe(true);
    expect(Object.isFrozen(next.sounds[1])).toBe(true);
    const imported = reduce(emptyProject(), cmd({ type: "project/import", project: projectWith({ jokers: [item("joker", "x", "X", "x")] }), from: "file" }));
    expect(Object.isFrozen(imported.jokers[0])).toBe(true);
  });
});
