// A block's summary names the mod's own items by their names ("Create Second", not "Create Tm
// Second"), through the key resolver the rule builder gives it; the game's keys keep their words.
import { describe, expect, it } from "vitest";
import { findCondition, findEffect } from "../../../domain/catalog/registry";
import { parseParams } from "../../../domain/catalog/parse";
import { blockSummary } from "../../../domain/catalog/blockSummary";
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

describe("summaries read as sentences", () => {
  const env = new ExportEnv(sampleProject());
  const condition = (on: ExportEnv, type: string, params: Record<string, string>) => {
    const entry = findCondition(type)!;
    const values = parseParams(entry.params, Object.fromEntries(Object.entries(params).map(([k, value]) => [k, { value, valueType: "text" }])), { keys: on, variables: new Map() }).values;
    return withItemNames((key) => on.ownName(key), () => entry.summary(values));
  };

  it("money reads as money: a negative, a range, a bound", () => {
    expect(summary(env, "set_dollars", { operation: "add", value: "5" })).toBe("+$5");
    expect(summary(env, "set_dollars", { operation: "add", value: "-5" })).toBe("-$5");
    expect(summary(env, "set_dollars", { operation: "add", value: "RANGE:-5|100" })).toBe("+(-$5 to $100)");
    expect(summary(env, "set_dollars", { operation: "subtract", value: "3" })).toBe("-$3");
    expect(summary(env, "set_dollars", { operation: "set", value: "-2" })).toBe("Set money to -$2");
  });

  it("'an' before a vowel", () => {
    const project = sampleProject();
    project.enhancements[0] = { ...project.enhancements[0], name: "Aegean" };
    const own = new ExportEnv(project);
    expect(condition(own, "card_enhancement", { enhancement: `m_${project.modMetadata.prefix}_${project.enhancements[0].objectKey}` })).toBe("if the card is an Aegean card");
    expect(condition(env, "card_enhancement", { enhancement: "m_bonus" })).toBe("if the card is a Bonus card");
  });
});

describe("a block with a field at fault", () => {
  const env = new ExportEnv(sampleProject());
  it("reads as its label and the problem, not as the default the field would fall back to", () => {
    const entry = findEffect("add_mult")!;
    const scope = { keys: env, variables: new Map() };
    expect(blockSummary(entry, { value: { value: 8, valueType: "number" } }, scope)).toBe("+8 Mult");
    expect(blockSummary(entry, { value: { value: "", valueType: "number" } }, scope)).toMatch(/^Add Mult \(Mult .+\)$/);
  });
});
