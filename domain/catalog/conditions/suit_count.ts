// Suit Count: how many of the played (or scoring, or held in hand) cards are of a suit or colour.
import { lua, type Expr } from "../../lua";
import { areaCards } from "../gameVars/reads";
import { optionOrVariable } from "../lib";
import { opts, p, type VarRef } from "../schema";
import { defineCondition, type GenContext } from "../types";
import { CARD_SCOPES, JOKER_AND_CARDS, SCOPE_WORDS, cardsOf, quantified, quantifierParams, quantifierWords, suitChoiceParams, suitChoiceTest, suitChoiceWords } from "./shared";

/**
 * A held card's suit, debuffed or not: the game's Blackboard asks is_suit(suit, bypass_debuff),
 * so a Club debuffed by The Club still counts as a Club.
 */
function heldSuitTest(ctx: GenContext, card: Expr, v: { suit_type: string; specific_suit: string | VarRef; suit_group: string }): Expr {
  const is = (suit: Expr) => lua.method(card, "is_suit", suit, lua.TRUE);
  if (v.suit_type !== "group") return is(optionOrVariable(ctx, v.specific_suit, (s) => lua.str(s)));
  const [a, b] = v.suit_group === "black" ? ["Spades", "Clubs"] : ["Hearts", "Diamonds"];
  return lua.or(is(lua.str(a)), is(lua.str(b)));
}

export default defineCondition({
  id: "suit_count",
  label: "Suit Count",
  description: "How many of the played, scoring or held cards are of a suit or colour: all, none, or a number.",
  category: "Hand",
  objectTypes: JOKER_AND_CARDS,
  needs: ["scoring"],
  params: [p.select("card_scope", "Cards", [...CARD_SCOPES, ...opts(["held", "Cards held in hand"])], "scoring"), ...suitChoiceParams, ...quantifierParams],
  summary: (v) => `if ${quantifierWords(v)} of the ${v.card_scope === "held" ? "cards held in hand" : SCOPE_WORDS[v.card_scope]} are ${suitChoiceWords(v)}s`,
  // held: the cards still in hand while the played hand scores (Blackboard)
  generate: (v, ctx) => (v.card_scope === "held"
    ? quantified(ctx, v, areaCards("hand"), (c) => heldSuitTest(ctx, c, v))
    : quantified(ctx, v, cardsOf(v.card_scope), (c) => suitChoiceTest(ctx, c, v))),
});
