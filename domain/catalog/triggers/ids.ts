// Every trigger id of the catalog. A typo in an entry's `triggers` list is a compile error.
export const TRIGGER_IDS = [
  "card_used", "hand_played", "card_scored", "card_destroyed", "first_hand_drawn", "hand_drawn", "hand_discarded",
  "card_discarded", "card_held_in_hand", "card_held_in_hand_end_of_round", "playing_card_added", "before_hand_played",
  "joker_evaluated", "joker_triggered", "after_hand_played", "round_end", "blind_selected", "blind_skipped",
  "blind_disabled", "boss_defeated", "booster_opened", "booster_skipped", "booster_exited", "shop_entered", "shop_exited",
  "tag_added", "selling_self", "card_sold", "buying_self", "card_bought", "shop_reroll", "consumable_used",
  "player_action", "game_over", "ante_start", "change_probability", "probability_result", "passive",
  "final_scoring_step",
  "hand_debuffed",
] as const;
export type TriggerId = (typeof TRIGGER_IDS)[number];

export function isTriggerId(id: unknown): id is TriggerId {
  return (TRIGGER_IDS as readonly unknown[]).includes(id);
}

/** Triggers during which a hand is being played and scored (context.scoring_hand exists). */
export const SCORING_TRIGGERS = ["hand_played", "card_scored", "card_held_in_hand", "before_hand_played", "after_hand_played", "joker_evaluated", "joker_triggered"] as const satisfies readonly TriggerId[];
/** Triggers about one playing card (context.other_card, or a modifier's own card). */
export const CARD_TRIGGERS = ["card_scored", "card_discarded", "card_held_in_hand", "card_held_in_hand_end_of_round"] as const satisfies readonly TriggerId[];
/** Triggers where chips and mult returned by a joker count toward the score. */
export const SCORE_TRIGGERS = ["hand_played", "card_scored", "card_held_in_hand", "joker_evaluated", "joker_triggered"] as const satisfies readonly TriggerId[];
