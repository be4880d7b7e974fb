// The effect registry: every effect by id, from one module (or table) per entry.
import type { AnyEffect } from "../types";
import add_booster_shop from "./add_booster_shop";
import add_starting_cards from "./add_starting_cards";
import add_voucher_shop from "./add_voucher_shop";
import convert_all_cards_to_rank from "./convert_all_cards_to_rank";
import convert_all_cards_to_suit from "./convert_all_cards_to_suit";
import convert_left_to_right from "./convert_left_to_right";
import copy_selected_cards from "./copy_selected_cards";
import create_copy_played_card from "./create_copy_played_card";
import create_copy_triggered_card from "./create_copy_triggered_card";
import create_playing_card from "./create_playing_card";
import create_playing_cards from "./create_playing_cards";
import destroy_cards from "./destroy_cards";
import destroy_playing_card from "./destroy_playing_card";
import disable_boss_blind from "./disable_boss_blind";
import discount_items from "./discount_items";
import draw_cards from "./draw_cards";
import edit_all_starting_cards from "./edit_all_starting_cards";
import edit_cards from "./edit_cards";
import edit_item_weight from "./edit_item_weight";
import edit_playing_card from "./edit_playing_card";
import edit_rarity_weight from "./edit_rarity_weight";
import edit_reroll_price from "./edit_reroll_price";
import edit_starting_dollars from "./edit_starting_dollars";
import edit_starting_ranks from "./edit_starting_ranks";
import edit_starting_suits from "./edit_starting_suits";
import force_game_over from "./force_game_over";
import free_rerolls from "./free_rerolls";
import increment_rank from "./increment_rank";
import modify_all_blinds_requirement from "./modify_all_blinds_requirement";
import modify_blind_requirement from "./modify_blind_requirement";
import permanent_bonus from "./permanent_bonus";
import prevent_game_over from "./prevent_game_over";
import remove_starting_cards from "./remove_starting_cards";
import retrigger_playing_card from "./retrigger_playing_card";
import run_amounts, { editBoosterPacks } from "./run_amounts";
import scoring from "./scoring";
import set_ante from "./set_ante";
import set_dollars from "./set_dollars";

const ENTRIES = [
  add_booster_shop, add_starting_cards, add_voucher_shop, convert_all_cards_to_rank, convert_all_cards_to_suit, convert_left_to_right,
  copy_selected_cards, create_copy_played_card, create_copy_triggered_card, create_playing_card, create_playing_cards, destroy_cards,
  destroy_playing_card, disable_boss_blind, discount_items, draw_cards, edit_all_starting_cards, edit_cards, editBoosterPacks,
  edit_item_weight, edit_playing_card, edit_rarity_weight, edit_reroll_price, edit_starting_dollars, edit_starting_ranks,
  edit_starting_suits, force_game_over, free_rerolls, increment_rank, modify_all_blinds_requirement, modify_blind_requirement,
  permanent_bonus, prevent_game_over, remove_starting_cards, retrigger_playing_card, ...run_amounts, ...scoring, set_ante, set_dollars,
] as const;

export type EffectId = (typeof ENTRIES)[number]["id"];
export const EFFECTS = Object.fromEntries(ENTRIES.map((e) => [e.id, e as AnyEffect])) as Record<EffectId, AnyEffect>;
