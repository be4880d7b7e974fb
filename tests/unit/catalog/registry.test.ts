// The catalog's definitions are well formed: unique ids, labels, object types, parameter schemas
// with defaults that match their options; and every starter kind the fixtures use most has one.
import { describe, expect, it } from "vitest";
import { allConditions, allEffects, allTriggers, findCondition, findEffect, findTrigger } from "../../../domain/catalog/registry";

const OBJECTS = ["joker", "consumable", "card", "voucher", "deck"];

describe("rule catalog", () => {
  for (const [kind, defs] of [["trigger", allTriggers()], ["condition", allConditions()], ["effect", allEffects()]] as const) {
    it(`has unique, labelled ${kind}s for known object types`, () => {
      const ids = defs.map((d) => d.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const d of defs) {
        expect(d.id).toMatch(/^[a-z_]+$/);
        expect(d.label.trim()).not.toBe("");
        expect(d.objects.length).toBeGreaterThan(0);
        for (const o of d.objects) expect(OBJECTS).toContain(o);
      }
    });
  }

  it("gives every parameter an id, a label and a default among its options", () => {
    for (const d of [...allConditions(), ...allEffects()]) {
      const ids = d.params.map((p) => p.id);
      expect(new Set(ids).size, d.id).toBe(ids.length);
      for (const p of d.params) {
        expect(p.label.trim(), `${d.id}.${p.id}`).not.toBe("");
        if (p.options && p.default !== undefined) expect(p.options.map((o) => o.value), `${d.id}.${p.id}`).toContain(String(p.default));
      }
    }
  });

  it("covers the rule kinds the fixtures use most", () => {
    for (const t of ["hand_played", "card_scored", "card_used", "blind_selected", "round_end", "boss_defeated", "selling_self", "shop_reroll", "card_discarded", "passive", "buying_self", "after_hand_played"]) expect(findTrigger(t), t).toBeDefined();
    for (const c of ["card_enhancement", "cards_selected", "internal_variable", "game_speed", "specific_joker", "hand_type", "card_rank", "player_money", "hand_drawn", "ante_level", "generic_compare", "rank_count", "system_condition"]) expect(findCondition(c), c).toBeDefined();
    for (const e of ["modify_internal_variable", "create_joker", "set_dollars", "apply_x_mult", "add_starting_cards", "emit_flag", "add_chips", "create_consumable", "apply_x_chips", "add_mult", "draw_cards", "level_up_hand", "permanent_bonus", "destroy_joker", "force_game_over", "edit_cards", "edit_playing_card", "retrigger_playing_card", "destroy_playing_card"]) expect(findEffect(e), e).toBeDefined();
  });

  it("maps retired condition ids to their current generator", () => {
    expect(findCondition("card_count")?.id).toBe("hand_count");
    expect(findCondition("poker_hand")?.id).toBe("hand_type");
  });
});
