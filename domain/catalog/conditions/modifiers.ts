// The three playing-card modifiers (enhancement, edition, seal) share two conditions each: the
// trigger's card has one (card_enhancement, card_edition, card_seal), and how many played cards
// have one (enhancement_count, edition_count, seal_count). One row per modifier drives both.
import type { Expr } from "../../lua";
import { cardOf } from "../lib";
import { p, type OptionSourceName } from "../schema";
import { defineCondition } from "../types";
import { article, comparison, keyWords } from "../words";
import { ANY, ANY_NONE, CARD_SCOPES, JOKER_AND_CARDS, SCOPE_WORDS, cardsOf, comparisonParams, compareTo, countCards, editionTest, enhancementTest, sealTest } from "./shared";

type Kind = "enhancement" | "edition" | "seal";

interface Row {
  label: string;
  source: OptionSourceName;
  test: (card: Expr, value: string) => Expr;
  /** How a card with this value reads: "is enhanced", "has no seal", "is Foil". */
  card: (value: string) => string;
  /** How the counted cards read: "that are enhanced", "with a Blue Seal". */
  counted: (value: string) => string;
}

const ROWS: Record<Kind, Row> = {
  enhancement: {
    label: "Enhancement", source: "enhancements", test: enhancementTest,
    card: (v) => (v === "any" ? "is enhanced" : v === "none" ? "has no enhancement" : `is ${article(keyWords(v))} card`),
    counted: (v) => (v === "any" ? "that are enhanced" : `that are ${keyWords(v)} cards`),
  },
  edition: {
    label: "Edition", source: "editions", test: editionTest,
    card: (v) => (v === "any" ? "has an edition" : v === "none" ? "has no edition" : `is ${keyWords(v)}`),
    counted: (v) => (v === "any" ? "with an edition" : `that are ${keyWords(v)}`),
  },
  seal: {
    label: "Seal", source: "seals", test: sealTest,
    card: (v) => (v === "any" ? "has a seal" : v === "none" ? "has no seal" : `has a ${keyWords(v)} Seal`),
    counted: (v) => (v === "any" ? "with a seal" : `with a ${keyWords(v)} Seal`),
  },
};

/** Card Enhancement / Edition / Seal: the trigger's card has the modifier, any, or none. */
export function cardModifierCondition<const K extends Kind>(kind: K) {
  const row = ROWS[kind];
  return defineCondition({
    id: `card_${kind}` as `card_${K}`,
    label: `Card ${row.label}`,
    description: `The card has a given ${kind}, any ${kind}, or none.`,
    category: "Card",
    objectTypes: JOKER_AND_CARDS,
    needs: ["card"],
    params: [p.select(kind, row.label, { source: row.source, extra: ANY_NONE }, "any")],
    summary: (v) => `if the card ${row.card((v as Record<string, string>)[kind])}`,
    generate: (v, ctx) => row.test(cardOf(ctx), (v as Record<string, string>)[kind]),
  });
}

/** Enhancement / Edition / Seal Count: how many played (or scoring) cards have the modifier (or any). */
export function modifierCountCondition<const K extends Kind>(kind: K) {
  const row = ROWS[kind];
  return defineCondition({
    id: `${kind}_count` as `${K}_count`,
    label: `${row.label} Count`,
    description: `Compares how many played or scoring cards have a given ${kind} (or any) with a number.`,
    category: "Hand",
    objectTypes: JOKER_AND_CARDS,
    needs: ["scoring"],
    params: [
      p.select("card_scope", "Cards", CARD_SCOPES, "scoring"),
      p.select(kind, row.label, { source: row.source, extra: ANY }, "any"),
      ...comparisonParams("value", "Count", 1, { min: 0, integer: true }, "greater_equals"),
    ],
    summary: (v) => `if the number of ${SCOPE_WORDS[v.card_scope]} ${row.counted((v as Record<string, string>)[kind])} ${comparison(v.operator, v.value)}`,
    generate: (v, ctx) => compareTo(v.operator, countCards(cardsOf(v.card_scope), (c) => row.test(c, (v as Record<string, string>)[kind])), ctx.value(v.value)),
  });
}
