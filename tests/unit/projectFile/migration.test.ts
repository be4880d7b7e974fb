// Import = parse -> detect era -> migrate -> validate -> repair (issue 3, "The project file").
import { describe, expect, it } from "vitest";
import type { Joker, Project } from "../../../domain/model";
import { importProjectText } from "../../../domain/projectFile";
import { text, type RawFile } from "./build";

function load(parts: RawFile): { project: Project; repairs: string[]; era: string } {
  const result = importProjectText(text(parts));
  if (!result.ok) throw new Error(result.reason);
  return { project: result.project, repairs: result.report.repairs, era: result.report.era };
}

const rule = (r: RawFile): RawFile => ({ id: "r", trigger: "hand_played", conditionGroups: [], effects: [], randomGroups: [], loops: [], position: { x: 1, y: 2 }, blueprintCompatible: true, ...r });

describe("old key names migrate to objectKey", () => {
  it.each([
    ["jokers", "jokerKey"], ["consumables", "consumableKey"], ["boosters", "boosterKey"], ["enhancements", "enhancementKey"],
    ["seals", "sealKey"], ["editions", "editionKey"], ["vouchers", "voucherKey"],
  ] as const)("%s: %s -> objectKey", (list, alias) => {
    const { project, repairs, era } = load({ [list]: [{ id: "a", name: "A", [alias]: "legacy_key" }] });
    const item = project[list][0] as Record<string, unknown>;
    expect(item.objectKey).toBe("legacy_key");
    expect(alias in item).toBe(false);
    expect(repairs).toContain(`${list}[].${alias}: migrated to objectKey`);
    expect(era).toBe("original-legacy-keys");
  });
  it("objectKey wins over a stale old key", () => {
    const { project } = load({ jokers: [{ id: "a", name: "A", objectKey: "new", jokerKey: "old" }] });
    expect(project.jokers[0].objectKey).toBe("new");
    expect("jokerKey" in project.jokers[0]).toBe(false);
  });
});

describe("rule migration (reference section 7 'Rule migration')", () => {
  const jokerWith = (r: RawFile) => load({ jokers: [{ id: "j", name: "J", rules: [rule(r)] }] }).project.jokers[0];

  it("consumable_used -> card_used for consumables only", () => {
    const { project } = load({
      jokers: [{ id: "j", name: "J", rules: [rule({ trigger: "consumable_used" })] }],
      consumables: [{ id: "c", name: "C", rules: [rule({ trigger: "consumable_used" })] }],
    });
    expect(project.jokers[0].rules[0].trigger).toBe("consumable_used");
    expect(project.consumables[0].rules[0].trigger).toBe("card_used");
  });
  it("voucher_used / deck_selected -> card_used; card_held -> card_held_in_hand", () => {
    const { project } = load({
      vouchers: [{ id: "v", name: "V", rules: [rule({ trigger: "voucher_used" })] }],
      decks: [{ id: "d", name: "D", rules: [rule({ trigger: "deck_selected" })] }],
      jokers: [{ id: "j", name: "J", rules: [rule({ trigger: "card_held" })] }],
    });
    expect(project.vouchers[0].rules[0].trigger).toBe("card_used");
    expect(project.decks[0].rules[0].trigger).toBe("card_used");
    expect(project.jokers[0].rules[0].trigger).toBe("card_held_in_hand");
  });
  it.each([["card_count", "hand_count"], ["deck_check", "check_deck"], ["blind_requirements", "check_blind_requirements"], ["poker_hand", "hand_type"], ["joker_specific", "joker_key"]])(
    "condition %s -> %s", (from, to) => {
      const joker = jokerWith({ conditionGroups: [{ id: "g", operator: "and", conditions: [{ id: "c", type: from, negate: false, params: {} }] }] });
      expect(joker.rules[0].conditionGroups[0].conditions[0].type).toBe(to);
    });
  it.each([["add_x_mult", "apply_x_mult"], ["balance", "balance_chips_mult"], ["edit_hand", "edit_hands"], ["perma_bonus", "permanent_bonus"], ["win_blind", "win_game"], ["retrigger_cards", "retrigger_playing_card"]])(
    "effect %s -> %s", (from, to) => {
      expect(jokerWith({ effects: [{ id: "e", type: from, params: {} }] }).rules[0].effects[0].type).toBe(to);
    });
  it("destroy_self -> destroy_joker with selection_method=self (jokers only)", () => {
    const effect = jokerWith({ effects: [{ id: "e", type: "destroy_self", params: {} }] }).rules[0].effects[0];
    expect(effect).toMatchObject({ type: "destroy_joker", params: { selection_method: { value: "self", valueType: "text" } } });
    const { project } = load({ consumables: [{ id: "c", name: "C", rules: [rule({ trigger: "card_used", effects: [{ id: "e", type: "destroy_self", params: {} }] })] }] });
    expect(project.consumables[0].rules[0].effects[0].type).toBe("destroy_self");
  });
  it("add_card_to_hand -> create_playing_card with location=hand; copy_triggered_card -> create_copy_triggered_card add_to=deck", () => {
    const effects = jokerWith({ effects: [{ id: "a", type: "add_card_to_hand", params: { suit: "Spades" } }, { id: "b", type: "copy_triggered_card", params: {} }] }).rules[0].effects;
    expect(effects[0]).toMatchObject({ type: "create_playing_card", params: { suit: { value: "Spades" }, location: { value: "hand" } } });
    expect(effects[1]).toMatchObject({ type: "create_copy_triggered_card", params: { add_to: { value: "deck" } } });
  });
  it("double_dollars -> set_dollars keeping its limit as max_earnings", () => {
    const effect = jokerWith({ effects: [{ id: "e", type: "double_dollars", params: { limit: 40 } }] }).rules[0].effects[0];
    expect(effect.type).toBe("set_dollars");
    expect(effect.params.max_earnings).toEqual({ value: 40, valueType: "number" });
    expect(effect.params.limit_dollars).toEqual({ value: [false, true, false, false], valueType: "checkbox" });
  });
  it("deck modify_blind_requirement -> modify_all_blinds_requirement; a joker's stays", () => {
    const { project } = load({
      decks: [{ id: "d", name: "D", rules: [rule({ trigger: "blind_selected", effects: [{ id: "e", type: "modify_blind_requirement", params: {} }] })] }],
      jokers: [{ id: "j", name: "J", rules: [rule({ effects: [{ id: "e", type: "modify_blind_requirement", params: {} }] })] }],
    });
    expect(project.decks[0].rules[0].effects[0].type).toBe("modify_all_blinds_requirement");
    expect(project.jokers[0].rules[0].effects[0].type).toBe("modify_blind_requirement");
  });
  it("raw parameter values are wrapped as {value, valueType} with the type inferred", () => {
    const joker = load({ jokers: [{
      id: "j", name: "J", userVariables: [{ id: "v", name: "hits", initialValue: 0 }],
      rules: [rule({ effects: [{ id: "e", type: "add_mult", params: {
        n: 5, g: "GAMEVAR:current_money|1|0", r: "RANGE:1|4", u: "hits", c: [true, false], t: "Spades", z: null,
        already: { value: 3, valueType: "number" }, untyped: { value: "x" },
      } }] })],
    }] }).project.jokers[0] as Joker;
    expect(joker.rules[0].effects[0].params).toEqual({
      n: { value: 5, valueType: "number" },
      g: { value: "GAMEVAR:current_money|1|0", valueType: "game_var" },
      r: { value: "RANGE:1|4", valueType: "range_var" },
      u: { value: "hits", valueType: "user_var" },
      c: { value: [true, false], valueType: "checkbox" },
      t: { value: "Spades", valueType: "unknown" },
      z: { value: null, valueType: "unknown" },
      already: { value: 3, valueType: "number" },
      untyped: { value: "x", valueType: "unknown" },
    });
  });
  it("random-group chances and loop counts are wrapped the same way", () => {
    const r = jokerWith({
      randomGroups: [{ id: "g", chance_numerator: 1, chance_denominator: "RANGE:2|6", respect_probability_effects: false, custom_key: "k", effects: [] }],
      loops: [{ id: "l", repetitions: 3, effects: [] }],
    }).rules[0];
    expect(r.randomGroups[0]).toEqual({ id: "g", chance_numerator: { value: 1, valueType: "number" }, chance_denominator: { value: "RANGE:2|6", valueType: "range_var" }, respect_probability_effects: false, custom_key: "k", effects: [] });
    expect(r.loops[0].repetitions).toEqual({ value: 3, valueType: "number" });
  });
  it("unknown rule kinds are kept and reported, never dropped", () => {
    const result = importProjectText(text({ jokers: [{ id: "j", name: "J", rules: [rule({ trigger: "future_trigger", effects: [{ id: "e", type: "future_effect", params: { a: 1 }, extra: "kept" }] })] }] }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.project.jokers[0].rules[0]).toMatchObject({ trigger: "future_trigger", effects: [{ type: "future_effect", extra: "kept" }] });
    expect(result.report.unknownRuleKinds).toEqual([
      { kind: "trigger", id: "future_trigger", count: 1, items: ["$.jokers[0]"] },
      { kind: "effect", id: "future_effect", count: 1, items: ["$.jokers[0]"] },
    ]);
  });
});

describe("repair, field by field", () => {
  it("spec 3: 'Missing or invalid fields are filled from defaults on load' (metadata)", () => {
    const result = importProjectText(JSON.stringify({ metadata: { name: "Only A Name", priority: "x", author: "Ann, Bob", badge_colour: 5 }, jokers: [] }));
    if (!result.ok) throw new Error(result.reason);
    expect(result.project.modMetadata).toMatchObject({
      name: "Only A Name", id: "onlyaname", prefix: "onlyanam", author: ["Ann", "Bob"], priority: 0, badge_colour: "5",
      description: "Custom jokers created with Joker Forge", main_file: "main.lua", version: "1.0.0", badge_text_colour: "FFFFFF",
      display_name: "Only A Name", dependencies: ["Steamodded (>=1.0.0~BETA-0827c)"], conflicts: [], provides: [],
      hasUserUploadedIcon: false, hasUserUploadedGameIcon: false,
    });
    expect(result.report.repairs).toContain("metadata.priority: invalid value, default used");
  });
  it("an empty author list becomes Anonymous; unknown metadata fields are kept", () => {
    const result = importProjectText(JSON.stringify({ metadata: { id: "m", name: "M", author: [" "], future_field: { a: 1 } }, jokers: [] }));
    if (!result.ok) throw new Error(result.reason);
    expect(result.project.modMetadata.author).toEqual(["Anonymous"]);
    expect(result.project.modMetadata.future_field).toEqual({ a: 1 });
  });
  it("0, false and \"\" are kept (the original's || replaced them with defaults)", () => {
    const { project } = load({
      jokers: [{ id: "j", name: "", description: "", objectKey: "k", orderValue: 0, cost: 0, scale_w: 0, discovered: false, blueprint_compat: false, appearFlags: "" }],
      seals: [{ id: "s", name: "S", objectKey: "s", volume: 0, pitch: 0 }],
      sounds: [{ id: "snd", key: "k", soundString: "", volume: 0, pitch: 0 }],
      editions: [{ id: "e", name: "E", objectKey: "e", shader: false, weight: 0 }],
    });
    expect(project.jokers[0]).toMatchObject({ name: "", description: "", orderValue: 1, cost: 0, scale_w: 0, discovered: false, blueprint_compat: false, appearFlags: "" });
    expect(project.seals[0]).toMatchObject({ volume: 0, pitch: 0 });
    expect(project.sounds[0]).toMatchObject({ volume: 0, pitch: 0 });
    expect(project.editions[0]).toMatchObject({ shader: false, weight: 0 });
  });
  it("wrong types fall back to the default; numbers written as text are converted", () => {
    const { project, repairs } = load({ jokers: [{ id: "j", name: "J", objectKey: "j", cost: "6", scale_h: "big", pools: "p", rarity: "3" }] });
    expect(project.jokers[0]).toMatchObject({ cost: 6, scale_h: 100, pools: [], rarity: 3 });
    expect(repairs).toContain('jokers[].scale_h: invalid value "big", default used');
  });
  it("spec 4: orderValue is re-normalised to 1..n (sorted by orderValue, file order for ties and gaps)", () => {
    const { project } = load({ jokers: [
      { id: "c", name: "C", objectKey: "c", orderValue: 30 }, { id: "a", name: "A", objectKey: "a", orderValue: 2 }, { id: "b", name: "B", objectKey: "b", orderValue: 2 },
    ] });
    expect(project.jokers.map((j) => [j.id, j.orderValue])).toEqual([["a", 1], ["b", 2], ["c", 3]]);
  });
  it("spec 4: duplicate keys get a trailing number (2 when none); empty keys are derived from the name", () => {
    const { project } = load({ jokers: [
      { id: "1", name: "A", objectKey: "lucky" }, { id: "2", name: "B", objectKey: "lucky" }, { id: "3", name: "C", objectKey: "lucky" },
      { id: "4", name: "Big Red!", objectKey: "" }, { id: "5", name: "???" },
    ] });
    expect(project.jokers.map((j) => j.objectKey)).toEqual(["lucky", "lucky2", "lucky3", "big_red", "joker"]);
  });
  it("missing and duplicate ids get stable ids derived from their position", () => {
    const { project } = load({ jokers: [{ name: "A" }, { id: "x", name: "B" }, { id: "x", name: "C" }] });
    expect(project.jokers.map((j) => j.id)).toEqual(["jokers-1", "x", "x2"]);
  });
  it("embedded media must be inline data or a site path", () => {
    const { project, repairs } = load({
      metadata: { id: "m", name: "M", iconImage: "https://tracker.example/pixel.png", gameImage: "data:image/png;base64,AAA" },
      jokers: [{ id: "j", name: "J", objectKey: "j", imagePreview: "javascript:alert(1)", overlayImagePreview: "data:image/png;base64,BBB" }],
      sounds: [{ id: "s", key: "s", soundString: "http://x/y.ogg" }],
    });
    expect(project.modMetadata.iconImage).toBe("/images/default-icon.png");
    expect(project.modMetadata.gameImage).toBe("data:image/png;base64,AAA");
    expect(project.jokers[0].imagePreview).toBe("");
    expect(project.jokers[0].overlayImagePreview).toBe("data:image/png;base64,BBB");
    expect(project.sounds[0].soundString).toBe("");
    expect(repairs.some((r) => r.startsWith("jokers[].imagePreview: invalid value"))).toBe(true);
  });
  it("the original's default image paths map to ours", () => {
    const { project } = load({ metadata: { id: "m", name: "M", gameImage: "/images/balatro.png", iconImage: "/images/modicon.png" } });
    expect(project.modMetadata.gameImage).toBe("/images/default-logo.png");
    expect(project.modMetadata.iconImage).toBe("/images/default-icon.png");
  });
  it("an invalid id or prefix is derived again (they become file names and keys)", () => {
    const { project } = load({ metadata: { id: "my mod!", name: "Cool Mod", prefix: "../x" } });
    expect(project.modMetadata.id).toBe("coolmod");
    expect(project.modMetadata.prefix).toBe("coolmod");
  });
  it("a file from a newer schema is read and noted", () => {
    const result = importProjectText(text({ jokerForgeSchema: 99 }));
    expect(result.ok && result.report.repairs.some((r) => r.includes("newer Joker Forge"))).toBe(true);
  });
});
