import { describe, expect, it } from "vitest";
import { createConsumableSet, createItem, createRarity, createSound, OBJECT_TYPES } from "../../../domain/model";
import { normaliseProject } from "../../../domain/projectFile";
import { emptyProject, LIST_OF_TYPE, type Project } from "../../../domain/model";

describe("createItem: the original app's new-object defaults (reference section 2, bracketed values)", () => {
  it("a new joker: 'New Joker', rarity 1, cost 4, compat flags, pools [<prefix>_jokers]", () => {
    const joker = createItem("joker", { id: "j1", prefix: "mymod" });
    expect(joker).toMatchObject({
      id: "j1", objectType: "joker", name: "New Joker", objectKey: "new_joker", orderValue: 1,
      rarity: 1, cost: 4, blueprint_compat: true, eternal_compat: true, unlocked: true, discovered: true,
      appears_in_shop: true, unlockDescription: "Unlocked by default.", pools: ["mymod_jokers"],
      cardAppearance: { jud: true, sou: true, wra: true, buf: true, rif: true, rta: true, uta: true },
      scale_w: 100, scale_h: 100, rules: [], userVariables: [],
    });
  });
  it("uses the default prefix when none is given", () => {
    expect(createItem("joker", { id: "j" }).pools).toEqual(["mycustom_jokers"]);
  });
  it.each([
    ["consumable", { name: "New Consumable", set: "Tarot", cost: 3, hidden: false }],
    ["booster", { name: "New Booster Pack", cost: 4, weight: 1, booster_type: "joker", config: { extra: 3, choose: 1 } }],
    ["enhancement", { name: "New Enhancement", weight: 5 }],
    ["seal", { name: "New Seal", badge_colour: "#000000" }],
    ["edition", { name: "New Edition", shader: "foil" }],
    ["voucher", { name: "New Voucher", cost: 10 }],
    ["deck", { name: "New Deck", Config_vouchers: [], Config_consumables: [] }],
  ] as const)("a new %s", (type, expected) => {
    expect(createItem(type, { id: "x" })).toMatchObject({ objectType: type, ...expected });
  });
  it("takes the name, orderValue and overrides; the key follows the name; objectType cannot be overridden", () => {
    const item = createItem("seal", { id: "s", name: "Red Hot", orderValue: 3, badge_colour: "#FF0000" });
    expect(item).toMatchObject({ id: "s", name: "Red Hot", objectKey: "red_hot", orderValue: 3, badge_colour: "#FF0000", objectType: "seal" });
  });
  it("never makes ids itself (two calls with one id give equal items)", () => {
    expect(createItem("deck", { id: "same" })).toEqual(createItem("deck", { id: "same" }));
  });
  it("rarity, consumable set and sound defaults (spec 4: sound 'default key new_sound, empty audio')", () => {
    expect(createRarity({ id: "r" })).toEqual({ id: "r", key: "new_rarity", name: "New Rarity", badge_colour: "6A7A8B", default_weight: 0.1 });
    expect(createConsumableSet({ id: "c" })).toMatchObject({ id: "c", key: "new_set", name: "New Set", collection_rows: [4, 5] });
    expect(createSound({ id: "s" })).toEqual({ id: "s", key: "new_sound", soundString: "", volume: 0.6, pitch: 0.7 });
  });
  it("fresh objects are already normal: loading them changes nothing and repairs nothing", () => {
    const project: Project = emptyProject(5);
    for (const type of OBJECT_TYPES) (project[LIST_OF_TYPE[type]] as unknown[]).push(createItem(type, { id: `${type}-1` }));
    project.sounds.push(createSound({ id: "s1" }));
    project.customRarities.push(createRarity({ id: "r1" }));
    project.consumableSets.push(createConsumableSet({ id: "c1" }));
    const { project: loaded, repairs, dropped } = normaliseProject({ ...project });
    expect(dropped).toEqual([]);
    expect(repairs).toEqual([]);
    expect(loaded).toEqual(project);
  });
});
