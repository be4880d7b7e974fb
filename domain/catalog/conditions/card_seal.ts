// Card Seal: the trigger's card has a seal, any, or none.
import { cardOf } from "../lib";
import { p } from "../schema";
import { defineCondition } from "../types";
import { keyWords } from "../words";
import { ANY_NONE, JOKER_AND_CARDS, sealTest } from "./shared";

export default defineCondition({
  id: "card_seal",
  label: "Card Seal",
  description: "The card has a given seal, any seal, or none.",
  category: "Card",
  objectTypes: JOKER_AND_CARDS,
  needs: ["card"],
  params: [p.select("seal", "Seal", { source: "seals", extra: ANY_NONE }, "any")],
  summary: (v) => (v.seal === "any" ? "if the card has a seal" : v.seal === "none" ? "if the card has no seal" : `if the card has a ${keyWords(v.seal)} Seal`),
  generate: (v, ctx) => sealTest(cardOf(ctx), v.seal),
});
