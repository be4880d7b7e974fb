// vanilla/duplicate: a copy of one of the game's items (our model of it, rules included) is
// appended to the matching project list under a unique key, is a normal item from then on
// (editable, renamable, exportable), and undoes in one step.
import { describe, expect, it } from "vitest";
import { danglingReferences, emptyProject, LIST_OF_TYPE, type Joker, type Project } from "../../../domain/model";
import { checkProject } from "../../../domain/projectFile/checkProject";
import { exportMod } from "../../../domain/export";
import { vanillaItems } from "../../../domain/vanilla/items";
import { SECTION_TYPE, VANILLA_SECTIONS, type VanillaItem } from "../../../domain/vanilla/types";
import { checkCommand, describeCommand, reduce } from "../../../commands/reducer";
import { duplicateVanillaCommand } from "../../../commands/vanilla";
import type { EntryOfList } from "../../../commands/entries";
import { createProjectStore } from "../../../src/store/projectStore";
import { cmd, item, listOf, projectWith } from "./builders";

const vanilla = (section: (typeof VANILLA_SECTIONS)[number], gameKey: string): VanillaItem =>
  vanillaItems()[section].find((v) => v.gameKey === gameKey)!;

let clock = 1_000;
function duplicate(v: VanillaItem, newId: string) {
  const list = LIST_OF_TYPE[SECTION_TYPE[v.section]];
  return duplicateVanillaCommand(list, v.gameKey, v.item as EntryOfList[typeof list], newId, (clock += 5_000));
}


describe("vanilla/duplicate", () => {
  it("appends a copy of the vanilla joker, rules included, under the list's unique key", () => {
    const joker = vanilla("jokers", "j_joker");
    let p = projectWith({ jokers: [item("joker", "mine", "My Joker", "joker")] });
    p = reduce(p, duplicate(joker, "c1"));
    p = reduce(p, duplicate(joker, "c2"));
    expect(listOf(p, "jokers").map((e) => [e.id, e.objectKey, e.orderValue])).toEqual([["mine", "joker", 1], ["c1", "joker2", 2], ["c2", "joker3", 3]]);
    const copy = p.jokers[1];
    expect(copy).toMatchObject({ name: "Joker", objectType: "joker", rarity: 1, cost: 2, description: joker.item.description });
    expect(copy.rules).toEqual((joker.item as Joker).rules);
    expect(copy.rules?.length).toBeGreaterThan(0);
    expect(checkProject(p)).toEqual([]);
  });

  it("a copied joker joins the mod's own joker pool, under the project's prefix, not a stray pool of the default prefix", () => {
    let p = projectWith({ jokers: [item("joker", "mine", "My Joker", "joker")] });
    p = { ...p, modMetadata: { ...p.modMetadata, prefix: "walk" }, jokers: p.jokers.map((j) => ({ ...j, pools: ["walk_jokers"] })) };
    p = reduce(p, duplicate(vanilla("jokers", "j_lusty_joker"), "c1"));
    expect(p.jokers.map((j) => j.pools)).toEqual([["walk_jokers"], ["walk_jokers"]]);
    const pools = String(exportMod(p).files.get("items/pools.lua") ?? "");
    expect(pools).toContain("walk_jokers");
    expect(pools).not.toContain("mycustom");
  });

  it("copies into the list of the item's type: a Tarot to consumables, a voucher to vouchers", () => {
    let p = emptyProject(1);
    p = reduce(p, duplicate(vanilla("consumables", "c_fool"), "t"));
    p = reduce(p, duplicate(vanilla("vouchers", "v_overstock_norm"), "v"));
    expect(p.consumables.map((c) => [c.id, c.name, c.set, c.objectKey])).toEqual([["t", "The Fool", "Tarot", "fool"]]);
    expect(p.vouchers.map((c) => [c.id, c.name, c.objectKey, c.cost])).toEqual([["v", "Overstock", "overstock_norm", 10]]);
  });

  it("never shares the vanilla item: the copy is a normal item that edits and renames leave the vanilla one alone", () => {
    const joker = vanilla("jokers", "j_joker");
    const before = JSON.stringify(joker.item);
    let p = reduce(emptyProject(1), duplicate(joker, "c"));
    expect(p.jokers[0]).not.toBe(joker.item);
    p = reduce(p, cmd({ type: "entry/edit", list: "jokers", id: "c", changes: { cost: 9, description: "{C:mult}+5{} Mult" } }));
    p = reduce(p, cmd({ type: "entry/rename", list: "jokers", id: "c", name: "Jimbo Two" }));
    expect(p.jokers[0]).toMatchObject({ cost: 9, name: "Jimbo Two", description: "{C:mult}+5{} Mult" });
    expect(JSON.stringify(joker.item)).toBe(before);
  });

  it("says what the user did", () => {
    const command = duplicate(vanilla("jokers", "j_greedy_joker"), "g");
    const before = projectWith({ jokers: [item("joker", "x", "Greedy", "greedy_joker")] });
    const after = reduce(before, command);
    expect(describeCommand(command, before, after)).toBe("duplicated vanilla joker 'Greedy Joker' (j_greedy_joker) into the project as greedy_joker2");
  });

  it("refuses what is not a vanilla copy into an item list", () => {
    const p = emptyProject(1);
    const good = duplicate(vanilla("jokers", "j_joker"), "a");
    expect(checkCommand(p, good)).toBeNull();
    expect(checkCommand(p, { ...good, list: "sounds" })).toBe("list is not an item list");
    expect(checkCommand(p, { ...good, gameKey: "" })).toBe("gameKey is not a game key");
    expect(checkCommand(p, { ...good, entry: null })).toBe("entry is not an object");
    const once = reduce(p, good);
    expect(checkCommand(once, good)).toMatch(/already exists/);
    expect(reduce(once, good)).toBe(once);
  });

  it("undoes in one step through the store, and the log replays it", () => {
    const store = createProjectStore(emptyProject(1));
    expect(store.dispatch(duplicate(vanilla("seals", "Gold"), "s"))).toBeNull();
    expect(store.getState().seals.map((s) => s.objectKey)).toEqual(["gold"]);
    expect(store.undo(clock + 1)).toBe(true);
    expect(store.getState().seals).toEqual([]);
  });

  it("works for every vanilla item of every section: the project stays valid and exports", () => {
    let p: Project = emptyProject(1);
    let n = 0;
    const refused: string[] = [];
    for (const section of VANILLA_SECTIONS) {
      for (const v of vanillaItems()[section]) {
        const command = duplicate(v, `v${n++}`);
        const problem = checkCommand(p, command);
        if (problem) refused.push(`${v.gameKey}: ${problem}`);
        else p = reduce(p, command);
      }
    }
    expect(refused).toEqual([]);
    expect(checkProject(p)).toEqual([]);
    expect(danglingReferences(p).map((d) => `${d.owner.name} ${d.field}: ${d.reason}`)).toEqual([]);
    expect(p.jokers.length + p.consumables.length + p.vouchers.length).toBe(150 + 52 + 32);
    const result = exportMod(p, { codeOnly: true });
    expect(result.files.size).toBeGreaterThan(0);
  });
});
