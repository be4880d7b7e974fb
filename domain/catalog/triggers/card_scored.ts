import { and, bin, cardTrigger, ctx, inArea, name, or } from "./make";

/**
 * Jokers: each scored card (context.individual in G.play); retriggers through context.repetition
 * and destruction through context.destroy_card. Card modifiers: the card's own scoring step;
 * editions also score on jokers (pre_joker, smods.md 2.11).
 */
export default cardTrigger({
  id: "card_scored",
  label: "When a Card is Scored",
  cardLabel: "When This Card is Scored",
  description: "Each played card that scores, one at a time.",
  category: "Hand Scoring",
  scoring: true,
  joker: () => and(ctx("individual"), inArea("play")),
  card: (c) => {
    const own = and(ctx("main_scoring"), inArea("play"));
    return c.objectType === "edition" ? or(ctx("pre_joker"), own) : own;
  },
  jokerRepetition: () => and(ctx("repetition"), inArea("play")),
  // the card's own retrigger pass names it (other_card); the jokers' pass that follows has the
  // same context, and an edition on a joker would otherwise retrigger every card
  cardRepetition: () => and(ctx("repetition"), inArea("play"), bin("==", ctx("other_card"), name("card"))),
  jokerDestroy: { guard: () => and(ctx("destroy_card"), inArea("play")), card: () => ctx("destroy_card") },
  cardDestroy: () => and(ctx("destroy_card"), inArea("play"), bin("==", ctx("destroy_card"), name("card"))),
});
