// Hand-phase triggers of jokers.
import { contextTrigger, ctx } from "./make";

export const beforeHandPlayed = contextTrigger("before_hand_played", "Before Hand Starts Scoring", ["joker"], () => ctx("before"), true);
export const afterHandPlayed = contextTrigger("after_hand_played", "When Hand Finishes Scoring", ["joker"], () => ctx("after"), true);
export const handDiscarded = contextTrigger("hand_discarded", "When a Hand is Discarded", ["joker"], () => ctx("pre_discard"));
export const handDrawn = contextTrigger("hand_drawn", "When a Hand is Drawn", ["joker"], () => ctx("hand_drawn"));
export const firstHandDrawn = contextTrigger("first_hand_drawn", "When First Hand is Drawn", ["joker"], () => ctx("first_hand_drawn"));
export const cardDestroyed = contextTrigger("card_destroyed", "When a Card is Destroyed", ["joker"], () => ctx("remove_playing_cards"));
export const playingCardAdded = contextTrigger("playing_card_added", "When Playing Card is Added", ["joker"], () => ctx("playing_card_added"));
export const jokerEvaluated = contextTrigger("joker_evaluated", "When Another Joker is Evaluated", ["joker"], () => ctx("other_joker"));
