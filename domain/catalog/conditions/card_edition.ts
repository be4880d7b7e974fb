// Card Edition: the trigger's card has an edition, any, or none.
import { cardOf } from "../lib";
import { p } from "../schema";
import { defineCondition } from "../types";
import { keyWords } from "../words";
import { ANY_NONE, JOKER_AND_CARDS, editionTest } from "./shared";

export default defineCondition({
  id: "card_edition",
  label: "Card Edition",
  description: "The card has a given edition, any edition, or none.",
  category: "Card",
  objectTypes: JOKER_AND_CARDS,
  needs: ["card"],
  params: [p.select("edition", "Edition", { source: "editions", extra: ANY_NONE }, "any")],
  summary: (v) => (v.edition === "any" ? "if the card has an edition" : v.edition === "none" ? "if the card has no edition" : `if the card is ${keyWords(v.edition)}`),
  generate: (v, ctx) => editionTest(cardOf(ctx), v.edition),
});
