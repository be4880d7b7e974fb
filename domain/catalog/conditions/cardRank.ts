// Card Rank: the trigger's card has a rank (or is a face / even / odd card).
import { lua, type Expr } from "../../lua";
import { cardOf, param, RANK_OPTIONS, rankIdOf, selectSpec, text, variableOf } from "../lib";
import { Unsupported, type ConditionDef, type GenContext } from "../types";
import type { Params } from "../../model";

const { bin, and, or, method, num, index } = lua;

export function rankTest(card: Expr, params: Params, ctx: GenContext, typeKey = "rank_type", rankKey = "specific_rank", groupKey = "rank_group"): Expr {
  const id = method(card, "get_id");
  const type = text(params, typeKey, "specific");
  if (type === "group") {
    const group = text(params, groupKey, "face");
    if (group === "face") return method(card, "is_face");
    // Ace counts as odd (Odd Todd), and even/odd only apply to number cards
    if (group === "even") return and(bin("<=", id, num(10)), bin("==", bin("%", id, num(2)), num(0)));
    if (group === "odd") return or(and(bin("<=", id, num(10)), bin("==", bin("%", id, num(2)), num(1))), bin("==", id, num(14)));
    throw new Unsupported(`rank group '${group}' is unknown`);
  }
  const raw = param(params, rankKey);
  const rank = rankIdOf(raw);
  if (rank !== undefined) return bin("==", id, num(rank));
  const variable = variableOf(ctx, raw);
  // rank variables hold the rank key ("Ace"), which card.base.value also holds
  if (variable) return bin("==", index(index(card, "base"), "value"), variable);
  throw new Unsupported(`rank '${String(raw)}' is unknown`);
}

export const cardRank: ConditionDef = {
  id: "card_rank",
  label: "Card Rank",
  objects: ["joker", "card"],
  needsCard: true,
  params: [
    selectSpec("rank_type", "Rank type", [{ value: "specific", label: "Specific rank" }, { value: "group", label: "Rank group" }]),
    selectSpec("specific_rank", "Rank", RANK_OPTIONS, "A"),
    selectSpec("rank_group", "Group", [{ value: "face", label: "Face cards" }, { value: "even", label: "Even" }, { value: "odd", label: "Odd" }]),
  ],
  generate: (params, ctx) => rankTest(cardOf(ctx), params, ctx),
};
