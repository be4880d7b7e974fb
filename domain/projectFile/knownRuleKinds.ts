// Rule kinds the original app's catalog defines (reference joker-forge-original.md section 4:
// 38 triggers, 70 conditions, 105 effects), then those our own catalog adds (at the end of each
// list; tests/unit/projectFile/knownRuleKinds.test.ts fails when one is missing). Import keeps a
// rule whose kind is not listed and reports it; this list only decides what is reported, never
// what is kept.
export const KNOWN_TRIGGERS: ReadonlySet<string> = new Set([
  "card_used", "hand_played", "card_scored", "card_destroyed", "first_hand_drawn", "hand_drawn",
  "hand_discarded", "card_discarded", "card_held_in_hand", "card_held_in_hand_end_of_round",
  "playing_card_added", "before_hand_played", "joker_evaluated", "joker_triggered", "after_hand_played",
  "round_end", "blind_selected", "blind_skipped", "blind_disabled", "boss_defeated", "booster_opened",
  "booster_skipped", "booster_exited", "shop_entered", "shop_exited", "tag_added", "selling_self",
  "card_sold", "buying_self", "card_bought", "shop_reroll", "consumable_used", "player_action", "game_over",
  "ante_start", "change_probability", "probability_result", "passive",
  // ours since
  "final_scoring_step",
  // ours
  "hand_debuffed",
]);

export const KNOWN_CONDITIONS: ReadonlySet<string> = new Set([
  "hand_type", "hand_count", "suit_count", "rank_count", "discarded_card_count", "discarded_suit_count",
  "discarded_rank_count", "card_rank", "card_suit", "card_enhancement", "card_edition", "card_seal",
  "card_index", "player_money", "enhancement_count", "edition_count", "seal_count", "poker_hand_been_played",
  "generic_compare", "remaining_hands", "remaining_discards", "glass_card_destroyed", "lucky_card_triggered",
  "joker_count", "first_last_scored", "specific_joker", "internal_variable", "suit_variable",
  "rank_variable", "pokerhand_variable", "text_variable", "key_variable", "check_flag", "which_tag",
  "consumable_count", "consumable_type", "hand_level", "blind_type", "boss_blind_type", "blind_name",
  "check_blind_requirements", "joker_selected", "voucher_redeemed", "triggered_boss_blind", "ante_level",
  "first_played_hand", "first_discarded_hand", "system_condition", "check_deck", "hand_size", "deck_size",
  "deck_count", "probability_succeeded", "probability_identifier", "probability_part_compare", "joker_key",
  "joker_rarity", "joker_index", "this_joker_index", "joker_edition", "this_joker_edition", "joker_sticker",
  "this_joker_sticker", "joker_flipped", "this_joker_flipped", "cards_selected", "hand_drawn", "in_blind",
  "game_speed", "booster_type",
  // ours
  "held_card_rank_extreme", "played_hand_most_played", "card_debuffed",
  // ours
  "scoring_suit_mix",
]);

export const KNOWN_EFFECTS: ReadonlySet<string> = new Set([
  "level_up_hand", "create_tag", "redeem_voucher", "edit_card_appearance", "juice_up_joker", "splash_effect",
  "juice_up_card", "show_message", "emit_flag", "play_sound", "fix_probability", "mod_probability",
  "shortcut", "showman", "reduce_flush_straight_requirements", "combine_ranks", "combine_suits",
  "special_message", "change_game_speed", "win_game", "add_chips", "apply_x_chips", "apply_exp_chips",
  "apply_hyper_chips", "add_mult", "apply_x_mult", "apply_exp_mult", "apply_hyper_mult",
  "balance_chips_mult", "swap_chips_mult", "set_dollars", "blind_reward", "set_sell_value",
  "edit_interest_cap", "edit_hands_money", "edit_discards_money", "allow_debt", "create_joker", "copy_joker",
  "edit_joker", "copy_joker_ability", "destroy_joker", "flip_joker", "shuffle_jokers", "unlock_joker",
  "create_consumable", "create_last_played_planet", "fool_effect", "copy_consumable", "destroy_consumable",
  "retrigger_playing_card", "create_playing_card", "create_playing_cards", "create_copy_triggered_card",
  "create_copy_played_card", "copy_selected_cards", "edit_playing_card", "edit_cards",
  "convert_all_cards_to_suit", "convert_all_cards_to_rank", "convert_left_to_right", "increment_rank",
  "permanent_bonus", "destroy_playing_card", "destroy_cards", "draw_cards", "modify_blind_requirement",
  "modify_all_blinds_requirement", "disable_boss_blind", "set_ante", "edit_win_ante", "prevent_game_over",
  "force_game_over", "crash_game", "edit_shop_slots", "edit_voucher_slots", "edit_booster_slots",
  "discount_items", "edit_reroll_price", "free_rerolls", "edit_rarity_weight", "edit_item_weight",
  "add_booster_shop", "add_voucher_shop", "edit_hands", "edit_discards", "edit_hand_size", "edit_play_size",
  "edit_discard_size", "edit_joker_slots", "edit_joker_size", "edit_consumable_slots", "edit_booster_packs",
  "modify_internal_variable", "change_suit_variable", "change_rank_variable", "change_pokerhand_variable",
  "change_text_variable", "change_key_variable", "add_starting_cards", "edit_starting_dollars",
  "edit_all_starting_cards", "edit_starting_suits", "edit_starting_ranks", "remove_starting_cards",
  // ours
  "edit_interest_amount", "hand_size_from_variable", "scale_per_added_card", "edit_scoring_cards",
  // ours
  "count_destroyed_cards", "pick_deck_card",
]);
