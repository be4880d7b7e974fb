import { describe, expect, it } from "vitest";
import {
  PACK_CHOOSE_TOO_MANY, adaptRulesToType, kindInfo, newCardRule, packSizeLabel, packSizeProblem, ruleChances, ruleFieldsFor, ruleWeight,
} from "../../../src/pages/boosters/boosterRules";

describe("booster card rules", () => {
  it("offer the fields that fit the pack kind", () => {
    expect(ruleFieldsFor("joker")).toEqual(["rarity", "edition", "pool", "specific_key"]);
    expect(ruleFieldsFor("consumable")).toEqual(["set", "edition", "specific_key"]);
    expect(ruleFieldsFor("playing_card")).toEqual(["set", "enhancement", "edition", "seal", "suit", "rank"]);
    expect(ruleFieldsFor("voucher")).toEqual(["specific_key"]);
    // An unknown kind is treated as a joker pack, as the exporter does.
    expect(ruleFieldsFor("weird")).toEqual(ruleFieldsFor("joker"));
    expect(kindInfo(undefined).value).toBe("joker");
  });

  it("new rules carry weight 1 and, where a pack has specific cards, their type", () => {
    expect(newCardRule("joker")).toEqual({ weight: 1, specific_type: "joker" });
    expect(newCardRule("playing_card")).toEqual({ weight: 1 });
  });

  it("share the picks by weight; missing is 1, negative is 0", () => {
    expect(ruleWeight({})).toBe(1);
    expect(ruleWeight({ weight: -3 })).toBe(0);
    expect(ruleChances([{ weight: 3 }, {}])).toEqual([75, 25]);
    expect(ruleChances([{ weight: 0 }, { weight: 0 }])).toEqual([0, 0]);
    expect(ruleChances([])).toEqual([]);
  });

  it("drop the fields a new kind cannot use", () => {
    const rules = [
      { set: "Base", suit: "Hearts", rank: "Ace", edition: "e_foil", weight: 2 },
      { specific_key: "j_blueprint", specific_type: "joker" as const, rarity: "3", pool: "mymod_jokers" },
    ];
    expect(adaptRulesToType(rules, "joker")).toEqual([
      { edition: "e_foil", weight: 2 },
      { specific_key: "j_blueprint", specific_type: "joker", rarity: "3", pool: "mymod_jokers" },
    ]);
    // A joker is no voucher: the specific card goes.
    expect(adaptRulesToType(rules, "voucher")).toEqual([{ weight: 2 }, {}]);
    // A playing-card set means nothing in a consumable pack, and the other way round.
    expect(adaptRulesToType([{ set: "Base" }, { set: "Planet" }], "consumable")).toEqual([{}, { set: "Planet" }]);
    expect(adaptRulesToType([{ set: "Base" }, { set: "Planet" }], "playing_card")).toEqual([{ set: "Base" }, {}]);
  });

  it("check the pack size", () => {
    expect(packSizeProblem({ extra: 3, choose: 1 })).toBeNull();
    expect(packSizeProblem({ extra: 3, choose: 3 })).toBeNull();
    expect(packSizeProblem({ extra: 2, choose: 3 })).toBe(PACK_CHOOSE_TOO_MANY);
    expect(packSizeProblem(undefined)).toBeNull();
    expect(packSizeLabel({ extra: 5, choose: 2 })).toBe("Choose 2 of 5");
  });
});
