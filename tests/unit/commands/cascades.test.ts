// Renaming or deleting what others refer to, as one command: references follow a new key (in the
// spelling they used) or are cleared, in the same step; a new mod prefix is followed too. The
// deletion's confirmation text comes from the same code (removalEffects).
import { describe, expect, it } from "vitest";
import {
  createConsumableSet, createItem, createRarity, createSound, danglingReferences, emptyProject, type Project,
} from "../../../domain/model";
import { freeze } from "immer";
import { references } from "../../../domain/model/references";
import { removalEffects } from "../../../commands/entries";
import { describeCommand, reduce } from "../../../commands/reducer";
import { createHistory, applyCommand, redo, undo } from "../../../commands/history";
import type { Command } from "../../../commands/types";
import { cmd } from "./builders";

const effect = (id: string, type: string, params: Record<string, unknown>) => ({ id, type, params });
const rule = (id: string, effects: unknown[], conditions: unknown[] = []) => ({
  id, trigger: "hand_played", position: { x: 0, y: 0 }, blueprintCompatible: true,
  conditionGroups: conditions.length ? [{ id: `${id}-g`, operator: "and", conditions }] : [], effects, randomGroups: [], loops: [],
});
const text = (value: string) => ({ value, valueType: "text" });

function project(): Project {
  const p = emptyProject();
  p.modMetadata.prefix = "mymod";
  p.customRarities.push(createRarity({ id: "r1", key: "mythic", name: "Mythic" }));
  p.sounds.push(createSound({ id: "s1", key: "chime" }));
  p.consumableSets.push(createConsumableSet({ id: "cs1", key: "runes", name: "Runes", default_card: "c_mymod_fehu" }));
  p.consumables.push(createItem("consumable", { id: "c1", name: "Fehu", objectKey: "fehu", set: "runes" }));
  p.consumables.push(createItem("consumable", { id: "c2", name: "Star", objectKey: "star", set: "Planet" }));
  p.vouchers.push(createItem("voucher", { id: "v1", name: "Base", objectKey: "base" }));
  p.vouchers.push(createItem("voucher", { id: "v2", name: "Plus", objectKey: "plus", requires: "v_mymod_base", requires_activetor: true }));
  // An older file's spelling of the same requirement.
  p.vouchers.push(createItem("voucher", { id: "v3", name: "Old", objectKey: "old", requires: "mymod_base", requires_activetor: true }));
  p.decks.push(createItem("deck", { id: "d1", name: "Deck", Config_vouchers: ["v_mymod_base", "v_telescope"], Config_consumables: ["c_mymod_fehu", "c_fool", "c_mymod_fehu"] }));
  p.seals.push(createItem("seal", { id: "x1", name: "Wax", objectKey: "wax", sound: "mymod_chime" }));
  p.editions.push(createItem("edition", { id: "e1", name: "Shiny", objectKey: "shiny", sound: "foil1" }));
  p.enhancements.push(createItem("enhancement", { id: "m1", name: "Ember", objectKey: "ember" }));
  p.jokers.push(createItem("joker", { id: "j1", name: "House", objectKey: "house", rarity: "mythic", pools: ["mymod_jokers"] }));
  p.jokers.push(createItem("joker", { id: "j2", name: "Tower", objectKey: "tower", rarity: "mythic" }));
  p.jokers.push(createItem("joker", {
    id: "j3", name: "Bell", objectKey: "bell", rarity: 2,
    userVariables: [{ id: "u", name: "hits" }],
    rules: [rule("r", [
      effect("e1", "play_sound", { sound_key: text("chime") }),
      effect("e2", "create_joker", { joker_type: text("specific"), joker_key: text("j_mymod_house"), rarity: text("mythic") }),
      effect("e3", "create_joker", { joker_type: text("pool"), pool: text("mymod_jokers") }),
      effect("e4", "add_mult", { value: { value: "hits", valueType: "user_var" } }),
    ], [{ id: "c", type: "card_enhancement", negate: false, params: { enhancement: text("m_mymod_ember") } }])] as never,
  }));
  p.boosters.push(createItem("booster", {
    id: "b1", name: "Pack", booster_type: "playing_card",
    card_rules: [{ seal: "mymod_wax", weight: 2 }, { seal: "Gold" }, { enhancement: "m_mymod_ember", edition: "e_mymod_shiny" }],
  }));
  p.boosters.push(createItem("booster", { id: "b2", name: "Cards", booster_type: "consumable", card_rules: [{ set: "runes" }, { specific_key: "c_mymod_fehu", specific_type: "consumable" }] }));
  p.boosters.push(createItem("booster", { id: "b3", name: "Jokers", card_rules: [{ rarity: "mythic" }, { rarity: "3" }, { specific_key: "j_mymod_house", specific_type: "joker" }] }));
  return p;
}

function run(p: Project, command: Command): { next: Project; words: string } {
  const next = reduce(p, command);
  return { next, words: describeCommand(command, p, next) };
}

const idOf = (p: Project, list: "jokers" | "consumables" | "vouchers" | "sounds" | "customRarities" | "consumableSets" | "seals" | "editions" | "enhancements", id: string) =>
  (p[list] as { id: string }[]).find((e) => e.id === id) as unknown as Record<string, unknown>;

describe("the test project", () => {
  it("has no dangling reference to start with", () => {
    expect(danglingReferences(project())).toEqual([]);
  });

  it("takes the game's own card sets in a pack's card rules (Joker, Enhanced, Base...), but not an unknown set", () => {
    const p = project();
    p.boosters.push(createItem("booster", { id: "b4", name: "Game Sets", card_rules: [{ set: "Joker" }, { set: "Enhanced" }, { set: "Base" }, { set: "Playing Card" }, { set: "runes" }] }));
    expect(danglingReferences(p)).toEqual([]);
    p.boosters.push(createItem("booster", { id: "b5", name: "Bad Set", card_rules: [{ set: "Nope" }] }));
    expect(danglingReferences(p).map((d) => d.reason)).toEqual(["no consumable set of this mod is 'Nope'"]);
  });
});

describe("renames: references follow in the same step", () => {
  it("a rarity renamed: its jokers, booster card rules and rules follow; the description counts them", () => {
    const { next, words } = run(project(), cmd({ type: "entry/rename", list: "customRarities", id: "r1", name: "Divine" }));
    expect(idOf(next, "customRarities", "r1")).toMatchObject({ name: "Divine", key: "divine" });
    expect(next.jokers.map((j) => j.rarity)).toEqual(["divine", "divine", 2]);
    expect(next.boosters[2].card_rules[0]).toEqual({ rarity: "divine" });
    expect(next.jokers[2].rules[0].effects[1].params.rarity).toEqual(text("divine"));
    expect(words).toBe("renamed rarity 'Mythic' to 'Divine' (3 jokers and 1 booster follow)");
    expect(danglingReferences(next)).toEqual([]);
  });

  it("a voucher re-keyed: requirements (each spelling kept) and decks' starting vouchers follow", () => {
    const { next, words } = run(project(), cmd({ type: "entry/setKey", list: "vouchers", id: "v1", key: "root" }));
    expect(next.vouchers.map((v) => v.requires)).toEqual(["", "v_mymod_root", "mymod_root"]);
    expect(next.decks[0].Config_vouchers).toEqual(["v_mymod_root", "v_telescope"]);
    expect(words).toBe("changed the key of voucher 'Base' from base to root (2 vouchers and 1 deck follow)");
  });

  it("a consumable: every copy in a deck, a set's default card and a booster's specific card", () => {
    const { next } = run(project(), cmd({ type: "entry/setKey", list: "consumables", id: "c1", key: "uruz" }));
    expect(next.decks[0].Config_consumables).toEqual(["c_mymod_uruz", "c_fool", "c_mymod_uruz"]);
    expect(next.consumableSets[0].default_card).toBe("c_mymod_uruz");
    expect(next.boosters[1].card_rules[1]).toEqual({ specific_key: "c_mymod_uruz", specific_type: "consumable" });
  });

  it("a sound renamed: seals (prefixed) and rules (bare) follow", () => {
    const { next, words } = run(project(), cmd({ type: "entry/setKey", list: "sounds", id: "s1", key: "bell" }));
    expect(next.seals[0].sound).toBe("mymod_bell");
    expect(next.jokers[2].rules[0].effects[0].params.sound_key).toEqual(text("bell"));
    expect(words).toBe("renamed sound 'chime' to 'bell' (1 seal and 1 joker follow)");
  });

  it("a joker renamed (its key following the name): rules and card rules naming it follow", () => {
    const p = project();
    const renamed = reduce(p, cmd({ type: "entry/rename", list: "jokers", id: "j1", name: "Mansion" }));
    // The key was chosen, not derived from "House"... it was: house = keyFromName("House").
    expect(renamed.jokers[0].objectKey).toBe("mansion");
    expect(renamed.boosters[2].card_rules[2]).toEqual({ specific_key: "j_mymod_mansion", specific_type: "joker" });
    expect(renamed.jokers[2].rules[0].effects[1].params.joker_key).toEqual(text("j_mymod_mansion"));
  });

  it("an enhancement, an edition and a seal in card rules and rule conditions; the game's Gold seal is not the mod's", () => {
    let p = reduce(project(), cmd({ type: "entry/setKey", list: "enhancements", id: "m1", key: "cinder" }));
    expect(p.boosters[0].card_rules[2]).toEqual({ enhancement: "m_mymod_cinder", edition: "e_mymod_shiny" });
    expect(p.jokers[2].rules[0].conditionGroups[0].conditions[0].params.enhancement).toEqual(text("m_mymod_cinder"));
    p = reduce(p, cmd({ type: "entry/setKey", list: "seals", id: "x1", key: "gold" }));
    expect(p.boosters[0].card_rules.map((r) => r.seal)).toEqual(["mymod_gold", "Gold", undefined]);
  });

  it("a set renamed: its consumables and card rules follow", () => {
    const { next } = run(project(), cmd({ type: "entry/setKey", list: "consumableSets", id: "cs1", key: "elder" }));
    expect(next.consumables.map((c) => c.set)).toEqual(["elder", "Planet"]);
    expect(next.boosters[1].card_rules[0]).toEqual({ set: "elder" });
  });
});

describe("deletions: references are cleared in the same step", () => {
  it("a rarity: its jokers become Common, card rules and rules are cleared; the confirmation says so", () => {
    const p = project();
    expect(removalEffects(p, "customRarities", "r1")).toEqual([
      { list: "jokers", id: "j1", name: "House", what: "becomes Common" },
      { list: "jokers", id: "j2", name: "Tower", what: "becomes Common" },
      { list: "boosters", id: "b3", name: "Jokers", what: "1 card rule cleared" },
      { list: "jokers", id: "j3", name: "Bell", what: "1 rule setting cleared" },
    ]);
    const { next, words } = run(p, cmd({ type: "entry/remove", list: "customRarities", id: "r1" }));
    expect(next.jokers.map((j) => j.rarity)).toEqual([1, 1, 2]);
    expect(next.boosters[2].card_rules[0]).toEqual({ rarity: "" });
    expect(next.jokers[2].rules[0].effects[1].params.rarity).toEqual(text(""));
    expect(words).toBe("deleted rarity 'Mythic' (references cleared in 3 jokers and 1 booster)");
    expect(danglingReferences(next)).toEqual([]);
  });

  it("a sound: seals reset to the game's sound, a rule's sound is cleared", () => {
    const p = project();
    expect(removalEffects(p, "sounds", "s1").map((e) => `${e.name}: ${e.what}`)).toEqual(["Wax: sound reset to gold_seal", "Bell: 1 rule setting cleared"]);
    const { next, words } = run(p, cmd({ type: "entry/remove", list: "sounds", id: "s1" }));
    expect(next.seals[0].sound).toBe("gold_seal");
    expect(next.jokers[2].rules[0].effects[0].params.sound_key).toEqual(text(""));
    expect(words).toBe("deleted sound 'chime' (references cleared in 1 seal and 1 joker)");
  });

  it("a voucher: requirements and their switch cleared, decks trimmed", () => {
    const p = project();
    expect(removalEffects(p, "vouchers", "v1").map((e) => `${e.name}: ${e.what}`)).toEqual(["Plus: requirement cleared", "Old: requirement cleared", "Deck: starting vouchers trimmed"]);
    const next = reduce(p, cmd({ type: "entry/remove", list: "vouchers", id: "v1" }));
    expect(next.vouchers.map((v) => [v.requires, v.requires_activetor])).toEqual([["", false], ["", false]]);
    expect(next.decks[0].Config_vouchers).toEqual(["v_telescope"]);
  });

  it("a consumable: every deck copy, the set's default card, the booster's specific card", () => {
    const p = project();
    expect(removalEffects(p, "consumables", "c1").map((e) => `${e.name}: ${e.what}`)).toEqual(["Deck: starting consumables trimmed", "Runes: default card cleared", "Cards: 1 card rule cleared"]);
    const next = reduce(p, cmd({ type: "entry/remove", list: "consumables", id: "c1" }));
    expect(next.decks[0].Config_consumables).toEqual(["c_fool"]);
    expect(next.consumableSets[0].default_card).toBe("");
    expect(next.boosters[1].card_rules[1]).toEqual({ specific_key: "", specific_type: "" });
  });

  it("a set: its consumables move to Tarot", () => {
    const p = project();
    expect(removalEffects(p, "consumableSets", "cs1").map((e) => `${e.name}: ${e.what}`)).toEqual(["Fehu: moved to Tarot", "Cards: 1 card rule cleared"]);
    expect(reduce(p, cmd({ type: "entry/remove", list: "consumableSets", id: "cs1" })).consumables[0].set).toBe("Tarot");
  });

  it("a joker: the rule naming it is cleared; its pool, left empty, is cleared where rules name it", () => {
    const { next, words } = run(project(), cmd({ type: "entry/remove", list: "jokers", id: "j1" }));
    const effects = next.jokers[1].rules[0].effects;
    expect(effects[1].params.joker_key).toEqual(text(""));
    expect(effects[2].params.pool).toEqual(text(""));
    expect(next.boosters[2].card_rules[2]).toEqual({ specific_key: "", specific_type: "" });
    expect(words).toBe("deleted joker 'House' (references cleared in 1 booster and 1 joker)");
    expect(danglingReferences(next)).toEqual([]);
  });

  it("a joker leaving its last pool through an edit clears the rules naming that pool", () => {
    const { next, words } = run(project(), cmd({ type: "entry/edit", list: "jokers", id: "j1", changes: { pools: [] } }));
    expect(next.jokers[2].rules[0].effects[2].params.pool).toEqual(text(""));
    expect(words).toBe("changed joker 'House': pools (pool references cleared in 1 joker)");
  });

  it("undo brings the deleted entry and every reference back in one step; redo does it again", () => {
    const start = project();
    const h1 = applyCommand(createHistory(start), cmd({ type: "entry/remove", list: "sounds", id: "s1" }));
    expect(h1.past).toHaveLength(1);
    expect(undo(h1).present).toBe(start);
    expect(redo(undo(h1)).present).toBe(h1.present);
  });
});

describe("a new prefix is followed everywhere the mod's own keys are spelled with it", () => {
  it("renaming the mod rewrites prefixed references and pool names, not bare keys", () => {
    const { next, words } = run(project(), cmd({ type: "metadata/rename", name: "Other Mod", identity: "always" }));
    expect(next.modMetadata.prefix).toBe("othermod");
    expect(next.seals[0].sound).toBe("othermod_chime");
    expect(next.vouchers.map((v) => v.requires)).toEqual(["", "v_othermod_base", "othermod_base"]);
    expect(next.decks[0].Config_vouchers).toEqual(["v_othermod_base", "v_telescope"]);
    expect(next.jokers[0].pools).toEqual(["othermod_jokers"]);
    expect(next.jokers[2].rules[0].effects[2].params.pool).toEqual(text("othermod_jokers"));
    expect(next.jokers[2].rules[0].effects[0].params.sound_key).toEqual(text("chime"));
    expect(next.consumables[0].set).toBe("runes");
    expect(danglingReferences(next)).toEqual([]);
    expect(words).toMatch(/^renamed the mod 'My Custom Mod' to 'Other Mod' \(id othermod; .* follow the prefix othermod\)$/);
  });
});

describe("a joker-key variable's starting value is a reference to its joker", () => {
  const withKeyVariable = () => {
    const p = project();
    p.jokers[2].userVariables.push({ id: "u2", name: "target", type: "key", initialKey: "j_mymod_house" }, { id: "u3", name: "game", type: "key", initialKey: "j_joker" });
    return p;
  };

  it("follows a new prefix, as the rule params that name the joker do", () => {
    const { next } = run(withKeyVariable(), cmd({ type: "metadata/rename", name: "Other Mod", identity: "always" }));
    expect(next.jokers[2].userVariables.map((v) => v.initialKey)).toEqual([undefined, "j_othermod_house", "j_joker"]);
    expect(next.jokers[2].rules[0].effects[1].params.joker_key).toEqual(text("j_othermod_house"));
    expect(danglingReferences(next)).toEqual([]);
  });

  it("follows the joker's new key, and is cleared with the joker", () => {
    const rekeyed = run(withKeyVariable(), cmd({ type: "entry/setKey", list: "jokers", id: "j1", key: "home" }));
    expect(rekeyed.next.jokers[2].userVariables[1].initialKey).toBe("j_mymod_home");
    const removed = run(withKeyVariable(), cmd({ type: "entry/remove", list: "jokers", id: "j1" }));
    expect(removed.next.jokers[1].userVariables.map((v) => v.initialKey)).toEqual([undefined, "", "j_joker"]);
    expect(danglingReferences(removed.next)).toEqual([]);
  });

  it("is dangling when it names none of the mod's jokers", () => {
    const p = withKeyVariable();
    p.jokers[2].userVariables[1].initialKey = "j_mymod_gone";
    expect(danglingReferences(p).map((d) => `${d.owner.name} ${d.field}: ${d.reason}`)).toEqual(["Bell variable target: no joker of this mod is 'j_mymod_gone'"]);
  });
});

describe("a custom rarity and a consumable set never share a key (the game labels both k_<prefix>_<key>)", () => {
  it("a set added, renamed, re-keyed or duplicated takes a key the rarities do not hold, and the other way round", () => {
    const p = project(); // rarity 'mythic', set 'runes'
    const added = reduce(p, cmd({ type: "entry/add", list: "consumableSets", entry: createConsumableSet({ id: "cs2", key: "", name: "Mythic" }) }));
    expect(idOf(added, "consumableSets", "cs2").key).toBe("mythic2");
    const rekeyed = reduce(p, cmd({ type: "entry/setKey", list: "consumableSets", id: "cs1", key: "mythic" }));
    expect(idOf(rekeyed, "consumableSets", "cs1").key).toBe("mythic2");
    const rarity = reduce(p, cmd({ type: "entry/add", list: "customRarities", entry: createRarity({ id: "r2", key: "runes", name: "Runic" }) }));
    expect(idOf(rarity, "customRarities", "r2").key).toBe("runes2");
    const renamed = reduce(p, cmd({ type: "entry/rename", list: "customRarities", id: "r1", name: "Runes" }));
    expect(idOf(renamed, "customRarities", "r1").key).toBe("runes2");
    expect(renamed.jokers.map((j) => j.rarity)).toEqual(["runes2", "runes2", 2]);
    const copied = reduce(p, cmd({ type: "entry/duplicate", list: "customRarities", id: "r1", newId: "r3" }));
    expect(idOf(copied, "customRarities", "r3").key).toBe("mythic2");
    // keys that differ stay as typed
    expect(idOf(reduce(p, cmd({ type: "entry/setKey", list: "consumableSets", id: "cs1", key: "stones" })), "consumableSets", "cs1").key).toBe("stones");
  });
});

describe("dangling references", () => {
  it("names what points at nothing: own-form keys, custom rarities and sets, pools, variables", () => {
    const p = project();
    p.consumables[1].set = "ghosts";
    p.vouchers[1].requires = "v_mymod_gone";
    p.seals[0].sound = "mymod_nothing";
    p.jokers[2].rules[0].effects[3].params.value = { value: "misses", valueType: "user_var" };
    const found = danglingReferences(p).map((d) => `${d.owner.name} ${d.field}: ${d.reason}`);
    expect(found).toEqual([
      "Star set: no consumable set of this mod is 'ghosts'",
      "Wax sound: no sound of this mod is 'mymod_nothing'",
      "Plus requires: no voucher of this mod is 'v_mymod_gone'",
      "Bell rules[0] value: no variable 'misses' on this item",
    ]);
  });

  it("leaves other mods' and the game's keys alone", () => {
    const p = project();
    p.vouchers[1].requires = "v_othermod_base";
    p.decks[0].Config_consumables = ["c_fool", "c_othermod_x"];
    expect(danglingReferences(p)).toEqual([]);
  });
});

describe("references of frozen entries", () => {
  // references() keeps what each frozen entry names (a rename looks for references on every key
  // typed into a name); an entry that may still change is read afresh each time.
  const chimes = (p: Project) => references(p, { kinds: new Set(["sound"]) }).filter((r) => r.inRule).map((r) => `${r.path.join(".")}=${r.value}`);

  it("walks a frozen entry's rules once, and an edit's new entry again", () => {
    const p = project();
    let reads = 0;
    const bell = p.jokers[2];
    const rules = bell.rules;
    Object.defineProperty(bell, "rules", { get: () => { reads += 1; return rules; }, enumerable: true, configurable: true });
    const frozen = freeze(p, true);
    expect(chimes(frozen)).toEqual(["jokers.2.rules.0.effects.0.params.sound_key.value=chime"]);
    const afterFirst = reads;
    expect(afterFirst).toBeGreaterThan(0);
    expect(chimes(frozen)).toEqual(["jokers.2.rules.0.effects.0.params.sound_key.value=chime"]);
    expect(reads).toBe(afterFirst);
    // an edit that moves the joker makes new list, keeps the entry: the cached references take its new index
    const moved = freeze({ ...frozen, jokers: [frozen.jokers[2], frozen.jokers[0], frozen.jokers[1]] }, true);
    expect(chimes(moved)).toEqual(["jokers.0.rules.0.effects.0.params.sound_key.value=chime"]);
    expect(reads).toBe(afterFirst);
    const renamed = reduce(frozen, cmd({ type: "entry/setKey", list: "sounds", id: "s1", key: "bell" }));
    expect(chimes(renamed)).toEqual(["jokers.2.rules.0.effects.0.params.sound_key.value=bell"]);
  });

  it("reads an entry that is not frozen afresh", () => {
    const p = project();
    expect(chimes(p)).toEqual(["jokers.2.rules.0.effects.0.params.sound_key.value=chime"]);
    p.jokers[2].rules[0].effects[0].params.sound_key = text("gong");
    expect(chimes(p)).toEqual(["jokers.2.rules.0.effects.0.params.sound_key.value=gong"]);
  });
});
