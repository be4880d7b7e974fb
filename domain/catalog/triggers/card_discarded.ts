import { and, bin, cardTrigger, ctx, name } from "./make";

/** Each discarded card; returning remove = true in this same context destroys it (smods.md 3.3). */
export default cardTrigger({
  id: "card_discarded",
  label: "When a Card is Discarded",
  cardLabel: "When This Card is Discarded",
  description: "Each discarded card, one at a time.",
  category: "In Blind Events",
  scoring: false,
  joker: () => ctx("discard"),
  card: () => and(ctx("discard"), bin("==", ctx("other_card"), name("card"))),
  jokerDestroy: { guard: () => ctx("discard"), card: () => ctx("other_card") },
  cardDestroy: () => and(ctx("discard"), bin("==", ctx("other_card"), name("card"))),
});
