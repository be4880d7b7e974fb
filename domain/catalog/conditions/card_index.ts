// Card Index: the trigger's card is first, last or at a position among its cards: the scoring
// hand when scored, the discarded cards when discarded, the hand when held.
import { lua, type Expr } from "../../lua";
import { areaCards } from "../gameVars/reads";
import { cardOf } from "../lib";
import { opts, p } from "../schema";
import { defineCondition, type GenContext } from "../types";
import { num } from "../words";
import { JOKER_AND_CARDS } from "./shared";

const { and, or, bin, index, len, path } = lua;

function cardsAround(ctx: GenContext): Expr {
  if (ctx.trigger === "card_scored") return or(path("context.scoring_hand"), lua.table([]));
  if (ctx.trigger === "card_discarded") return or(path("context.full_hand"), lua.table([]));
  return areaCards("hand");
}

export default defineCondition({
  id: "card_index",
  label: "Card Index",
  description: "The card is the first, the last, or at a given position among the scored, discarded or held cards.",
  category: "Card",
  objectTypes: JOKER_AND_CARDS,
  triggers: ["card_scored", "card_discarded", "card_held_in_hand", "card_held_in_hand_end_of_round"],
  needs: ["card"],
  params: [
    p.select("index_type", "Position", opts(["first", "First"], ["last", "Last"], ["number", "At a position"]), "first"),
    p.number("index_number", "Position", 1, { min: 1, integer: true, when: { param: "index_type", is: ["number"] } }),
  ],
  summary: (v) => (v.index_type === "number" ? `if it is card number ${num(v.index_number)}` : `if it is the ${v.index_type} card`),
  generate(v, ctx) {
    const list = cardsAround(ctx);
    const at = v.index_type === "first" ? lua.num(1) : v.index_type === "last" ? len(list) : ctx.value(v.index_number);
    const card = cardOf(ctx);
    return and(bin(">", len(list), lua.num(0)), bin("==", index(list, at), card));
  },
});
