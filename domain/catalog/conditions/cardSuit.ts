// Card Suit: the trigger's card is of a suit (or red / black). Uses is_suit so Wild cards count.
import { lua, type Expr } from "../../lua";
import type { Params } from "../../model";
import { cardOf, param, selectSpec, SUIT_OPTIONS, suitOf, text, variableOf } from "../lib";
import { Unsupported, type ConditionDef, type GenContext } from "../types";

const { or, method, str } = lua;

export function suitTest(card: Expr, params: Params, ctx: GenContext, typeKey = "suit_type", suitKey = "specific_suit", groupKey = "suit_group"): Expr {
  if (text(params, typeKey, "specific") === "group") {
    const group = text(params, groupKey, "red");
    if (group === "red") return or(method(card, "is_suit", str("Hearts")), method(card, "is_suit", str("Diamonds")));
    if (group === "black") return or(method(card, "is_suit", str("Spades")), method(card, "is_suit", str("Clubs")));
    throw new Unsupported(`suit group '${group}' is unknown`);
  }
  const raw = param(params, suitKey);
  const suit = suitOf(raw);
  if (suit) return method(card, "is_suit", str(suit));
  const variable = variableOf(ctx, raw);
  if (variable) return method(card, "is_suit", variable);
  throw new Unsupported(`suit '${String(raw)}' is unknown`);
}

export const cardSuit: ConditionDef = {
  id: "card_suit",
  label: "Card Suit",
  objects: ["joker", "card"],
  needsCard: true,
  params: [
    selectSpec("suit_type", "Suit type", [{ value: "specific", label: "Specific suit" }, { value: "group", label: "Suit colour" }]),
    selectSpec("specific_suit", "Suit", SUIT_OPTIONS, "Hearts"),
    selectSpec("suit_group", "Colour", [{ value: "red", label: "Red" }, { value: "black", label: "Black" }]),
  ],
  generate: (params, ctx) => suitTest(cardOf(ctx), params, ctx),
};
