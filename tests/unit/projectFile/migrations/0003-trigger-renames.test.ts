import { describe, expect, it } from "vitest";
import { triggerRenames } from "../../../../domain/projectFile/migrations/0003-trigger-renames";
import { expectIdempotent, imported, rule, up } from "./helpers";

describe("migration 0003: renamed triggers", () => {
  it("consumable_used -> card_used for consumables only", () => {
    const { project } = imported({
      jokers: [{ id: "j", name: "J", rules: [rule({ trigger: "consumable_used" })] }],
      consumables: [{ id: "c", name: "C", rules: [rule({ trigger: "consumable_used" })] }],
    });
    expect(project.jokers[0].rules[0].trigger).toBe("consumable_used");
    expect(project.consumables[0].rules[0].trigger).toBe("card_used");
  });

  it("voucher_used / deck_selected -> card_used; card_held -> card_held_in_hand", () => {
    const { raw, notes } = up(triggerRenames, {
      vouchers: [{ id: "v", rules: [{ trigger: "voucher_used" }] }],
      decks: [{ id: "d", rules: [{ trigger: "deck_selected" }] }],
      jokers: [{ id: "j", rules: [{ trigger: "card_held" }, { trigger: 5 }, "not a rule"] }],
    });
    expect(raw).toEqual({
      vouchers: [{ id: "v", rules: [{ trigger: "card_used" }] }],
      decks: [{ id: "d", rules: [{ trigger: "card_used" }] }],
      jokers: [{ id: "j", rules: [{ trigger: "card_held_in_hand" }, { trigger: 5 }, "not a rule"] }],
    });
    expect(notes).toContain('decks[].rules: trigger "deck_selected" migrated to "card_used"');
  });

  it("is idempotent", () => {
    expectIdempotent(triggerRenames, { consumables: [{ rules: [{ trigger: "consumable_used" }] }], jokers: [{ rules: [{ trigger: "consumable_used" }, { trigger: "card_held" }] }] });
  });
});
