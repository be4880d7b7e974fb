import { and, bin, cardTrigger, ctx, inArea, name, not } from "./make";

/** Cards held in hand while a hand scores (not the end-of-round pass, which also uses individual). */
export default cardTrigger({
  id: "card_held_in_hand",
  label: "When a Card is Held in Hand",
  cardLabel: "When This Card is Held in Hand",
  description: "Each card left in hand while a played hand scores.",
  category: "Hand Scoring",
  scoring: true,
  joker: () => and(ctx("individual"), inArea("hand"), not(ctx("end_of_round"))),
  card: () => and(ctx("main_scoring"), inArea("hand")),
  jokerRepetition: () => and(ctx("repetition"), inArea("hand"), not(ctx("end_of_round"))),
  cardRepetition: () => and(ctx("repetition"), inArea("hand"), not(ctx("end_of_round")), bin("==", ctx("other_card"), name("card"))),
});
