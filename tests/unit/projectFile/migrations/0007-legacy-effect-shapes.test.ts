import { describe, expect, it } from "vitest";
import { legacyConsumableKey, legacyEffectShapes } from "../../../../domain/projectFile/migrations/0007-legacy-effect-shapes";
import { exportMod } from "../../../../domain/export";
import { expectIdempotent, imported, rule, up } from "./helpers";

const w = (value: unknown, valueType = typeof value === "number" ? "number" : "unknown") => ({ value, valueType });
const raw = (effects: unknown[], r: Record<string, unknown> = {}) => ({ jokers: [{ id: "j", rules: [rule({ effects, ...r })] }] });
const ruleAfter = (effects: unknown[], r: Record<string, unknown> = {}) => (up(legacyEffectShapes, raw(effects, r)).raw.jokers as { rules: Record<string, unknown>[] }[])[0].rules[0];

describe("migration 0007: legacy effect shapes", () => {
  it("names of consumables become their keys", () => {
    expect(["the_fool", "the_hierophant", "the_wheel_of_fortune", "black_hole", "the_soul", "c_star", "random", ""].map(legacyConsumableKey))
      .toEqual(["c_fool", "c_heirophant", "c_wheel_of_fortune", "c_black_hole", "c_soul", "c_star", "random", "random"]);
  });

  it("create_tarot_card becomes create_consumable of the Tarot set with the card's key", () => {
    const r = ruleAfter([{ id: "e", type: "create_tarot_card", params: { tarot_card: w("the_fool") } }]);
    expect(r.effects).toEqual([{ id: "e", type: "create_consumable", params: { set: w("Tarot", "text"), specific_card: w("c_fool", "text") } }]);
  });

  it("an effect's own chance becomes a random group around it (create_spectral_card, 1 in 7)", () => {
    const r = ruleAfter([
      { id: "keep", type: "add_mult", params: { value: w(4) } },
      { id: "e", type: "create_spectral_card", params: { spectral_card: w("random"), has_random_chance: w("true"), chance_numerator: w(1), chance_denominator: w(7) } },
    ]);
    expect(r.effects).toEqual([{ id: "keep", type: "add_mult", params: { value: w(4) } }]);
    expect(r.randomGroups).toEqual([{
      id: "e-chance", chance_numerator: w(1), chance_denominator: w(7), respect_probability_effects: true, custom_key: "",
      effects: [{ id: "e", type: "create_consumable", params: { set: w("Spectral", "text"), specific_card: w("random", "text") } }],
    }]);
  });

  it("a chance switched off is only dropped", () => {
    const r = ruleAfter([{ id: "e", type: "destroy_playing_card", params: { has_random_chance: w("false"), chance_numerator: w(1), chance_denominator: w(3) } }]);
    expect(r.effects).toEqual([{ id: "e", type: "destroy_playing_card", params: {} }]);
    expect(r.randomGroups).toEqual([]);
  });

  it("copy_random_joker becomes copy_joker; an amount above 1 becomes a loop", () => {
    const one = ruleAfter([{ id: "a", type: "copy_random_joker", params: { amount: w(1), edition: w("e_negative") } }]);
    expect(one.effects).toEqual([{ id: "a", type: "copy_joker", params: { edition: w("e_negative"), selection_method: w("random", "text") } }]);
    const three = ruleAfter([{ id: "b", type: "copy_random_joker", params: { amount: w(3) } }]);
    expect(three.effects).toEqual([]);
    expect(three.loops).toEqual([{ id: "b-loop", repetitions: w(3), effects: [{ id: "b", type: "copy_joker", params: { selection_method: w("random", "text") } }] }]);
  });

  it("destroy_random_joker becomes destroy_joker with its amount as the count", () => {
    const r = ruleAfter([{ id: "a", type: "destroy_random_joker", params: { amount: w(9999999) } }]);
    expect(r.effects).toEqual([{ id: "a", type: "destroy_joker", params: { selection_method: w("random", "text"), count: w(9999999) } }]);
  });

  it("renamed params and spellings: soulable nil, set_sell_value self, level_up_hand, allow_debt, retrigger, rerolls, edit_cards, edit_joker, glass", () => {
    const r = ruleAfter([
      { id: "1", type: "create_consumable", params: { soulable: w("nil"), is_negative: w("none") } },
      { id: "2", type: "set_sell_value", params: { target: w("self"), value: w(3) } },
      { id: "3", type: "level_up_hand", params: { hand_type: w("all"), levels: w(2) } },
      { id: "4", type: "level_up_hand", params: { hand_type: w("Pair"), levels: w(-1) } },
      { id: "5", type: "allow_debt", params: { debt_amount: w(20) } },
      { id: "6", type: "retrigger_playing_card", params: { value: w(15) } },
      { id: "7", type: "free_rerolls", params: { reroll_amount: w(2) } },
      { id: "8", type: "edit_cards", params: { amount: w(1) } },
      { id: "9", type: "edit_joker", params: { target_type: w("editionless") } },
      { id: "10", type: "destroy_playing_card", params: { setGlassTrigger: w("true") } },
      { id: "11", type: "allow_debt", params: { debt_amount: w(20), value: w(5) } },
    ]);
    expect((r.effects as { params: unknown }[]).map((e) => e.params)).toEqual([
      { soulable: w("n", "text"), is_negative: w("n", "text") },
      { target: w("specific", "text"), specific_target: w("self", "text"), value: w(3) },
      { hand_selection: w("all", "text"), value: w(2) },
      { hand_selection: w("specific", "text"), specific_hand: w("Pair", "text"), value: w(-1) },
      { value: w(20) },
      { repetitions: w(15) },
      { value: w(2) },
      { count: w(1) },
      { target: w("editionless") },
      { set_glass_trigger: w("true") },
      { value: w(5) },
    ]);
  });

  it("inside a group an effect is reshaped in place and says what it could not keep", () => {
    const { raw: after, notes } = up(legacyEffectShapes, raw([], {
      randomGroups: [{ id: "g", chance_numerator: w(1), chance_denominator: w(2), effects: [{ id: "e", type: "level_up_hand", params: { levels: w(3), has_random_chance: w("true"), chance_numerator: w(1), chance_denominator: w(2) } }] }],
    }));
    const group = ((after.jokers as { rules: { randomGroups: { effects: unknown[] }[] }[] }[])[0].rules[0].randomGroups[0]);
    expect(group.effects).toEqual([{ id: "e", type: "level_up_hand", params: { value: w(3) } }]);
    expect(notes.some((n) => n.includes("groups do not nest"))).toBe(true);
  });

  it("is idempotent and leaves current shapes alone", () => {
    const current = raw([{ id: "e", type: "create_consumable", params: { set: w("Tarot", "text"), soulable: w("n") } }]);
    expect(up(legacyEffectShapes, current)).toEqual({ raw: current, notes: [] });
    expectIdempotent(legacyEffectShapes, raw([
      { id: "a", type: "create_tarot_card", params: { tarot_card: w("the_fool"), has_random_chance: w("true"), chance_numerator: w(1), chance_denominator: w(2) } },
      { id: "b", type: "copy_random_joker", params: { amount: w(2) } },
    ]));
  });

  it("an original-era file's legacy blocks import and export with no block left out (the Warlock and Clown College of the bundled example)", () => {
    const { project } = imported({
      jokers: [{
        id: "j", name: "Legacy", jokerKey: "legacy", rarity: 1,
        rules: [
          rule({ trigger: "card_scored", effects: [
            { id: "d", type: "delete_triggered_card", params: { has_random_chance: "true", chance_numerator: 1, chance_denominator: 7 } },
            { id: "s", type: "create_spectral_card", params: { spectral_card: "random", has_random_chance: "true", chance_numerator: 1, chance_denominator: 7 } },
          ] }),
          rule({ id: "r2", trigger: "boss_defeated", effects: [{ id: "t", type: "create_tarot_card", params: { tarot_card: "the_fool" } }] }),
          rule({ id: "r3", trigger: "hand_played", effects: [
            { id: "l", type: "level_up_hand", params: { value: 1, has_random_chance: "true", chance_numerator: 1, chance_denominator: 2 } },
            { id: "x", type: "destroy_random_joker", params: { amount: 2 } },
            { id: "c", type: "copy_random_joker", params: { amount: 1, edition: "e_negative" } },
            { id: "v", type: "set_sell_value", params: { target: "self", operation: "add", value: 3 } },
          ] }),
        ],
      }],
    });
    const rules = project.jokers[0].rules;
    expect(rules[0].effects).toEqual([]);
    expect(rules[0].randomGroups.map((g) => [g.chance_numerator, g.chance_denominator, g.effects.map((e) => e.type)])).toEqual([
      [w(1, "number"), w(7, "number"), ["destroy_playing_card"]],
      [w(1, "number"), w(7, "number"), ["create_consumable"]],
    ]);
    const report = exportMod(project).report;
    expect(report.notExported).toEqual([]);
    expect(report.blockWarnings.map((x) => `${x.block.type ?? ""}: ${x.reason}`)).toEqual([]);
  });
});
