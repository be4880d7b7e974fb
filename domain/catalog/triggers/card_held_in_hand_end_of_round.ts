import { and, bin, cardTrigger, ctx, inArea, name } from "./make";

/** Cards held in hand at the end of the round (Gold Card style), with their retriggers. */
export default cardTrigger({
  id: "card_held_in_hand_end_of_round",
  label: "When a Card is Held in Hand at End of Round",
  cardLabel: "When This Card is Held in Hand at End of Round",
  description: "Each card still in hand when the round ends.",
  category: "In Blind Events",
  scoring: false,
  joker: () => and(ctx("individual"), inArea("hand"), ctx("end_of_round")),
  card: () => and(ctx("playing_card_end_of_round"), inArea("hand")),
  jokerRepetition: () => and(ctx("repetition"), inArea("hand"), ctx("end_of_round")),
  cardRepetition: () => and(ctx("repetition"), inArea("hand"), ctx("end_of_round"), bin("==", ctx("other_card"), name("card"))),
});
