// Steamodded adds the mod prefix and then the class prefix to a key, each only when the key does
// not already start with it (SMODS.modify_key). Found by loading fuzzed projects in its own code:
//  - a key still starting with "<prefix>_" (typed "mn_mn_lucky") was registered as j_mn_lucky
//    while the export wrote j_mn_mn_lucky everywhere else (its text, rules naming it);
//  - a prefix that is a class letter ("j", a mod named "J") or starts with one and "_" ("v_x")
//    kept the class prefix off: every item got another key ("j" and a joker "Joker" even gave the
//    vanilla Joker's j_joker, and the mod's joker was not registered).
//  - the prefix "talisman" (a mod named "Talisman Plus") is Talisman's own: Steamodded does not
//    load two mods with one prefix.
import { describe, expect, it } from "vitest";
import { ExportError, exportMod } from "../../../domain/export";
import { BOOSTER_MAX_SHOWN } from "../../../domain/export/items/boosters";
import { assignKeys, createConsumableSet, createItem, createRarity, emptyProject, identityFromName, type Project } from "../../../domain/model";
import { validateMetadata } from "../../../domain/validation";
import { harnessProblems } from "../../support/harness";

function project(prefix: string, jokers: { name: string; objectKey: string }[]): Project {
  const p = emptyProject(Date.UTC(2026, 0, 2));
  p.modMetadata = { ...p.modMetadata, id: "prefixes", prefix, name: "Prefixes" };
  p.jokers = jokers.map((j, i) => createItem("joker", { id: `j${i}`, ...j }));
  return p;
}

describe("keys under the mod prefix", () => {
  it("never start with the prefix, however often it is typed, so Steamodded registers the key the export writes", () => {
    const keys = assignKeys("joker", "mn", [
      { id: "a", objectKey: "mn_mn_lucky" }, { id: "b", objectKey: "mn lucky" }, { id: "c", objectKey: "lucky" }, { id: "d", objectKey: "mn_" },
    ]);
    expect(keys.map((k) => [k.key, k.fullKey])).toEqual([
      ["lucky", "j_mn_lucky"], ["lucky2", "j_mn_lucky2"], ["lucky3", "j_mn_lucky3"], ["joker", "j_mn_joker"],
    ]);
  });

  it("a joker keyed with the prefix twice loads with its name and text", async () => {
    const p = project("mn", [{ name: "Lucky", objectKey: "mn_mn_lucky" }, { name: "Other", objectKey: "lucky" }]);
    const lua = exportMod(p).files.get("items/jokers.lua") as string;
    expect(lua).toContain('key = "lucky"');
    expect(lua).not.toContain('key = "mn_');
    expect(await harnessProblems(p)).toEqual([]);
  });
});

describe("prefixes Steamodded reads as its own", () => {
  it.each(["j", "c", "v", "b", "p", "m", "e", "v_x", "j_"])("'%s' is refused on the metadata page and by the export", (prefix) => {
    const p = project(prefix, [{ name: "Joker", objectKey: "joker" }]);
    expect(validateMetadata(p.modMetadata).errors.prefix).toEqual([`Prefix cannot be '${prefix}': Steamodded takes j, c, v, b, p, m and e, alone or followed by an underscore, for the prefixes of the game's own cards (a joker named Joker would even replace the game's)`]);
    let thrown: unknown;
    try { exportMod(p); } catch (error) { thrown = error; }
    expect(thrown).toBeInstanceOf(ExportError);
    expect((thrown as ExportError).detail).toContain(`the prefix cannot be '${prefix}'`);
  });

  it("prefixes that only begin with such a letter are fine", () => {
    for (const prefix of ["jk", "vx", "e2", "mod_j", "cool"]) expect(validateMetadata(project(prefix, []).modMetadata).errors.prefix).toBeUndefined();
  });

  it("Cryptid's prefix is refused, and a mod named Cry derives another (fuzz: an add-on prefixed cry that depends on Cryptid never loads)", () => {
    expect(validateMetadata(project("cry", []).modMetadata).errors.prefix).toEqual(["Prefix cannot be 'cry': the Cryptid mod uses it, and Steamodded does not load two mods with one prefix"]);
    expect(() => exportMod(project("cry", []))).toThrow(ExportError);
    expect(identityFromName("Cry")).toEqual({ id: "cry", prefix: "crymod", display_name: "Cry" });
    expect(validateMetadata(project("crypt", []).modMetadata).errors.prefix).toBeUndefined();
  });

  it("the ids of Talisman and Cryptid are refused (Steamodded keeps one mod per id and disables the other)", () => {
    for (const id of ["Cryptid", "talisman"]) {
      const p = project("mine", []);
      p.modMetadata = { ...p.modMetadata, id };
      expect(validateMetadata(p.modMetadata).errors.id).toEqual(["Mod ID cannot be 'Talisman' or 'Cryptid': Steamodded loads one mod per id, so players who have that mod would lose it or yours"]);
      let thrown: unknown;
      try { exportMod(p); } catch (error) { thrown = error; }
      expect((thrown as ExportError).detail).toContain(`the mod id cannot be '${id}'`);
    }
    expect(identityFromName("Cryptid").id).toBe("cryptidmod");
    expect(identityFromName("Talisman").id).toBe("talismanmod");
  });

  it("Talisman's prefix is refused", () => {
    expect(validateMetadata(project("talisman", []).modMetadata).errors.prefix).toEqual(["Prefix cannot be 'talisman': the Talisman mod uses it, and Steamodded does not load two mods with one prefix"]);
    expect(() => exportMod(project("talisman", []))).toThrow(ExportError);
  });

  it("a mod named with one class letter, or Talisman's name, never gets such a prefix from its name", () => {
    expect(identityFromName("J").prefix).toBe("jmod");
    expect(identityFromName("E").prefix).toBe("emod");
    expect(identityFromName("Talisman Plus").prefix).toBe("talismanmod");
    expect(identityFromName("Jolly Pack").prefix).toBe("jollypac");
    // nor an id the metadata page refuses
    expect(identityFromName("Balatro").id).toBe("balatromod");
    expect(identityFromName("Steamodded").id).toBe("steamoddedmod");
    for (const name of ["Balatro", "Lovely", "Steamodded"]) expect(validateMetadata({ ...project("x", []).modMetadata, ...identityFromName(name) }).errors.id).toBeUndefined();
    for (const name of ["J", "E", "V", "Talisman Plus", "Talismanic"]) expect(validateMetadata({ ...project("x", []).modMetadata, ...identityFromName(name) }).errors.prefix).toBeUndefined();
  });
});

describe("a custom rarity or consumable set named like the game's", () => {
  it("is the one the items use, not the vanilla one of that name", async () => {
    const p = project("cr", [{ name: "Gem", objectKey: "gem" }]);
    p.customRarities = [createRarity({ id: "r1", name: "Rare", key: "rare" })];
    p.jokers[0] = { ...p.jokers[0], rarity: "rare" } as typeof p.jokers[0];
    p.consumableSets = [createConsumableSet({ id: "s1", name: "Planet", key: "planet" })];
    p.consumables = [createItem("consumable", { id: "c1", name: "Moonlet", objectKey: "moonlet", set: "planet" })];
    const files = exportMod(p).files;
    expect(String(files.get("items/jokers.lua"))).toContain('rarity = "cr_rare"');
    expect(String(files.get("items/consumables.lua"))).toContain('set = "cr_planet"');
    // a vanilla name with no own entry of that key is still the game's
    const vanilla = project("cr", [{ name: "Gem", objectKey: "gem" }]);
    vanilla.jokers[0] = { ...vanilla.jokers[0], rarity: "rare" } as typeof vanilla.jokers[0];
    expect(String(exportMod(vanilla).files.get("items/jokers.lua"))).toContain("rarity = 3");
    expect(await harnessProblems(p)).toEqual([]);
  });
});

describe("a custom rarity and a consumable set with one key (from a file: the app keeps their keys apart)", () => {
  it("is named in the report: the game would show one name for both", async () => {
    const p = project("mn", [{ name: "Carved", objectKey: "carved" }]);
    p.customRarities = [createRarity({ id: "r1", name: "Rune Rarity", key: "runes" })];
    p.jokers[0] = { ...p.jokers[0], rarity: "runes" } as typeof p.jokers[0];
    p.consumableSets = [createConsumableSet({ id: "s1", name: "Runes", key: "runes" })];
    p.consumables = [createItem("consumable", { id: "c1", name: "Fehu", objectKey: "fehu", set: "runes" })];
    const result = exportMod(p);
    expect(result.report.warnings).toContain("Rarity 'Rune Rarity' and consumable set 'Runes' have the same key 'runes': the game shows one name for both (their labels are both k_mn_runes). Change one of the keys.");
    p.consumableSets[0] = { ...p.consumableSets[0], key: "rune_cards" };
    expect(exportMod(p).report.warnings.filter((w) => w.includes("same key"))).toEqual([]);
    expect(await harnessProblems(p)).toEqual([]);
  });
});

describe("a custom rarity or consumable set with nothing in it (field fuzz)", () => {
  it("is named in the report when the shop can still roll it, not when its weight or rate is 0", () => {
    const p = project("em", [{ name: "Plain", objectKey: "plain" }]);
    p.customRarities = [createRarity({ id: "r1", name: "Mythic", key: "mythic", default_weight: 0.05 }), createRarity({ id: "r2", name: "Hidden", key: "hidden", default_weight: 0 })];
    p.consumableSets = [createConsumableSet({ id: "s1", name: "Runes", key: "runes", shop_rate: 2 }), createConsumableSet({ id: "s2", name: "Stones", key: "stones", shop_rate: 0 })];
    const empty = exportMod(p).report.warnings.filter((w) => / has no (jokers|cards)/.test(w));
    expect(empty).toEqual([
      "Rarity 'Mythic' has no jokers: with a weight of 0.05 the shop still rolls it, and then shows the game's plain Joker. Give it jokers, or a weight of 0.",
      "Consumable set 'Runes' has no cards: with a shop rate of 2 the shop still offers it, and then shows a fallback card instead. Give it cards, or a shop rate of 0.",
    ]);
    p.jokers[0] = { ...p.jokers[0], rarity: "mythic" } as typeof p.jokers[0];
    p.consumables = [createItem("consumable", { id: "c1", name: "Fehu", objectKey: "fehu", set: "runes" })];
    expect(exportMod(p).report.warnings.filter((w) => / has no (jokers|cards)/.test(w))).toEqual([]);
  });
});

describe("a booster with more cards shown than a pack can open (from a file: the editor stops at 10)", () => {
  it("is cut to the most a pack shows, with a warning, and loads", async () => {
    const p = project("bo", []);
    p.boosters = [createItem("booster", { id: "b1", name: "Huge Pack", objectKey: "huge", config: { extra: 1e300, choose: 1e300 } })];
    const result = exportMod(p);
    expect(String(result.files.get("items/boosters.lua"))).toContain(`config = { extra = ${BOOSTER_MAX_SHOWN}, choose = ${BOOSTER_MAX_SHOWN} }`);
    expect(result.report.warnings).toContain(`Booster 'Huge Pack': 1e+300 cards shown is more than a pack can open; exported as ${BOOSTER_MAX_SHOWN}.`);
    expect(await harnessProblems(p)).toEqual([]);
  });
});
