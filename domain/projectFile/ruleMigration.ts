// Old rule ids the original app renamed over time, applied on import (reference
// joker-forge-original.md section 7 "Rule migration", checked against the original's
// RuleBlockUpdater). Every rename maps an old id to a current one, so migrating twice is a no-op.
import type { ObjectType } from "../model/items";
import type { ParamValue, Params } from "../model/rules";

export function migrateTrigger(trigger: string, objectType: ObjectType): string {
  switch (trigger) {
    case "consumable_used": return objectType === "consumable" ? "card_used" : trigger;
    case "voucher_used": case "deck_selected": return "card_used";
    case "card_held": return "card_held_in_hand";
    default: return trigger;
  }
}

const CONDITION_RENAMES: Record<string, string> = {
  card_count: "hand_count",
  deck_check: "check_deck",
  blind_requirements: "check_blind_requirements",
  poker_hand: "hand_type",
  joker_specific: "joker_key",
};

export function migrateConditionType(type: string): string {
  return Object.prototype.hasOwnProperty.call(CONDITION_RENAMES, type) ? CONDITION_RENAMES[type] : type;
}

const text = (value: string): ParamValue => ({ value, valueType: "text" });

interface EffectRename {
  to: string;
  /** Only items of this type are migrated (others keep the id). */
  only?: ObjectType;
  /** Params the merged effect needs to behave like the old one. */
  inject?: (params: Params) => Params;
}

const rename = (to: string, inject?: EffectRename["inject"], only?: ObjectType): EffectRename => ({ to, inject, only });

const EFFECT_RENAMES: Record<string, EffectRename> = {
  balance: rename("balance_chips_mult"),
  add_x_mult: rename("apply_x_mult"),
  add_x_chips: rename("apply_x_chips"),
  add_exp_mult: rename("apply_exp_mult"),
  add_exp_chips: rename("apply_exp_chips"),
  add_hyper_mult: rename("apply_hyper_mult"),
  add_hyper_chips: rename("apply_hyper_chips"),
  destroy_self: rename("destroy_joker", () => ({ selection_method: text("self") }), "joker"),
  win_blind: rename("win_game"),
  Win_blind: rename("win_game"),
  beat_current_blind: rename("win_game"),
  add_dollars: rename("set_dollars"),
  edit_dollars: rename("set_dollars"),
  double_dollars: rename("set_dollars", (params) => ({
    ...(params.limit ? { max_earnings: { ...params.limit } } : {}),
    limit_dollars: { value: [false, true, false, false], valueType: "checkbox" },
  })),
  add_dollars_from_jokers: rename("set_dollars", () => ({ value: { value: "GAMEVAR:all_jokers_sell_value", valueType: "game_var" } })),
  retrigger_card: rename("retrigger_playing_card"),
  retrigger_cards: rename("retrigger_playing_card"),
  add_card_to_deck: rename("create_playing_card", () => ({ location: text("deck") })),
  add_card_to_hand: rename("create_playing_card", () => ({ location: text("hand") })),
  copy_triggered_card: rename("create_copy_triggered_card", () => ({ add_to: text("deck") })),
  copy_triggered_card_to_hand: rename("create_copy_triggered_card", () => ({ add_to: text("hand") })),
  copy_played_card: rename("create_copy_played_card", () => ({ add_to: text("deck") })),
  copy_played_card_to_hand: rename("create_copy_played_card", () => ({ add_to: text("hand") })),
  edit_triggered_card: rename("edit_playing_card"),
  destroy_card: rename("destroy_playing_card"),
  delete_triggered_card: rename("destroy_playing_card"),
  perma_bonus: rename("permanent_bonus"),
  edit_hand: rename("edit_hands"),
  edit_discard: rename("edit_discards"),
  edit_rerolls: rename("edit_reroll_price"),
  edit_raity_weight: rename("edit_rarity_weight"),
  modify_blind_requirement: rename("modify_all_blinds_requirement", undefined, "deck"),
  modify_base_blind_requirement: rename("modify_all_blinds_requirement", undefined, "deck"),
  destroy_random_cards: rename("destroy_cards", () => ({ method: text("random") })),
  destroy_selected_cards: rename("destroy_cards", () => ({ method: text("selected") })),
  edit_cards_in_hand: rename("edit_cards", () => ({ selection_method: text("selected") })),
  edit_selected_joker: rename("edit_joker", () => ({ target: { value: "selected_joker", valueType: "context" } })),
  edition_random_joker: rename("edit_joker"),
  add_cards_to_hand: rename("create_playing_cards"),
  edit_dollars_selected: rename("edit_starting_dollars"),
  edit_Shop_Prices: rename("discount_items"),
  edit_card_apperance: rename("edit_card_appearance"),
};

/** The current id and params of an effect; params are already wrapped as {value, valueType}. */
export function migrateEffect(type: string, params: Params, objectType: ObjectType): { type: string; params: Params } {
  if (!Object.prototype.hasOwnProperty.call(EFFECT_RENAMES, type)) return { type, params };
  const entry = EFFECT_RENAMES[type];
  if (entry.only && entry.only !== objectType) return { type, params };
  return { type: entry.to, params: entry.inject ? { ...params, ...entry.inject(params) } : params };
}
