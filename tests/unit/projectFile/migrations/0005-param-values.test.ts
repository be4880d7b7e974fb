import { describe, expect, it } from "vitest";
import type { Joker } from "../../../../domain/model";
import { paramValues } from "../../../../domain/projectFile/migrations/0005-param-values";
import { expectIdempotent, imported, rule, up } from "./helpers";

describe("migration 0005: raw parameter values wrapped as {value, valueType}", () => {
  const file = {
    jokers: [{
      id: "j", name: "J", userVariables: [{ id: "v", name: "hits", initialValue: 0 }],
      rules: [rule({ effects: [{ id: "e", type: "add_mult", params: {
        n: 5, g: "GAMEVAR:current_money|1|0", r: "RANGE:1|4", u: "hits", c: [true, false], t: "Spades", z: null,
        already: { value: 3, valueType: "number" }, untyped: { value: "x" },
      } }] })],
    }],
  };

  it("infers the type as the original's migrator did", () => {
    const { raw, notes } = up(paramValues, file);
    const params = ((raw.jokers as Joker[])[0].rules[0].effects[0].params);
    expect(params).toEqual({
      n: { value: 5, valueType: "number" },
      g: { value: "GAMEVAR:current_money|1|0", valueType: "game_var" },
      r: { value: "RANGE:1|4", valueType: "range_var" },
      u: { value: "hits", valueType: "user_var" },
      c: { value: [true, false], valueType: "checkbox" },
      t: { value: "Spades", valueType: "unknown" },
      z: { value: null, valueType: "unknown" },
      already: { value: 3, valueType: "number" },
      // Objects are left to the normaliser, which types them (a repair, for files of any schema).
      untyped: { value: "x" },
    });
    expect(notes).toEqual(["jokers[].rules: raw parameter values wrapped as {value, valueType}"]);
    expect((imported(file).project.jokers[0]).rules[0].effects[0].params.untyped).toEqual({ value: "x", valueType: "unknown" });
  });

  it("wraps random-group chances and loop counts, inside conditions and group effects too", () => {
    const r = (imported({ jokers: [{ id: "j", name: "J", rules: [rule({
      conditionGroups: [{ id: "g", operator: "and", conditions: [{ id: "c", type: "hand_type", params: { value: "Flush" } }] }],
      randomGroups: [{ id: "g", chance_numerator: 1, chance_denominator: "RANGE:2|6", respect_probability_effects: false, custom_key: "k", effects: [{ id: "x", type: "add_mult", params: { n: 2 } }] }],
      loops: [{ id: "l", repetitions: 3, effects: [] }],
    })] }] }).project.jokers[0]).rules[0];
    expect(r.conditionGroups[0].conditions[0].params.value).toEqual({ value: "Flush", valueType: "unknown" });
    expect(r.randomGroups[0]).toEqual({
      id: "g", chance_numerator: { value: 1, valueType: "number" }, chance_denominator: { value: "RANGE:2|6", valueType: "range_var" },
      respect_probability_effects: false, custom_key: "k", effects: [{ id: "x", type: "add_mult", params: { n: { value: 2, valueType: "number" } } }],
    });
    expect(r.loops[0].repetitions).toEqual({ value: 3, valueType: "number" });
  });

  it("is idempotent", () => expectIdempotent(paramValues, file));
});
