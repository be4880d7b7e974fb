// The effect registry: every effect by id, from one module (or table) per entry.
import type { AnyEffect } from "../types";
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
import draw_cards from "./draw_cards";
import edit_cards from "./edit_cards";
import edit_playing_card from "./edit_playing_card";
import increment_rank from "./increment_rank";
import permanent_bonus from "./permanent_bonus";
import retrigger_playing_card from "./retrigger_playing_card";
import run_amounts, { editBoosterPacks } from "./run_amounts";
import scoring from "./scoring";
import set_dollars from "./set_dollars";

const ENTRIES = [
  convert_all_cards_to_rank, convert_all_cards_to_suit, convert_left_to_right, copy_selected_cards, create_copy_played_card,
  create_copy_triggered_card, create_playing_card, create_playing_cards, destroy_cards, destroy_playing_card, draw_cards,
  edit_cards, editBoosterPacks, edit_playing_card, increment_rank, permanent_bonus, retrigger_playing_card, ...run_amounts,
  ...scoring, set_dollars,
] as const;

export type EffectId = (typeof ENTRIES)[number]["id"];
export const EFFECTS = Object.fromEntries(ENTRIES.map((e) => [e.id, e as AnyEffect])) as Record<EffectId, AnyEffect>;
