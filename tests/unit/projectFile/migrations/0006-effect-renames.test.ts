import { describe, expect, it } from "vitest";
import { EFFECT_RENAMES, effectRenames } from "../../../../domain/projectFile/migrations/0006-effect-renames";
import { expectIdempotent, imported, rule, up } from "./helpers";

const jokerWith = (r: Record<string, unknown>) => imported({ jokers: [{ id: "j", name: "J", rules: [rule(r)] }] }).project.jokers[0];

describe("migration 0006: renamed and merged effects", () => {
  it.each([["add_x_mult", "apply_x_mult"], ["balance", "balance_chips_mult"], ["edit_hand", "edit_hands"], ["perma_bonus", "permanent_bonus"], ["win_blind", "win_game"], ["retrigger_cards", "retrigger_playing_card"]])(
    "effect %s -> %s", (from, to) => {
      expect(jokerWith({ effects: [{ id: "e", type: from, params: {} }] }).rules[0].effects[0].type).toBe(to);
    });

  it("destroy_self -> destroy_joker with selection_method=self (jokers only)", () => {
    const effect = jokerWith({ effects: [{ id: "e", type: "destroy_self", params: {} }] }).rules[0].effects[0];
    expect(effect).toMatchObject({ type: "destroy_joker", params: { selection_method: { value: "self", valueType: "text" } } });
    const { project } = imported({ consumables: [{ id: "c", name: "C", rules: [rule({ trigger: "card_used", effects: [{ id: "e", type: "destroy_self", params: {} }] })] }] });
    expect(project.consumables[0].rules[0].effects[0].type).toBe("destroy_self");
  });

  it("add_card_to_hand -> create_playing_card with location=hand; copy_triggered_card -> add_to=deck", () => {
    const effects = jokerWith({ effects: [{ id: "a", type: "add_card_to_hand", params: { suit: "Spades" } }, { id: "b", type: "copy_triggered_card", params: {} }] }).rules[0].effects;
    expect(effects[0]).toMatchObject({ type: "create_playing_card", params: { suit: { value: "Spades" }, location: { value: "hand" } } });
    expect(effects[1]).toMatchObject({ type: "create_copy_triggered_card", params: { add_to: { value: "deck" } } });
  });

  it("double_dollars -> set_dollars doubling the money, its limit as max_earnings (params wrapped first, by 0005)", () => {
    const effect = jokerWith({ effects: [{ id: "e", type: "double_dollars", params: { limit: 40 } }] }).rules[0].effects[0];
    expect(effect.type).toBe("set_dollars");
    expect(effect.params.operation).toEqual({ value: "multiply", valueType: "text" });
    expect(effect.params.value).toEqual({ value: 2, valueType: "number" });
    expect(effect.params.max_earnings).toEqual({ value: 40, valueType: "number" });
    expect(effect.params.limit_dollars).toEqual({ value: [false, true, false, false], valueType: "checkbox" });
  });

  it("deck modify_blind_requirement -> modify_all_blinds_requirement; a joker's stays; group effects too", () => {
    const { raw, notes } = up(effectRenames, {
      decks: [{ id: "d", rules: [{ effects: [{ type: "modify_blind_requirement" }], loops: [{ effects: [{ type: "edit_hand" }] }] }] }],
      jokers: [{ id: "j", rules: [{ effects: [{ type: "modify_blind_requirement" }], randomGroups: [{ effects: [{ type: "balance" }] }] }] }],
    });
    expect(raw).toEqual({
      decks: [{ id: "d", rules: [{ effects: [{ type: "modify_all_blinds_requirement" }], loops: [{ effects: [{ type: "edit_hands" }] }] }] }],
      jokers: [{ id: "j", rules: [{ effects: [{ type: "modify_blind_requirement" }], randomGroups: [{ effects: [{ type: "balance_chips_mult" }] }] }] }],
    });
    expect(notes).toContain('decks[].rules: effect "modify_blind_requirement" migrated to "modify_all_blinds_requirement"');
  });

  it("never renames to an old id, so running it twice changes nothing", () => {
    for (const { to } of Object.values(EFFECT_RENAMES)) expect(Object.keys(EFFECT_RENAMES)).not.toContain(to);
    expectIdempotent(effectRenames, { jokers: [{ rules: [{ effects: Object.keys(EFFECT_RENAMES).map((type) => ({ type, params: { limit: { value: 3, valueType: "number" } } })) }] }] });
  });
});
