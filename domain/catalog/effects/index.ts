// The effect registry: every effect by id, from one module (or table) per entry.
import type { AnyEffect } from "../types";
import add_booster_shop from "./add_booster_shop";
import add_starting_cards from "./add_starting_cards";
import add_voucher_shop from "./add_voucher_shop";
import allow_debt from "./allow_debt";
import balance_chips_mult from "./balance_chips_mult";
import blind_reward from "./blind_reward";
import change_game_speed from "./change_game_speed";
import change_key_variable from "./change_key_variable";
import change_pokerhand_variable from "./change_pokerhand_variable";
import change_rank_variable from "./change_rank_variable";
import change_suit_variable from "./change_suit_variable";
import change_text_variable from "./change_text_variable";
import combine_ranks from "./combine_ranks";
import combine_suits from "./combine_suits";
import convert_all_cards_to_rank from "./convert_all_cards_to_rank";
import convert_all_cards_to_suit from "./convert_all_cards_to_suit";
import convert_left_to_right from "./convert_left_to_right";
import copy_consumable from "./copy_consumable";
import copy_joker from "./copy_joker";
import copy_joker_ability from "./copy_joker_ability";
import copy_selected_cards from "./copy_selected_cards";
import count_destroyed_cards from "./count_destroyed_cards";
import create_consumable from "./create_consumable";
import create_copy_played_card from "./create_copy_played_card";
import create_copy_triggered_card from "./create_copy_triggered_card";
import create_joker from "./create_joker";
import create_last_played_planet from "./create_last_played_planet";
import create_playing_card from "./create_playing_card";
import create_playing_cards from "./create_playing_cards";
import create_tag from "./create_tag";
import destroy_cards from "./destroy_cards";
import destroy_consumable from "./destroy_consumable";
import destroy_joker from "./destroy_joker";
import destroy_playing_card from "./destroy_playing_card";
import disable_boss_blind from "./disable_boss_blind";
import discount_items from "./discount_items";
import draw_cards from "./draw_cards";
import edit_all_starting_cards from "./edit_all_starting_cards";
import edit_card_appearance from "./edit_card_appearance";
import edit_cards from "./edit_cards";
import edit_discards_money from "./edit_discards_money";
import edit_hands_money from "./edit_hands_money";
import edit_interest_cap from "./edit_interest_cap";
import edit_interest_amount from "./edit_interest_amount";
import hand_size_from_variable from "./hand_size_from_variable";
import edit_item_weight from "./edit_item_weight";
import edit_joker from "./edit_joker";
import edit_playing_card from "./edit_playing_card";
import edit_scoring_cards from "./edit_scoring_cards";
import edit_rarity_weight from "./edit_rarity_weight";
import edit_reroll_price from "./edit_reroll_price";
import edit_starting_dollars from "./edit_starting_dollars";
import edit_starting_ranks from "./edit_starting_ranks";
import edit_starting_suits from "./edit_starting_suits";
import emit_flag from "./emit_flag";
import fix_probability from "./fix_probability";
import flip_joker from "./flip_joker";
import fool_effect from "./fool_effect";
import crash_game from "./crash_game";
import force_game_over from "./force_game_over";
import free_rerolls from "./free_rerolls";
import increment_rank from "./increment_rank";
import juice_up_card from "./juice_up_card";
import juice_up_joker from "./juice_up_joker";
import level_up_hand from "./level_up_hand";
import mod_probability from "./mod_probability";
import modify_all_blinds_requirement from "./modify_all_blinds_requirement";
import modify_blind_requirement from "./modify_blind_requirement";
import modify_internal_variable from "./modify_internal_variable";
import permanent_bonus from "./permanent_bonus";
import pick_deck_card from "./pick_deck_card";
import play_sound from "./play_sound";
import prevent_game_over from "./prevent_game_over";
import redeem_voucher from "./redeem_voucher";
import reduce_flush_straight_requirements from "./reduce_flush_straight_requirements";
import remove_starting_cards from "./remove_starting_cards";
import retrigger_playing_card from "./retrigger_playing_card";
import run_amounts, { editBoosterPacks } from "./run_amounts";
import scoring from "./scoring";
import set_ante from "./set_ante";
import set_dollars from "./set_dollars";
import set_sell_value from "./set_sell_value";
import scale_per_added_card from "./scale_per_added_card";
import shortcut from "./shortcut";
import show_message from "./show_message";
import showman from "./showman";
import shuffle_jokers from "./shuffle_jokers";
import special_message from "./special_message";
import splash_effect from "./splash_effect";
import swap_chips_mult from "./swap_chips_mult";
import unlock_joker from "./unlock_joker";
import win_game from "./win_game";

const ENTRIES = [
  allow_debt,
  balance_chips_mult,
  blind_reward,
  change_game_speed,
  change_key_variable,
  change_pokerhand_variable,
  change_rank_variable,
  change_suit_variable,
  change_text_variable,
  combine_ranks,
  combine_suits,
  copy_consumable,
  copy_joker,
  copy_joker_ability,
  count_destroyed_cards,
  create_consumable,
  create_joker,
  create_last_played_planet,
  create_tag,
  destroy_consumable,
  destroy_joker,
  edit_card_appearance,
  edit_discards_money,
  edit_hands_money,
  edit_interest_cap,
  edit_interest_amount,
  hand_size_from_variable,
  edit_joker,
  emit_flag,
  fix_probability,
  flip_joker,
  fool_effect,
  juice_up_card,
  juice_up_joker,
  level_up_hand,
  mod_probability,
  modify_internal_variable,
  pick_deck_card,
  play_sound,
  redeem_voucher,
  reduce_flush_straight_requirements,
  ...scoring,
  set_dollars,
  set_sell_value,
  scale_per_added_card,
  shortcut,
  show_message,
  showman,
  shuffle_jokers,
  special_message,
  splash_effect,
  swap_chips_mult,
  unlock_joker,
  win_game,
  add_booster_shop,
  add_starting_cards,
  add_voucher_shop,
  convert_all_cards_to_rank,
  convert_all_cards_to_suit,
  convert_left_to_right,
  copy_selected_cards,
  create_copy_played_card,
  create_copy_triggered_card,
  create_playing_card,
  create_playing_cards,
  destroy_cards,
  destroy_playing_card,
  disable_boss_blind,
  discount_items,
  draw_cards,
  edit_all_starting_cards,
  edit_cards,
  editBoosterPacks,
  edit_item_weight,
  edit_playing_card,
  edit_scoring_cards,
  edit_rarity_weight,
  edit_reroll_price,
  edit_starting_dollars,
  edit_starting_ranks,
  edit_starting_suits,
  crash_game,
  force_game_over,
  free_rerolls,
  increment_rank,
  modify_all_blinds_requirement,
  modify_blind_requirement,
  permanent_bonus,
  prevent_game_over,
  remove_starting_cards,
  retrigger_playing_card,
  ...run_amounts,
  set_ante,
] as const;

export type EffectId = (typeof ENTRIES)[number]["id"];
export const EFFECTS = Object.fromEntries(ENTRIES.map((e) => [e.id, e as AnyEffect])) as Record<EffectId, AnyEffect>;
