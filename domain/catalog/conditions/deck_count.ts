// Deck Count: how many cards of the whole deck have a rank, suit, enhancement, seal or edition.
import { lua, type Expr } from "../../lua";
import { countCards, playingCards } from "../gameVars/reads";
import { isVarRef, opts, p } from "../schema";
import { COMPARISONS, RANK_OPTIONS, SUIT_GROUPS, SUIT_OPTIONS } from "../options";
import { ALL_TYPES, defineCondition, type GenContext } from "../types";
import { choice, comparison, keyWords, rankWords } from "../words";
import { ANY, ANY_NONE, compareTo, editionTest, enhancementTest, rankTest, sealTest, suitOrGroupTest } from "./shared";
import type { VarRef } from "../schema";

const PROPERTIES = opts(["rank", "Rank"], ["suit", "Suit"], ["enhancement", "Enhancement"], ["seal", "Seal"], ["edition", "Edition"]);
const shown = (property: string) => ({ when: { param: "property_type", is: [property] } });

type Values = { property_type: string; rank: string | VarRef; suit: string | VarRef; enhancement: string; seal: string; edition: string };

function test(ctx: GenContext, v: Values, c: Expr): Expr {
  switch (v.property_type) {
    case "rank": return !isVarRef(v.rank) && v.rank === "any" ? lua.TRUE : rankTest(ctx, c, v.rank);
    case "suit": return !isVarRef(v.suit) && v.suit === "any" ? lua.TRUE : suitOrGroupTest(ctx, c, v.suit);
    case "enhancement": return enhancementTest(c, v.enhancement);
    case "seal": return sealTest(c, v.seal);
    default: return editionTest(c, v.edition);
  }
}

function words(v: Values): string {
  switch (v.property_type) {
    case "rank": return !isVarRef(v.rank) && v.rank === "any" ? "cards" : `${choice(v.rank, rankWords)}s`;
    case "suit": return !isVarRef(v.suit) && v.suit === "any" ? "cards" : `${choice(v.suit)} cards`;
    case "enhancement": return v.enhancement === "any" ? "enhanced cards" : v.enhancement === "none" ? "unenhanced cards" : `${keyWords(v.enhancement)} cards`;
    case "seal": return v.seal === "any" ? "sealed cards" : v.seal === "none" ? "cards without a seal" : `cards with a ${keyWords(v.seal)} Seal`;
    default: return v.edition === "any" ? "cards with an edition" : v.edition === "none" ? "cards without an edition" : `${keyWords(v.edition)} cards`;
  }
}

export default defineCondition({
  id: "deck_count",
  label: "Deck Count",
  description: "Compares how many cards of the deck have a rank, suit, enhancement, seal or edition with a number.",
  category: "Deck",
  objectTypes: ALL_TYPES,
  params: [
    p.select("property_type", "Property", PROPERTIES, "enhancement"),
    p.selectOrVar("rank", "Rank", [...ANY, ...RANK_OPTIONS], ["rank"], "any", shown("rank")),
    p.selectOrVar("suit", "Suit", [...ANY, ...SUIT_GROUPS, ...SUIT_OPTIONS], ["suit"], "any", shown("suit")),
    p.select("enhancement", "Enhancement", { source: "enhancements", extra: ANY_NONE }, "any", shown("enhancement")),
    p.select("seal", "Seal", { source: "seals", extra: ANY_NONE }, "any", shown("seal")),
    p.select("edition", "Edition", { source: "editions", extra: ANY_NONE }, "any", shown("edition")),
    p.select("operator", "Comparison", COMPARISONS, "greater_equals"),
    p.number("value", "Cards", 1, { min: 0, integer: true }),
  ],
  summary: (v) => `if the number of ${words(v)} in the deck ${comparison(v.operator, v.value)}`,
  generate: (v, ctx) => compareTo(v.operator, countCards(playingCards(), (c) => test(ctx, v, c)), ctx.value(v.value)),
});
