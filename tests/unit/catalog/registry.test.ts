// The catalog's definitions are well formed: unique ids named like their module, labels, item
// types, parameter schemas whose defaults are among their options; retired ids are not looked up
// here (the project-file migration renames them); and `catalogListing` is what `cli catalog --json` prints.
import { describe, expect, it } from "vitest";
import { allConditions, allEffects, allTriggers, catalogListing, findCondition, findEffect, findTrigger } from "../../../domain/catalog/registry";
import { extraOptions } from "../../../domain/catalog/options";
import type { ParamSpec } from "../../../domain/catalog/schema";
import { RULE_OBJECT_TYPES } from "../../../domain/catalog/types";

const modules = import.meta.glob("../../../domain/catalog/{conditions,effects,triggers}/*.ts", { eager: true }) as Record<string, { default?: unknown }>;

describe("rule catalog", () => {
  for (const [kind, defs] of [["trigger", allTriggers()], ["condition", allConditions()], ["effect", allEffects()]] as const) {
    it(`has unique, labelled ${kind}s for known item types`, () => {
      const ids = defs.map((d) => d.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const d of defs) {
        expect(d.id).toMatch(/^[a-z_]+$/);
        expect(d.label.trim()).not.toBe("");
        expect(d.description.trim(), d.id).not.toBe("");
        expect(d.objectTypes.length, d.id).toBeGreaterThan(0);
        for (const o of d.objectTypes) expect(RULE_OBJECT_TYPES).toContain(o);
      }
    });
  }

  it("gives every parameter an id, a label and a default among its constant options", () => {
    for (const d of [...allConditions(), ...allEffects()]) {
      const params = d.params as readonly ParamSpec[];
      const ids = params.map((p) => p.id);
      expect(new Set(ids).size, d.id).toBe(ids.length);
      for (const p of params) {
        expect(p.label.trim(), `${d.id}.${p.id}`).not.toBe("");
        if (p.type === "select" && Array.isArray(p.options)) expect(extraOptions(p.options).map((o) => o.value), `${d.id}.${p.id}`).toContain(p.default);
        if (p.when) expect(ids, `${d.id}.${p.id} depends on ${p.when.param}`).toContain(p.when.param);
      }
    }
  });

  it("names every single-entry module after its entry, and registers every module", () => {
    const registered = new Set([...allTriggers(), ...allConditions(), ...allEffects()]);
    for (const [path, module] of Object.entries(modules)) {
      if (path.endsWith(".scenario.ts") || !("default" in module)) continue;
      const file = path.replace(/^.*\//, "").replace(/\.ts$/, "");
      const value = module.default;
      if (Array.isArray(value)) {
        for (const row of value) expect(registered.has(row), `${path}: ${(row as { id: string }).id}`).toBe(true);
      } else {
        expect((value as { id: string }).id, path).toBe(file);
        expect(registered.has(value as never), path).toBe(true);
      }
    }
  });

  it("finds entries by id and refuses unknown or retired ids", () => {
    expect(findTrigger("hand_played")?.id).toBe("hand_played");
    expect(findCondition("hand_type")?.id).toBe("hand_type");
    expect(findEffect("add_mult")?.id).toBe("add_mult");
    for (const id of ["card_count", "poker_hand", "no_such", "__proto__", "constructor"]) {
      expect(findCondition(id), id).toBeUndefined();
      expect(findEffect(id), id).toBeUndefined();
      expect(findTrigger(id), id).toBeUndefined();
    }
  });

  it("lists the catalog in the shape `cli catalog --json` prints", () => {
    const listing = catalogListing();
    expect(listing.triggers.length).toBe(allTriggers().length);
    expect(listing.triggers.find((t) => t.id === "card_scored")?.objectTypes).toEqual(["joker", "enhancement", "seal", "edition"]);
    const addMult = listing.effects.find((e) => e.id === "add_mult");
    expect(addMult?.objectTypes).toContain("joker");
    expect(addMult?.triggers).toContain("hand_played");
    expect(addMult?.triggers).not.toContain("round_end");
    expect(Object.keys(listing)).toEqual(["triggers", "conditions", "effects", "gameVariables"]);
  });
});
