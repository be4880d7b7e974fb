// Renaming or deleting a sound, a rarity or a joker from its page: the items naming it follow
// (or are cleared), the confirmation says so, and one undo restores everything.
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import { createItem, createRarity, createSound, emptyProject, type Joker, type Project } from "../../../domain/model";
import { projectStore } from "../../../src/store/projectStore";
import { dispatch } from "../../../src/store/useProject";
import { describeSoundRemoval, removeSound, storedSoundKey, updateSound } from "../../../src/pages/sounds/soundCommands";
import { rarityConfig } from "../../../src/pages/jokers/rarityConfig";
import { jokerConfig } from "../../../src/pages/jokers/jokerConfig";

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
const text = (node: unknown) => renderToStaticMarkup(node as Parameters<typeof renderToStaticMarkup>[0]);

/** Undoes one step and says whether another one is left. */
function undoOnce(): boolean {
  expect(projectStore.undo(AT + 10)).toBe(true);
  return projectStore.canUndo();
}

beforeEach(() => projectStore.reset(project()));

describe("sounds page: rename", () => {
  it("stores the form the sound select offers", () => {
    expect(storedSoundKey("mymod", "chime")).toBe("mymod_chime");
  });

  it("repoints seals and editions that play the sound, and one undo restores all", () => {
    updateSound("s1", { key: "gong" }, AT);
    expect(state().sounds[0].key).toBe("gong");
    expect(soundOf("seals", "x1")).toBe("mymod_gong");
    expect(soundOf("editions", "e1")).toBe("mymod_gong");
    // Another sound's users and a game sound of the same bare name are left alone.
    expect(soundOf("seals", "x2")).toBe("chime");
    expect(soundOf("editions", "e2")).toBe("mymod_bell");

    expect(undoOnce()).toBe(false);
    expect(state().sounds[0].key).toBe("chime");
    expect(soundOf("seals", "x1")).toBe("mymod_chime");
    expect(soundOf("editions", "e1")).toBe("mymod_chime");
  });

  it("follows the key the store settled on when the wanted one is taken", () => {
    updateSound("s1", { key: "bell", volume: 0.3 }, AT);
    const settled = state().sounds[0].key;
    expect(settled).not.toBe("bell");
    expect(soundOf("seals", "x1")).toBe(`mymod_${settled}`);
    // The other sound's users still play the other sound.
    expect(soundOf("editions", "e2")).toBe("mymod_bell");
  });

  it("an edit that keeps the key touches nothing else", () => {
    updateSound("s1", { key: "chime", volume: 0.9 }, AT);
    expect(state().sounds[0].volume).toBe(0.9);
    expect(soundOf("seals", "x1")).toBe("mymod_chime");
    expect(undoOnce()).toBe(false);
  });

  it("two renames are two undo steps, each with its follow-ups", () => {
    updateSound("s1", { key: "gong" }, AT);
    updateSound("s1", { key: "toll" }, AT + 1);
    expect(soundOf("seals", "x1")).toBe("mymod_toll");
    expect(undoOnce()).toBe(true);
    expect(state().sounds[0].key).toBe("gong");
    expect(soundOf("seals", "x1")).toBe("mymod_gong");
    expect(soundOf("editions", "e1")).toBe("mymod_gong");
  });
});

describe("sounds page: delete", () => {
  it("the confirmation lists what changes, and deleting resets the users to the type's default", () => {
    const sound = state().sounds[0];
    const extra = describeSoundRemoval(sound, state());
    const message = text(extra.message);
    expect(message).toContain("2 items refer to it and will change:");
    expect(message).toContain("Wax: sound reset to gold_seal");
    expect(message).toContain("Shiny: sound reset to foil1");

    removeSound(sound.id, extra.cascade, AT);
    expect(state().sounds.map((s) => s.key)).toEqual(["bell"]);
    expect(soundOf("seals", "x1")).toBe("gold_seal");
    expect(soundOf("editions", "e1")).toBe("foil1");
    expect(soundOf("seals", "x2")).toBe("chime");

    expect(undoOnce()).toBe(false);
    expect(state().sounds.map((s) => s.key)).toEqual(["chime", "bell"]);
    expect(soundOf("seals", "x1")).toBe("mymod_chime");
    expect(soundOf("editions", "e1")).toBe("mymod_chime");
  });

  it("an unused sound has nothing to say and deletes on its own", () => {
    dispatch({ type: "list/update", list: "editions", id: "e2", changes: { sound: "foil2" }, at: AT - 5000 });
    const sound = state().sounds[1];
    const extra = describeSoundRemoval(sound, state());
    expect(extra).toEqual({});
    removeSound(sound.id, extra.cascade, AT);
    expect(state().sounds.map((s) => s.key)).toEqual(["chime"]);
    expect(undoOnce()).toBe(true);
    expect(state().sounds).toHaveLength(2);
    expect(soundOf("editions", "e2")).toBe("foil2");
  });
});

describe("rarities tab", () => {
  const rename = (to: string) => {
    const burst = "customRarities:r1:key";
    dispatch({ type: "list/update", list: "customRarities", id: "r1", changes: { key: to }, burst, at: AT });
    rarityConfig.afterKeyChange?.(state().customRarities[0], "mythic", to, burst, AT);
  };

  it("renaming the key repoints jokers and booster card rules, as one undo step", () => {
    rename("legend");
    expect(jokerRarity("j1")).toBe("legend");
    expect(jokerRarity("j2")).toBe(2);
    expect(rulesOf("b1")?.slice(0, 2)).toEqual([{ rarity: "legend", weight: 2 }, { rarity: "3" }]);

    expect(undoOnce()).toBe(false);
    expect(state().customRarities[0].key).toBe("mythic");
    expect(jokerRarity("j1")).toBe("mythic");
    expect(rulesOf("b1")?.[0]).toEqual({ rarity: "mythic", weight: 2 });
  });

  it("deleting says what changes, makes its jokers Common and clears the rules' rarity", () => {
    const rarity = state().customRarities[0];
    const extra = rarityConfig.describeRemoval?.(rarity, state());
    const message = text(extra?.message);
    expect(message).toContain("1 joker uses this rarity and will become Common.");
    expect(message).toContain("Jokers: 1 card rule cleared");

    const burst = "customRarities:r1:remove";
    dispatch({ type: "list/remove", list: "customRarities", id: "r1", burst, at: AT });
    extra?.cascade?.(burst, AT);
    expect(jokerRarity("j1")).toBe(1);
    expect(rulesOf("b1")?.slice(0, 2)).toEqual([{ rarity: "", weight: 2 }, { rarity: "3" }]);

    expect(undoOnce()).toBe(false);
    expect(state().customRarities).toHaveLength(1);
    expect(jokerRarity("j1")).toBe("mythic");
    expect(rulesOf("b1")?.[0]).toEqual({ rarity: "mythic", weight: 2 });
  });

  it("a rarity only booster rules use still warns and clears them", () => {
    dispatch({ type: "list/update", list: "jokers", id: "j1", changes: { rarity: 1 }, at: AT - 5000 });
    const extra = rarityConfig.describeRemoval?.(state().customRarities[0], state());
    const message = text(extra?.message);
    expect(message).not.toContain("joker uses");
    expect(message).toContain("1 card rule cleared");
    expect(extra?.cascade).toBeTypeOf("function");
  });

  it("an unused rarity deletes without a note", () => {
    dispatch({ type: "list/add", list: "customRarities", entry: createRarity({ id: "r2", key: "spare" }), at: AT - 5000 });
    expect(rarityConfig.describeRemoval?.(state().customRarities[1], state())).toEqual({});
  });
});

describe("jokers page", () => {
  const house = () => state().jokers[0] as Joker;

  it("renaming a joker's key repoints booster rules naming it, as one undo step", () => {
    const burst = "jokers:j1:key";
    dispatch({ type: "list/update", list: "jokers", id: "j1", changes: { objectKey: "manor" }, burst, at: AT });
    jokerConfig.afterKeyChange?.(house(), "house", "manor", burst, AT);
    expect(rulesOf("b1")?.slice(2)).toEqual([
      { specific_key: "j_mymod_manor", specific_type: "joker" },
      { specific_key: "j_joker", specific_type: "joker" },
    ]);
    expect(undoOnce()).toBe(false);
    expect(house().objectKey).toBe("house");
    expect(rulesOf("b1")?.[2]).toEqual({ specific_key: "j_mymod_house", specific_type: "joker" });
  });

  it("deleting a joker says which rules change and clears them, as one undo step", () => {
    const extra = jokerConfig.describeRemoval?.(house(), state());
    expect(text(extra?.message)).toContain("Jokers: 1 card rule cleared");
    const burst = "jokers:j1:remove";
    dispatch({ type: "list/remove", list: "jokers", id: "j1", burst, at: AT });
    extra?.cascade?.(burst, AT);
    expect(rulesOf("b1")?.slice(2)).toEqual([
      { specific_key: "", specific_type: "" },
      { specific_key: "j_joker", specific_type: "joker" },
    ]);
    expect(undoOnce()).toBe(false);
    expect(state().jokers).toHaveLength(2);
    expect(rulesOf("b1")?.[2]).toEqual({ specific_key: "j_mymod_house", specific_type: "joker" });
  });

  it("a joker no rule names deletes without a note", () => {
    expect(jokerConfig.describeRemoval?.(state().jokers[1] as Joker, state())).toEqual({});
  });
});
