// Import reports a rule whose kind it does not know. Every kind our own catalog offers must be
// known, or a project saved with a block the builder offered (a vanilla copy's, say) would be
// reported as holding an unknown rule kind when it is opened again.
import { describe, expect, it } from "vitest";
import { allConditions, allEffects, allTriggers } from "../../../domain/catalog/registry";
import { KNOWN_CONDITIONS, KNOWN_EFFECTS, KNOWN_TRIGGERS } from "../../../domain/projectFile/knownRuleKinds";

describe("known rule kinds", () => {
  it("include every trigger, condition and effect of the catalog", () => {
    expect(allTriggers().map((t) => t.id).filter((id) => !KNOWN_TRIGGERS.has(id))).toEqual([]);
    expect(allConditions().map((c) => c.id).filter((id) => !KNOWN_CONDITIONS.has(id))).toEqual([]);
    expect(allEffects().map((e) => e.id).filter((id) => !KNOWN_EFFECTS.has(id))).toEqual([]);
  });
});
