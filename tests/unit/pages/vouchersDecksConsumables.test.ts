import { describe, expect, it } from "vitest";
import { createConsumableSet, createItem, type Rule } from "../../../domain/model";
import { collectionRows, consumablesInSet, setRank } from "../../../src/pages/consumables/consumableSets";
import { deckFlags, ruleEffectSummary } from "../../../src/pages/decks/deckSummary";
import { requirementOf, withRequirement } from "../../../src/pages/vouchers/voucherRequirement";

describe("voucher requirement", () => {
  it("is in force only while its switch is on (the original's exporter rule)", () => {
    expect(requirementOf({ requires: "v_overstock_norm", requires_activetor: true })).toBe("v_overstock_norm");
    expect(requirementOf({ requires: "v_overstock_norm" })).toBe("v_overstock_norm");
    expect(requirementOf({ requires: "v_overstock_norm", requires_activetor: false })).toBe("");
    expect(requirementOf({ requires: "  ", requires_activetor: true })).toBe("");
  });

  it("moves the key and the switch together", () => {
    expect(withRequirement("v_hone")).toEqual({ requires: "v_hone", requires_activetor: true });
    expect(withRequirement("")).toEqual({ requires: "", requires_activetor: false });
  });
});

describe("deck summary", () => {
  it("names the deck-rule flags that are on", () => {
    expect(deckFlags({ no_interest: true, no_faces: false, erratic_deck: true })).toEqual(["No interest", "Erratic"]);
    expect(deckFlags({})).toEqual([]);
  });

  it("lists each effect its rules use once, from effects, random groups and loops", () => {
    const rules = [
      { id: "r1", trigger: "deck_selected", effects: [{ id: "a", type: "edit_starting_dollars" }, { id: "b", type: "edit_hands" }],
        randomGroups: [{ id: "g", effects: [{ id: "c", type: "edit_hands" }] }], loops: [{ id: "l", effects: [{ id: "d", type: "edit_discards" }] }] },
    ] as unknown as Rule[];
    expect(ruleEffectSummary(rules)).toEqual(["Edit Starting Dollars", "Edit Hands", "Edit Discards"]);
    expect(ruleEffectSummary(undefined)).toEqual([]);
  });
});

describe("consumable sets", () => {
  const sets = [createConsumableSet({ id: "a", key: "runes" }), createConsumableSet({ id: "b", key: "omens" })];

  it("sort Tarot, Planet, Spectral, then custom sets in list order, unknown last", () => {
    expect(["omens", "Spectral", "gone", "Tarot", "runes", "planet"].sort((x, y) => setRank(x, sets) - setRank(y, sets)))
      .toEqual(["Tarot", "planet", "Spectral", "runes", "omens", "gone"]);
  });

  it("count their consumables", () => {
    const cards = [createItem("consumable", { id: "1", set: "runes" }), createItem("consumable", { id: "2", set: "Tarot" }), createItem("consumable", { id: "3", set: "runes" })];
    expect(consumablesInSet(cards, "runes")).toBe(2);
    expect(consumablesInSet(cards, "omens")).toBe(0);
  });

  it("read collection rows defensively", () => {
    expect(collectionRows([6, 6])).toEqual([6, 6]);
    expect(collectionRows(undefined)).toEqual([4, 5]);
    expect(collectionRows([0, 2.5])).toEqual([4, 5]);
    expect(collectionRows("4,5")).toEqual([4, 5]);
  });
});
