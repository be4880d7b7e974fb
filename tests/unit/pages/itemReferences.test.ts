import { describe, expect, it } from "vitest";
import { createConsumableSet, createItem, emptyProject, type Project } from "../../../domain/model";
import { referenceChanges } from "../../../src/components/options/referenceChanges";

function project(): Project {
  const p = emptyProject();
  p.modMetadata.prefix = "mymod";
  p.consumableSets.push(createConsumableSet({ id: "s1", key: "runes", name: "Runes", default_card: "c_mymod_fehu" }));
  p.consumables.push(createItem("consumable", { id: "c1", name: "Fehu", objectKey: "fehu", set: "runes" }));
  p.consumables.push(createItem("consumable", { id: "c2", name: "Star", objectKey: "star", set: "Planet" }));
  p.vouchers.push(createItem("voucher", { id: "v1", name: "Base", objectKey: "base" }));
  p.vouchers.push(createItem("voucher", { id: "v2", name: "Plus", objectKey: "plus", requires: "v_mymod_base", requires_activetor: true }));
  // An older file's spelling of the same requirement.
  p.vouchers.push(createItem("voucher", { id: "v3", name: "Old", objectKey: "old", requires: "mymod_base", requires_activetor: true }));
  p.decks.push(createItem("deck", { id: "d1", name: "Deck", Config_vouchers: ["v_mymod_base", "v_telescope"], Config_consumables: ["c_mymod_fehu", "c_fool", "c_mymod_fehu"] }));
  p.seals.push(createItem("seal", { id: "x1", name: "Wax", objectKey: "wax", sound: "mymod_chime" }));
  p.editions.push(createItem("edition", { id: "e1", name: "Shiny", objectKey: "shiny", sound: "foil1" }));
  p.boosters.push(createItem("booster", {
    id: "b1", name: "Pack", booster_type: "playing_card",
    card_rules: [{ seal: "mymod_wax", weight: 2 }, { seal: "Gold" }, { enhancement: "m_mymod_ember", edition: "e_mymod_shiny" }],
  }));
  p.boosters.push(createItem("booster", { id: "b2", name: "Cards", booster_type: "consumable", card_rules: [{ set: "runes" }, { specific_key: "c_mymod_fehu", specific_type: "consumable" }] }));
  return p;
}

const summary = (changes: ReturnType<typeof referenceChanges>) => changes.map((c) => [c.list, c.id, c.changes]);

describe("referenceChanges", () => {
  it("a renamed voucher is followed by requirements (any spelling) and decks' starting vouchers", () => {
    expect(summary(referenceChanges(project(), "voucher", "v_mymod_base", "v_mymod_root"))).toEqual([
      ["vouchers", "v2", { requires: "v_mymod_root" }],
      ["vouchers", "v3", { requires: "v_mymod_root" }],
      ["decks", "d1", { Config_vouchers: ["v_mymod_root", "v_telescope"] }],
    ]);
  });

  it("a removed voucher clears requirements (and their switch) and leaves the decks", () => {
    const changes = referenceChanges(project(), "voucher", "v_mymod_base", null);
    expect(summary(changes)).toEqual([
      ["vouchers", "v2", { requires: "", requires_activetor: false }],
      ["vouchers", "v3", { requires: "", requires_activetor: false }],
      ["decks", "d1", { Config_vouchers: ["v_telescope"] }],
    ]);
    expect(changes[0].what).toBe("requirement cleared");
  });

  it("a consumable: every copy in a deck, a set's default card and a booster's specific card", () => {
    expect(summary(referenceChanges(project(), "consumable", "c_mymod_fehu", "c_mymod_uruz"))).toEqual([
      ["decks", "d1", { Config_consumables: ["c_mymod_uruz", "c_fool", "c_mymod_uruz"] }],
      ["consumableSets", "s1", { default_card: "c_mymod_uruz" }],
      ["boosters", "b2", { card_rules: [{ set: "runes" }, { specific_key: "c_mymod_uruz", specific_type: "consumable" }] }],
    ]);
    const removed = referenceChanges(project(), "consumable", "c_mymod_fehu", null);
    expect(removed.find((c) => c.list === "boosters")?.changes).toEqual({ card_rules: [{ set: "runes" }, { specific_key: "", specific_type: "" }] });
    expect(removed.find((c) => c.list === "decks")?.changes).toEqual({ Config_consumables: ["c_fool"] });
  });

  it("a set: its consumables (Tarot when it goes) and booster rules (Any when it goes)", () => {
    expect(summary(referenceChanges(project(), "set", "runes", "elder"))).toEqual([
      ["consumables", "c1", { set: "elder" }],
      ["boosters", "b2", { card_rules: [{ set: "elder" }, { specific_key: "c_mymod_fehu", specific_type: "consumable" }] }],
    ]);
    expect(summary(referenceChanges(project(), "set", "runes", null))).toEqual([
      ["consumables", "c1", { set: "Tarot" }],
      ["boosters", "b2", { card_rules: [{ set: "" }, { specific_key: "c_mymod_fehu", specific_type: "consumable" }] }],
    ]);
  });

  it("a seal only matches exactly: the game's Gold seal is not the mod's 'gold'", () => {
    const p = project();
    expect(summary(referenceChanges(p, "seal", "mymod_wax", null))).toEqual([
      ["boosters", "b1", { card_rules: [{ seal: "", weight: 2 }, { seal: "Gold" }, { enhancement: "m_mymod_ember", edition: "e_mymod_shiny" }] }],
    ]);
    expect(referenceChanges(p, "seal", "mymod_gold", null)).toEqual([]);
  });

  it("a sound resets to the type's default when it goes", () => {
    expect(summary(referenceChanges(project(), "sound", "mymod_chime", null))).toEqual([["seals", "x1", { sound: "gold_seal" }]]);
    expect(summary(referenceChanges(project(), "sound", "mymod_chime", "mymod_bell"))).toEqual([["seals", "x1", { sound: "mymod_bell" }]]);
  });

  it("enhancements and editions in booster rules", () => {
    const [change] = referenceChanges(project(), "edition", "e_mymod_shiny", "e_mymod_glossy");
    expect(change.changes).toEqual({ card_rules: [{ seal: "mymod_wax", weight: 2 }, { seal: "Gold" }, { enhancement: "m_mymod_ember", edition: "e_mymod_glossy" }] });
    expect(change.what).toBe("1 card rule updated");
    expect(referenceChanges(project(), "enhancement", "m_mymod_ember", null)[0].what).toBe("1 card rule cleared");
  });

  it("custom rarities and jokers in booster card rules (for the jokers page to call)", () => {
    const p = project();
    p.boosters.push(createItem("booster", { id: "b3", name: "Jokers", card_rules: [{ rarity: "mythic" }, { rarity: "3" }, { specific_key: "j_mymod_house", specific_type: "joker" }] }));
    expect(summary(referenceChanges(p, "rarity", "mythic", "legend"))).toEqual([
      ["boosters", "b3", { card_rules: [{ rarity: "legend" }, { rarity: "3" }, { specific_key: "j_mymod_house", specific_type: "joker" }] }],
    ]);
    expect(summary(referenceChanges(p, "joker", "j_mymod_house", null))).toEqual([
      ["boosters", "b3", { card_rules: [{ rarity: "mythic" }, { rarity: "3" }, { specific_key: "", specific_type: "" }] }],
    ]);
  });

  it("nothing to do for an unused key, an empty key or a no-op rename", () => {
    expect(referenceChanges(project(), "voucher", "v_mymod_unused", null)).toEqual([]);
    expect(referenceChanges(project(), "voucher", "", null)).toEqual([]);
    expect(referenceChanges(project(), "voucher", "v_mymod_base", "v_mymod_base")).toEqual([]);
  });
});
