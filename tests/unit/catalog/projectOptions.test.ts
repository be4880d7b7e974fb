// The builder's selects list the project's own items, rarities, sets, sounds and pools before the
// game's; every value they offer must be one the compiler resolves to the key the export writes.
import { describe, expect, it } from "vitest";
import { choiceOptions, projectOptions, resolveOption, shownOption } from "../../../domain/catalog/options";
import { OPTION_SOURCES } from "../../../domain/catalog/schema";
import { ExportEnv } from "../../../domain/export/env";
import { createItem, emptyProject, type Project } from "../../../domain/model";

function project(): Project {
  const p = emptyProject(0);
  p.modMetadata = { ...p.modMetadata, prefix: "mine" };
  p.jokers = [createItem("joker", { id: "j1", name: "Lucky Cat", objectKey: "lucky_cat", pools: ["cats"] } as never), createItem("joker", { id: "j2", name: "Dog", objectKey: "dog", orderValue: 2 } as never)];
  p.consumables = [createItem("consumable", { id: "c1", name: "Moon", objectKey: "moon", set: "Planet" } as never), createItem("consumable", { id: "c2", name: "Fate", objectKey: "fate", set: "Tarot" } as never)];
  p.enhancements = [createItem("enhancement", { id: "m1", name: "Glow", objectKey: "glow" } as never)];
  p.seals = [createItem("seal", { id: "s1", name: "Wax", objectKey: "wax" } as never)];
  p.editions = [createItem("edition", { id: "e1", name: "Shiny", objectKey: "shiny" } as never)];
  p.vouchers = [createItem("voucher", { id: "v1", name: "Coupon", objectKey: "coupon" } as never)];
  p.customRarities = [{ id: "r1", key: "mythic", name: "Mythic", badge_colour: "#ffffff", default_weight: 1 }];
  p.consumableSets = [{ id: "t1", key: "runes", name: "Runes", primary_colour: "#000000", secondary_colour: "#ffffff", collection_rows: [4, 5] }];
  return p;
}

describe("project options of the rule builder's selects", () => {
  it("list the project's own entries, each resolving to the key the export writes", () => {
    const p = project();
    const env = new ExportEnv(p);
    expect(projectOptions(p, "jokers")).toEqual([{ value: "j_mine_lucky_cat", label: "Lucky Cat" }, { value: "j_mine_dog", label: "Dog" }]);
    expect(projectOptions(p, "planets").map((o) => o.value)).toEqual(["c_mine_moon", "c_mine_fate"]);
    expect(projectOptions(p, "rarities")).toEqual([{ value: "mythic", label: "Mythic" }]);
    expect(projectOptions(p, "pools")).toContainEqual({ value: "cats", label: "cats" });
    let checked = 0;
    for (const source of OPTION_SOURCES) {
      for (const option of projectOptions(p, source)) {
        expect(resolveOption({ source }, option.value, env), `${source}: ${option.value}`).toBeDefined();
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it("show a choice spelt otherwise as the option the export takes it for, and nothing for what no option means", () => {
    const p = project();
    const env = new ExportEnv(p);
    const choices = (source: "jokers" | "editions" | "rarities") => choiceOptions({ source }, p);
    expect(shownOption({ source: "jokers" }, choices("jokers"), "j_mine_dog", env)).toBe("j_mine_dog");
    expect(shownOption({ source: "jokers" }, choices("jokers"), "mine_dog", env)).toBe("j_mine_dog");
    expect(shownOption({ source: "jokers" }, choices("jokers"), " dog ", env)).toBe("j_mine_dog");
    expect(shownOption({ source: "jokers" }, choices("jokers"), "joker", env)).toBe("j_joker");
    expect(shownOption({ source: "editions" }, choices("editions"), "negative", env)).toBe("e_negative");
    expect(shownOption({ source: "rarities" }, choices("rarities"), "mine_mythic", env)).toBe("mythic");
    expect(shownOption({ source: "jokers" }, choices("jokers"), "no_such_joker", env)).toBeUndefined();
    expect(shownOption([{ value: "a", label: "A" }], [{ value: "a", label: "A" }], "b", env)).toBeUndefined();
  });
});
