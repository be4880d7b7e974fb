// Hand Type: the played hand contains / is a poker hand (smods.md 3.3: context.poker_hands,
// context.scoring_name). Most/least played hands are computed from G.GAME.hands.
import { lua, type Expr } from "../../lua";
import { handOf, HAND_OPTIONS, param, selectSpec, text, variableOf } from "../lib";
import { Unsupported, type ConditionDef, type GenContext } from "../types";
import { POKER_HANDS } from "../vanillaKeys";

const { and, bin, call, index, path, str, fn, local, forIn, ifThen, assign, name, ret, paren, num } = lua;

/** The most (or least) played visible hand, as an expression. */
export function playedHandExpr(most: boolean): Expr {
  const better = most ? ">" : "<";
  return call(paren(fn([], [
    local("best", lua.nil),
    local("count", num(most ? -1 : Number.MAX_SAFE_INTEGER)),
    forIn(["_", "hand"], [call("ipairs", lua.list(POKER_HANDS.map(str)))], [
      local("info", index(path("G.GAME.hands"), name("hand"))),
      ifThen(and(name("info"), path("info.visible"), bin(better, path("info.played"), name("count"))), [
        assign(name("best"), name("hand")),
        assign(name("count"), path("info.played")),
      ]),
    ]),
    ret(name("best")),
  ])));
}

export function handValue(raw: unknown, ctx: GenContext): Expr {
  const hand = handOf(raw);
  if (hand) return str(hand);
  if (raw === "most_played_hand") return playedHandExpr(true);
  if (raw === "least_played_hand") return playedHandExpr(false);
  const variable = variableOf(ctx, raw);
  if (variable) return variable;
  throw new Unsupported(`poker hand '${String(raw)}' is unknown`);
}

export const handType: ConditionDef = {
  id: "hand_type",
  label: "Hand Type",
  objects: ["joker", "card"],
  needsScoring: true,
  params: [
    selectSpec("card_scope", "Cards", [{ value: "scoring", label: "Scoring cards" }, { value: "all_played", label: "All played cards" }]),
    selectSpec("operator", "Operator", [{ value: "contains", label: "contains" }, { value: "equals", label: "is exactly" }]),
    selectSpec("value", "Poker hand", HAND_OPTIONS, "Flush"),
  ],
  generate(params, ctx) {
    const hand = handValue(param(params, "value"), ctx);
    if (text(params, "operator", "contains") === "equals") return bin("==", path("context.scoring_name"), hand);
    // poker_hands maps every hand name to the groups of cards forming it (empty when absent)
    const groups = index(path("context.poker_hands"), hand);
    return and(path("context.poker_hands"), groups, call("next", groups));
  },
};
