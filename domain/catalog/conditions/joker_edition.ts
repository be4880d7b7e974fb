// Joker Edition: the other joker (evaluated or triggered), or the joker selected when a consumable
// is used, has an edition.
import { lua } from "../../lua";
import { p } from "../schema";
import { defineCondition } from "../types";
import { keyWords } from "../words";
import { ANY_NONE, editionTest, otherJoker } from "./shared";

export default defineCondition({
  id: "joker_edition",
  label: "Joker Edition",
  description: "The other joker (or the selected joker, for a consumable) has a given edition.",
  category: "Jokers",
  objectTypes: ["joker", "consumable"],
  triggers: ["joker_evaluated", "joker_triggered", "card_used"],
  params: [p.select("edition", "Edition", { source: "editions", extra: ANY_NONE }, "e_foil")],
  summary: (v) => `if the other (or selected) joker ${v.edition === "any" ? "has an edition" : v.edition === "none" ? "has no edition" : `is ${keyWords(v.edition)}`}`,
  generate(v, ctx) {
    const joker = otherJoker(ctx);
    return lua.and(joker, editionTest(joker, v.edition));
  },
});
