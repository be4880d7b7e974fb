// Conditions on the played hand: how many cards, how many of a rank or suit, which position.
import { lua, type Expr } from "../../lua";
import type { Params } from "../../model";
import { cardOf, compare, COMPARISONS, numberSpec, param, selectSpec, text } from "../lib";
import { rankTest } from "./cardRank";
import { suitTest } from "./cardSuit";
import { Unsupported, type ConditionDef, type GenContext } from "../types";

const { path, len, call, paren, fn, local, forIn, ifThen, assign, name, bin, ret, num, index } = lua;

function cardsOf(scope: string): Expr {
  if (scope === "all_played") return path("context.full_hand");
  if (scope === "scoring" || scope === "") return path("context.scoring_hand");
  throw new Unsupported(`card scope '${scope}' has no generator yet`);
}

/** How many cards of the list pass the test, as an expression. */
function countWhere(list: Expr, test: (card: Expr) => Expr): Expr {
  return call(paren(fn([], [
    local("n", num(0)),
    forIn(["_", "c"], [call("ipairs", lua.or(list, lua.table([])))], [ifThen(test(name("c")), [assign(name("n"), bin("+", name("n"), num(1)))])]),
    ret(name("n")),
  ])));
}

function quantified(params: Params, ctx: GenContext, list: Expr, test: (card: Expr) => Expr): Expr {
  const count = countWhere(list, test);
  const quantifier = text(params, "quantifier", "at_least");
  switch (quantifier) {
    case "all": return bin("==", count, len(lua.or(list, lua.table([]))));
    case "none": return bin("==", count, num(0));
    case "exactly": return bin("==", count, ctx.value(params.count ?? 1, "count"));
    case "at_least": return bin(">=", count, ctx.value(params.count ?? 1, "count"));
    case "at_most": return bin("<=", count, ctx.value(params.count ?? 1, "count"));
    default: throw new Unsupported(`quantifier '${quantifier}' is unknown`);
  }
}

const QUANTIFIERS = [
  { value: "all", label: "all" }, { value: "none", label: "none" }, { value: "exactly", label: "exactly" },
  { value: "at_least", label: "at least" }, { value: "at_most", label: "at most" },
];
const SCOPES = [{ value: "scoring", label: "Scoring cards" }, { value: "all_played", label: "All played cards" }];

export const handCount: ConditionDef = {
  id: "hand_count",
  label: "Card Count",
  objects: ["joker"],
  needsScoring: true,
  params: [selectSpec("card_scope", "Cards", SCOPES), selectSpec("operator", "Operator", COMPARISONS), numberSpec("value", "Count", 5)],
  generate: (params, ctx) => compare(param(params, "operator"), len(cardsOf(text(params, "card_scope", "scoring"))), ctx.value(params.value, "count")),
};

export const rankCount: ConditionDef = {
  id: "rank_count",
  label: "Rank Count",
  objects: ["joker"],
  needsScoring: true,
  params: [selectSpec("card_scope", "Cards", SCOPES), selectSpec("quantifier", "How many", QUANTIFIERS, "at_least"), numberSpec("count", "Count", 1)],
  generate: (params, ctx) => quantified(params, ctx, cardsOf(text(params, "card_scope", "scoring")), (c) => rankTest(c, params, ctx)),
};

export const suitCount: ConditionDef = {
  id: "suit_count",
  label: "Suit Count",
  objects: ["joker"],
  needsScoring: true,
  params: [selectSpec("card_scope", "Cards", SCOPES), selectSpec("quantifier", "How many", QUANTIFIERS, "at_least"), numberSpec("count", "Count", 1)],
  generate: (params, ctx) => quantified(params, ctx, cardsOf(text(params, "card_scope", "scoring")), (c) => suitTest(c, params, ctx)),
};

export const cardIndex: ConditionDef = {
  id: "card_index",
  label: "Card Index",
  objects: ["joker", "card"],
  needsCard: true,
  needsScoring: true,
  params: [selectSpec("index_type", "Position", [{ value: "first", label: "first" }, { value: "last", label: "last" }, { value: "number", label: "number" }]), numberSpec("index_number", "Position", 1)],
  generate(params, ctx) {
    const card = cardOf(ctx);
    const hand = path("context.scoring_hand");
    const type = text(params, "index_type", "first");
    const at = type === "first" ? num(1) : type === "last" ? len(hand) : ctx.value(params.index_number, "position");
    return lua.and(hand, bin("==", index(hand, at), card));
  },
};
