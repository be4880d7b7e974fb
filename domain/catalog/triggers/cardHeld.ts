import { and, cardTrigger, ctx, inArea, not } from "./make";

/** Cards held in hand while a hand scores (not the end-of-round pass, which also uses individual). */
export const cardHeldInHand = cardTrigger({
  id: "card_held_in_hand",
  label: "When a Card is Held in Hand",
  scoring: true,
  joker: () => and(ctx("individual"), inArea("hand"), not(ctx("end_of_round"))),
  card: () => and(ctx("main_scoring"), inArea("hand")),
  jokerRepetition: () => and(ctx("repetition"), inArea("hand"), not(ctx("end_of_round"))),
  cardRepetition: () => and(ctx("repetition"), inArea("hand"), not(ctx("end_of_round"))),
});

/** Cards held in hand at the end of the round (Gold Card style). */
export const cardHeldEndOfRound = cardTrigger({
  id: "card_held_in_hand_end_of_round",
  label: "When a Card is Held in Hand at End of Round",
  scoring: false,
  joker: () => and(ctx("individual"), inArea("hand"), ctx("end_of_round")),
  card: () => and(ctx("playing_card_end_of_round"), inArea("hand")),
});
