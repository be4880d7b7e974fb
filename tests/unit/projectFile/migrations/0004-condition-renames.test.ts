import { describe, expect, it } from "vitest";
import { CONDITION_RENAMES, conditionRenames } from "../../../../domain/projectFile/migrations/0004-condition-renames";
import { expectIdempotent, imported, rule, up } from "./helpers";

const withCondition = (type: unknown) => ({ jokers: [{ id: "j", name: "J", rules: [rule({ conditionGroups: [{ id: "g", operator: "and", conditions: [{ id: "c", type, negate: false, params: {} }] }] })] }] });

describe("migration 0004: renamed conditions", () => {
  it.each(Object.entries(CONDITION_RENAMES))("condition %s -> %s", (from, to) => {
    expect(imported(withCondition(from)).project.jokers[0].rules[0].conditionGroups[0].conditions[0].type).toBe(to);
    expect(up(conditionRenames, withCondition(from)).notes).toEqual([`jokers[].rules: condition "${from}" migrated to "${to}"`]);
  });

  it("never renames to an old id (so running it twice changes nothing)", () => {
    for (const to of Object.values(CONDITION_RENAMES)) expect(Object.keys(CONDITION_RENAMES)).not.toContain(to);
    expectIdempotent(conditionRenames, withCondition("card_count"));
  });

  it("leaves current and malformed conditions alone", () => {
    expect(up(conditionRenames, withCondition("hand_count")).notes).toEqual([]);
    expect(up(conditionRenames, withCondition(7)).raw).toEqual(withCondition(7));
  });
});
