// Card Enhancement: the trigger's card has an enhancement (SMODS.has_enhancement), any, or none.
import { cardOf } from "../lib";
import { p } from "../schema";
import { defineCondition } from "../types";
import { keyWords } from "../words";
import { ANY_NONE, JOKER_AND_CARDS, enhancementTest } from "./shared";

export default defineCondition({
  id: "card_enhancement",
  label: "Card Enhancement",
  description: "The card has a given enhancement, any enhancement, or none.",
  category: "Card",
  objectTypes: JOKER_AND_CARDS,
  needs: ["card"],
  params: [p.select("enhancement", "Enhancement", { source: "enhancements", extra: ANY_NONE }, "any")],
  summary: (v) => (v.enhancement === "any" ? "if the card is enhanced" : v.enhancement === "none" ? "if the card has no enhancement" : `if the card is a ${keyWords(v.enhancement)} card`),
  generate: (v, ctx) => enhancementTest(cardOf(ctx), v.enhancement),
});
