// Effect ids the original renamed or merged (reference section 7 "Rule migration", checked against
// its RuleBlockUpdater). Merged effects get the params that make them behave like the old one.
// Runs after 0005, so params are already {value, valueType}.
import type { ObjectType } from "../../model/items";
import type { ParamValue, Params } from "../../model/rules";
import { hasOwn, isPlainObject } from "../plain";
import { rawEffects, rawRules } from "./rawItems";
import type { Migration } from "./types";

const text = (value: string): ParamValue => ({ value, valueType: "text" });

interface EffectRename {
  to: string;
  /** Only items of this type are migrated (others keep the id). */
  only?: ObjectType;
  /** Params the merged effect needs to behave like the old one. */
  inject?: (params: Params) => Params;
}

const rename = (to: string, inject?: EffectRename["inject"], only?: ObjectType): EffectRename => ({ to, inject, only });

export const EFFECT_RENAMES: Readonly<Record<string, EffectRename>> = {
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
  // the old effect doubled the money (up to its limit), as The Hermit does; the original's own
  // updater kept only the limit, which left set_dollars' default (+$5)
  double_dollars: rename("set_dollars", (params) => ({
    operation: text("multiply"),
    value: { value: 2, valueType: "number" },
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

export const effectRenames: Migration = {
  id: 6,
  name: "effect-renames",
  up(raw, note) {
    for (const { owner, rule } of rawRules(raw)) {
      for (const effect of rawEffects(rule)) {
        const type = effect.type;
        if (typeof type !== "string" || !hasOwn(EFFECT_RENAMES, type)) continue;
        const entry = EFFECT_RENAMES[type];
        if (entry.only && entry.only !== owner.objectType) continue;
        effect.type = entry.to;
        if (entry.inject) {
          const params = (isPlainObject(effect.params) ? effect.params : {}) as Params;
          effect.params = { ...params, ...entry.inject(params) };
        }
        note(`${owner.list}[].rules: effect "${type}" migrated to "${entry.to}"`);
      }
    }
  },
};
