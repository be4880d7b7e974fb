// Renaming or deleting a sound, a rarity or a joker from its page: the page dispatches one command
// saying what the user did; the items naming it follow (or are cleared) in that same step, the
// confirmation says so, and one undo restores everything.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import { createItem, createRarity, createSound, emptyProject, type Project } from "../../../domain/model";
import { projectStore } from "../../../src/store/projectStore";
import { dispatch } from "../../../src/store/projectStore";
import { removeSound, renameSound, saveSound, storedSoundKey } from "../../../src/pages/sounds/soundCommands";
import { RemovalNote } from "../../../src/components/options/references";
import { removeEntry, setItemKey } from "../../../src/components/items/itemCommands";
import { rarityConfig } from "../../../src/pages/jokers/rarityConfig";
import { jokerConfig } from "../../../src/pages/jokers/jokerConfig";
import type { EntryList } from "../../../commands/types";

const AT = 1_700_000_000_000;

function project(): Project {
  const p = emptyProject();
  p.modMetadata.prefix = "mymod";
  p.sounds.push(createSound({ id: "s1", key: "chime" }), createSound({ id: "s2", key: "bell" }));
  p.seals.push(createItem("seal", { id: "x1", name: "Wax", objectKey: "wax", sound: "mymod_chime" }));
  // A game sound that happens to share the key: only the exact stored form counts.
  p.seals.push(createItem("seal", { id: "x2", name: "Plain", objectKey: "plain", sound: "chime" }));
  p.editions.push(createItem("edition", { id: "e1", name: "Shiny", objectKey: "shiny", sound: "mymod_chime" }));
  p.editions.push(createItem("edition", { id: "e2", name: "Dull", objectKey: "dull", sound: "mymod_bell" }));
  p.customRarities.push(createRarity({ id: "r1", key: "mythic", name: "Mythic" }));
  p.jokers.push(createItem("joker", { id: "j1", name: "House", objectKey: "house", rarity: "mythic" }));
  p.jokers.push(createItem("joker", { id: "j2", name: "Cat", objectKey: "cat", rarity: 2 }));
  p.boosters.push(createItem("booster", {
    id: "b1", name: "Jokers", booster_type: "joker",
    card_rules: [{ rarity: "mythic", weight: 2 }, { rarity: "3" }, { specific_key: "j_mymod_house", specific_type: "joker" }, { specific_key: "j_joker", specific_type: "joker" }],
  }));
  return p;
}

const state = () => projectStore.getState();
const soundOf = (list: "seals" | "editions", id: string) => state()[list].find((i) => i.id === id)?.sound;
const rulesOf = (id: string) => state().boosters.find((b) => b.id === id)?.card_rules;
const jokerRarity = (id: string) => state().jokers.find((j) => j.id === id)?.rarity;
const note = (list: EntryList, id: string) => renderToStaticMarkup(createElement(RemovalNote, { list, id, project: state() }));
const lastCommand = () => {
  const entries = projectStore.getLog().entries;
  const last = entries[entries.length - 1];
  return last.kind === "do" ? last.command.type : last.kind;
};

/** Undoes one step and says whether another one is left. */
function undoOnce(): boolean {
  expect(projectStore.undo(AT + 10)).toBe(true);
  return projectStore.canUndo();
}

beforeEach(() => projectStore.reset(project()));

describe("sounds page", () => {
  it("stores the form the sound select offers", () => {
    expect(storedSoundKey("mymod", "chime")).toBe("mymod_chime");
  });

  it("a rename is one entry/setKey: seals and editions follow, one undo restores all", () => {
    renameSound("s1", "gong");
    expect(projectStore.getLog().entries).toHaveLength(1);
    expect(lastCommand()).toBe("entry/setKey");
    expect(soundOf("seals", "x1")).toBe("mymod_gong");
    expect(soundOf("editions", "e1")).toBe("mymod_gong");
    expect(soundOf("seals", "x2")).toBe("chime");
    expect(soundOf("editions", "e2")).toBe("mymod_bell");
    expect(undoOnce()).toBe(false);
    expect(soundOf("seals", "x1")).toBe("mymod_chime");
  });

  it("the modal's save follows the key the reducer settled on, and is one undo step with the settings", () => {
    const before = state().sounds[0];
    saveSound(before, { ...before, key: "bell", volume: 0.3 }, AT);
    const settled = state().sounds[0].key;
    expect(settled).toBe("bell2");
    expect(state().sounds[0].volume).toBe(0.3);
    expect(soundOf("seals", "x1")).toBe("mymod_bell2");
    expect(soundOf("editions", "e2")).toBe("mymod_bell");
    expect(undoOnce()).toBe(false);
  });

  it("deleting: the note lists what changes, and one command resets the users", () => {
    const message = note("sounds", "s1");
    expect(message).toContain("2 items refer to it and will change:");
    expect(message).toContain("Wax: sound reset to gold_seal");
    expect(message).toContain("Shiny: sound reset to foil1");
    removeSound("s1");
    expect(lastCommand()).toBe("entry/remove");
    expect(soundOf("seals", "x1")).toBe("gold_seal");
    expect(soundOf("editions", "e1")).toBe("foil1");
    expect(undoOnce()).toBe(false);
    expect(state().sounds.map((s) => s.key)).toEqual(["chime", "bell"]);
    expect(soundOf("editions", "e1")).toBe("mymod_chime");
  });

  it("an unused sound has no note", () => {
    dispatch({ type: "entry/edit", list: "editions", id: "e2", changes: { sound: "foil2" }, at: AT - 5000 });
    expect(note("sounds", "s2")).toBe("");
  });
});

describe("rarities tab", () => {
  it("re-keying repoints jokers and booster card rules, as one undo step", () => {
    setItemKey(rarityConfig, "r1", "legend");
    expect(jokerRarity("j1")).toBe("legend");
    expect(jokerRarity("j2")).toBe(2);
    expect(rulesOf("b1")?.slice(0, 2)).toEqual([{ rarity: "legend", weight: 2 }, { rarity: "3" }]);
    expect(undoOnce()).toBe(false);
    expect(jokerRarity("j1")).toBe("mythic");
  });

  it("deleting says what changes, makes its jokers Common and clears the rules' rarity", () => {
    const message = note("customRarities", "r1");
    expect(message).toContain("1 joker uses this rarity and will become Common.");
    expect(message).toContain("Jokers: 1 card rule cleared");
    removeEntry("customRarities", "r1");
    expect(jokerRarity("j1")).toBe(1);
    expect(rulesOf("b1")?.slice(0, 2)).toEqual([{ rarity: "", weight: 2 }, { rarity: "3" }]);
    expect(undoOnce()).toBe(false);
    expect(jokerRarity("j1")).toBe("mythic");
  });

  it("an unused rarity deletes without a note", () => {
    dispatch({ type: "entry/add", list: "customRarities", entry: createRarity({ id: "r2", key: "spare" }), at: AT - 5000 });
    expect(note("customRarities", "r2")).toBe("");
  });
});

describe("jokers page", () => {
  it("re-keying a joker repoints booster rules naming it, and not the game's joker", () => {
    setItemKey(jokerConfig, "j1", "manor");
    expect(rulesOf("b1")?.slice(2)).toEqual([
      { specific_key: "j_mymod_manor", specific_type: "joker" },
      { specific_key: "j_joker", specific_type: "joker" },
    ]);
    expect(undoOnce()).toBe(false);
  });

  it("deleting a joker says which rules change and clears them, as one undo step", () => {
    expect(note("jokers", "j1")).toContain("Jokers: 1 card rule cleared");
    removeEntry("jokers", "j1");
    expect(rulesOf("b1")?.[2]).toEqual({ specific_key: "", specific_type: "" });
    expect(undoOnce()).toBe(false);
    expect(rulesOf("b1")?.[2]).toEqual({ specific_key: "j_mymod_house", specific_type: "joker" });
  });
});
