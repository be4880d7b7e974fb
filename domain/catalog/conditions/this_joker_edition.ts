// This Joker Edition: this joker has an edition.
import { p } from "../schema";
import { defineCondition } from "../types";
import { keyWords } from "../words";
import { ANY_NONE, editionTest } from "./shared";

export default defineCondition({
  id: "this_joker_edition",
  label: "This Joker Edition",
  description: "This joker has a given edition.",
  category: "Jokers",
  objectTypes: ["joker"],
  params: [p.select("edition", "Edition", { source: "editions", extra: ANY_NONE }, "e_foil")],
  summary: (v) => `if this joker ${v.edition === "any" ? "has an edition" : v.edition === "none" ? "has no edition" : `is ${keyWords(v.edition)}`}`,
  generate: (v, ctx) => editionTest(ctx.self, v.edition),
});
