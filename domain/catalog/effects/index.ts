// The effect registry: every effect by id, from one module (or table) per entry.
import type { AnyEffect } from "../types";
import allow_debt from "./allow_debt";
import blind_reward from "./blind_reward";
import change_game_speed from "./change_game_speed";
import combine_ranks from "./combine_ranks";
import combine_suits from "./combine_suits";
import copy_joker_ability from "./copy_joker_ability";
import create_tag from "./create_tag";
import edit_card_appearance from "./edit_card_appearance";
import edit_discards_money from "./edit_discards_money";
import edit_hands_money from "./edit_hands_money";
import edit_interest_cap from "./edit_interest_cap";
import emit_flag from "./emit_flag";
import fix_probability from "./fix_probability";
import juice_up_card from "./juice_up_card";
import juice_up_joker from "./juice_up_joker";
import level_up_hand from "./level_up_hand";
import mod_probability from "./mod_probability";
import play_sound from "./play_sound";
import redeem_voucher from "./redeem_voucher";
import reduce_flush_straight_requirements from "./reduce_flush_straight_requirements";
import scoring from "./scoring";
import set_dollars from "./set_dollars";
import set_sell_value from "./set_sell_value";
import shortcut from "./shortcut";
import show_message from "./show_message";
import showman from "./showman";
import special_message from "./special_message";
import splash_effect from "./splash_effect";
import win_game from "./win_game";

const ENTRIES = [
  allow_debt, blind_reward, change_game_speed, combine_ranks, combine_suits, copy_joker_ability, create_tag, edit_card_appearance,
  edit_discards_money, edit_hands_money, edit_interest_cap, emit_flag, fix_probability, juice_up_card, juice_up_joker, level_up_hand,
  mod_probability, play_sound, redeem_voucher, reduce_flush_straight_requirements, ...scoring, set_dollars, set_sell_value, shortcut,
  show_message, showman, special_message, splash_effect, win_game,
] as const;

export type EffectId = (typeof ENTRIES)[number]["id"];
export const EFFECTS = Object.fromEntries(ENTRIES.map((e) => [e.id, e as AnyEffect])) as Record<EffectId, AnyEffect>;
