// The condition registry: every condition by id, from one module per entry (alphabetical).
import type { AnyCondition } from "../types";
import ante_level from "./ante_level";
import blind_name from "./blind_name";
import blind_type from "./blind_type";
import booster_type from "./booster_type";
import boss_blind_type from "./boss_blind_type";
import card_debuffed from "./card_debuffed";
import card_edition from "./card_edition";
import card_enhancement from "./card_enhancement";
import card_index from "./card_index";
import card_rank from "./card_rank";
import card_seal from "./card_seal";
import card_suit from "./card_suit";
import cards_selected from "./cards_selected";
import check_blind_requirements from "./check_blind_requirements";
import check_deck from "./check_deck";
import check_flag from "./check_flag";
import consumable_count from "./consumable_count";
import consumable_type from "./consumable_type";
import deck_count from "./deck_count";
import deck_size from "./deck_size";
import discarded_card_count from "./discarded_card_count";
import discarded_rank_count from "./discarded_rank_count";
import discarded_suit_count from "./discarded_suit_count";
import edition_count from "./edition_count";
import enhancement_count from "./enhancement_count";
import first_discarded_hand from "./first_discarded_hand";
import first_last_scored from "./first_last_scored";
import first_played_hand from "./first_played_hand";
import game_speed from "./game_speed";
import generic_compare from "./generic_compare";
import glass_card_destroyed from "./glass_card_destroyed";
import hand_count from "./hand_count";
import hand_drawn from "./hand_drawn";
import hand_level from "./hand_level";
import hand_size from "./hand_size";
import hand_type from "./hand_type";
import held_card_rank_extreme from "./held_card_rank_extreme";
import in_blind from "./in_blind";
import internal_variable from "./internal_variable";
import joker_count from "./joker_count";
import joker_edition from "./joker_edition";
import joker_flipped from "./joker_flipped";
import joker_index from "./joker_index";
import joker_key from "./joker_key";
import joker_rarity from "./joker_rarity";
import joker_selected from "./joker_selected";
import joker_sticker from "./joker_sticker";
import key_variable from "./key_variable";
import lucky_card_triggered from "./lucky_card_triggered";
import played_hand_most_played from "./played_hand_most_played";
import player_money from "./player_money";
import poker_hand_been_played from "./poker_hand_been_played";
import pokerhand_variable from "./pokerhand_variable";
import probability_identifier from "./probability_identifier";
import probability_part_compare from "./probability_part_compare";
import probability_succeeded from "./probability_succeeded";
import rank_count from "./rank_count";
import rank_variable from "./rank_variable";
import remaining_discards from "./remaining_discards";
import remaining_hands from "./remaining_hands";
import scoring_suit_mix from "./scoring_suit_mix";
import seal_count from "./seal_count";
import specific_joker from "./specific_joker";
import suit_count from "./suit_count";
import suit_variable from "./suit_variable";
import system_condition from "./system_condition";
import text_variable from "./text_variable";
import this_joker_edition from "./this_joker_edition";
import this_joker_flipped from "./this_joker_flipped";
import this_joker_index from "./this_joker_index";
import this_joker_sticker from "./this_joker_sticker";
import triggered_boss_blind from "./triggered_boss_blind";
import voucher_redeemed from "./voucher_redeemed";
import which_tag from "./which_tag";

const ENTRIES = [
  ante_level, blind_name, blind_type, booster_type, boss_blind_type, card_edition, card_enhancement, card_index,
  card_rank, card_seal, card_suit, cards_selected, check_blind_requirements, check_deck, check_flag, consumable_count,
  consumable_type, deck_count, deck_size, discarded_card_count, discarded_rank_count, discarded_suit_count,
  edition_count, enhancement_count, first_discarded_hand, first_last_scored, first_played_hand, game_speed,
  generic_compare, glass_card_destroyed, hand_count, hand_drawn, hand_level, hand_size, hand_type, held_card_rank_extreme, in_blind,
  internal_variable, joker_count, joker_edition, joker_flipped, joker_index, joker_key, joker_rarity, joker_selected,
  joker_sticker, key_variable, lucky_card_triggered, player_money, poker_hand_been_played, pokerhand_variable,
  probability_identifier, probability_part_compare, probability_succeeded, rank_count, rank_variable,
  remaining_discards, remaining_hands, scoring_suit_mix, seal_count, specific_joker, suit_count, suit_variable, system_condition,
  text_variable, this_joker_edition, this_joker_flipped, this_joker_index, this_joker_sticker, triggered_boss_blind,
  voucher_redeemed, which_tag,
  played_hand_most_played,
  card_debuffed,
] as const;

export type ConditionId = (typeof ENTRIES)[number]["id"];
export const CONDITIONS = Object.fromEntries(ENTRIES.map((e) => [e.id, e as AnyCondition])) as Record<ConditionId, AnyCondition>;
