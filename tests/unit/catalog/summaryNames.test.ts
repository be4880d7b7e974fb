// A block's summary names the mod's own items by their names ("Create Second", not "Create Tm
// Second"), through the key resolver the rule builder gives it; the game's keys keep their words.
import { describe, expect, it } from "vitest";
import { findEffect } from "../../../domain/catalog/registry";
import { parseParams } from "../../../domain/catalog/parse";
import { keyWords, withItemNames } from "../../../domain/catalog/words";
import { ExportEnv } from "../../../domain/export/env";
import { sampleProject } from "../export/sampleProject";

function summary(env: ExportEnv, type: string, params: Record<string, string>): string {
  const entry = findEffect(type)!;
  const values = parseParams(entry.params, Object.fromEntries(Object.entries(params).map(([k, value]) => [k, { value, valueType: "text" }])), { keys: env, variables: new Map() }).values;
  return withItemNames((key) => env.ownName(key), () => entry.summary(values));
}

describe("summaries of blocks that name the mod's own items", () => {
  const env = new ExportEnv(sampleProject());

  it("name the item by its name, whatever spelling of its key the block holds", () => {
    for (const key of ["tm_second", "j_tm_second", "second"]) {
      expect(summary(env, "create_joker", { joker_type: "specific", joker_key: key, edition: "none" })).toBe("Create Second");
    }
    expect(summary(env, "edit_cards", { selection_method: "selected", enhancement: "m_tm_shiny", seal: "none", edition: "none", suit: "none", rank: "none" }))
      .toBe(`Give the selected cards: ${sampleProject().enhancements[0].name}`);
  });

  it("keep the words of the game's keys, and of keys outside withItemNames", () => {
    expect(summary(env, "create_joker", { joker_type: "specific", joker_key: "j_greedy_joker", edition: "none" })).toBe("Create Greedy Joker");
    expect(summary(env, "edit_cards", { selection_method: "selected", enhancement: "m_gold", seal: "none", edition: "none", suit: "none", rank: "none" })).toBe("Give the selected cards: gold");
    expect(keyWords("j_tm_second")).toBe("Tm Second");
    // and the names are only those of the call: nothing stays set after it
    withItemNames(() => "Named", () => expect(keyWords("j_anything")).toBe("Named"));
    expect(keyWords("j_anything")).toBe("Anything");
  });

  it("resolve rarities and consumable sets by their names too", () => {
    expect(env.ownName("tm_mythic")).toBe(sampleProject().customRarities[0].name);
    expect(env.ownName("rune")).toBe(sampleProject().consumableSets[0].name);
    expect(env.ownName("j_greedy_joker")).toBeUndefined();
  });
});
