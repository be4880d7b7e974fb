// Tests shared by several conditions and effects: a card's rank or suit, the played hand.
import { lua, type Expr } from "../../lua";
import { handOf, optionOrVariable, rankIdOf } from "../lib";
import { isVarRef, type VarRef } from "../schema";
import { Unsupported, type GenContext } from "../types";
import { POKER_HANDS } from "../vanillaKeys";

const { and, or, bin, call, index, path, str, fn, local, forIn, ifThen, assign, name, ret, paren, num, method } = lua;

/** The card's rank is `rank` ("A", "10"; a rank variable holds the rank key, as card.base.value does). */
export function rankTest(ctx: GenContext, card: Expr, rank: string | VarRef): Expr {
  if (isVarRef(rank)) return bin("==", index(index(card, "base"), "value"), ctx.variable(rank.variable));
  const id = rankIdOf(rank);
  if (id === undefined) throw new Unsupported(`rank '${rank}' is unknown`);
  return bin("==", method(card, "get_id"), num(id));
}

/** The card is a face card, an even or an odd rank (Ace counts as odd, as for Odd Todd). */
export function rankGroupTest(card: Expr, group: string): Expr {
  const id = method(card, "get_id");
  if (group === "face") return method(card, "is_face");
  if (group === "even") return and(bin("<=", id, num(10)), bin("==", bin("%", id, num(2)), num(0)));
  if (group === "odd") return or(and(bin("<=", id, num(10)), bin("==", bin("%", id, num(2)), num(1))), bin("==", id, num(14)));
  throw new Unsupported(`rank group '${group}' is unknown`);
}

/** The card is of `suit` (is_suit, so Wild cards count) or of a colour. */
export function suitTest(ctx: GenContext, card: Expr, suit: string | VarRef): Expr {
  return method(card, "is_suit", optionOrVariable(ctx, suit, (s) => str(s)));
}

export function suitGroupTest(card: Expr, group: string): Expr {
  if (group === "red") return or(method(card, "is_suit", str("Hearts")), method(card, "is_suit", str("Diamonds")));
  if (group === "black") return or(method(card, "is_suit", str("Spades")), method(card, "is_suit", str("Clubs")));
  throw new Unsupported(`suit group '${group}' is unknown`);
}

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

/** A poker hand option (or "most_played_hand" / "least_played_hand", or a hand variable) as an expression. */
export function handExpr(ctx: GenContext, value: string | VarRef): Expr {
  return optionOrVariable(ctx, value, (v) => {
    if (v === "most_played_hand") return playedHandExpr(true);
    if (v === "least_played_hand") return playedHandExpr(false);
    const hand = handOf(v);
    if (!hand) throw new Unsupported(`poker hand '${v}' is unknown`);
    return str(hand);
  });
}

/** The played cards of a scope: the scoring hand or every played card. */
export function cardsOf(scope: string): Expr {
  return scope === "all_played" ? path("context.full_hand") : path("context.scoring_hand");
}

/** How many cards of the list pass the test, as an expression. */
export function countWhere(list: Expr, test: (card: Expr) => Expr): Expr {
  return call(paren(fn([], [
    local("n", num(0)),
    forIn(["_", "c"], [call("ipairs", or(list, lua.table([])))], [ifThen(test(name("c")), [assign(name("n"), bin("+", name("n"), num(1)))])]),
    ret(name("n")),
  ])));
}
