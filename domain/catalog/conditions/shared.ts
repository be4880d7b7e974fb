// Tests shared by several conditions (and effects): a card's rank, suit or modifiers, the played
// hand, counts over a list of cards, the joker a joker-on-joker trigger is about.
import { lua, type Expr } from "../../lua";
import { areaCards, countCards, currentHandName, playedHandExpr } from "../gameVars/reads";
import { compare, handOf, optionOrVariable, rankIdOf } from "../lib";
import { opts, p, isVarRef, type NumberValue, type VarRef } from "../schema";
import { COMPARISONS, RANK_GROUPS, RANK_OPTIONS, SUIT_GROUPS, SUIT_OPTIONS } from "../options";
import { Unsupported, type GenContext, type RuleObjectType } from "../types";
import { choice, num as numWords, rankWords } from "../words";

const { and, or, bin, index, path, str, method, num, call, len } = lua;

export { playedHandExpr, countCards };

/** The card's rank is `rank` ("A", "10"; a rank variable holds the rank key, as card.base.value does). */
export function rankTest(ctx: GenContext, card: Expr, rank: string | VarRef): Expr {
  if (isVarRef(rank)) return bin("==", index(index(card, "base"), "value"), ctx.variable(rank.variable));
  const id = rankIdOf(rank);
  if (id === undefined) throw new Unsupported(`rank '${rank}' is unknown`);
  return bin("==", method(card, "get_id"), num(id));
}

/** The card is a face card, an even or an odd rank (Ace counts as odd, as for Odd Todd; a card without a rank, whose id is negative, is neither). */
export function rankGroupTest(card: Expr, group: string): Expr {
  const id = method(card, "get_id");
  if (group === "face") return method(card, "is_face");
  if (group === "even") return and(bin("<=", id, num(10)), bin(">=", id, num(0)), bin("==", bin("%", id, num(2)), num(0)));
  if (group === "odd") return or(and(bin("<=", id, num(10)), bin(">=", id, num(0)), bin("==", bin("%", id, num(2)), num(1))), bin("==", id, num(14)));
  throw new Unsupported(`rank group '${group}' is unknown`);
}

/** A rank option, a rank group ("face", "even", "odd") or a rank variable. */
export function rankOrGroupTest(ctx: GenContext, card: Expr, value: string | VarRef): Expr {
  if (!isVarRef(value) && RANK_GROUPS.some((g) => g.value === value)) return rankGroupTest(card, value);
  return rankTest(ctx, card, value);
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

/** A suit option, a colour ("red", "black") or a suit variable. */
export function suitOrGroupTest(ctx: GenContext, card: Expr, value: string | VarRef): Expr {
  if (!isVarRef(value) && SUIT_GROUPS.some((g) => g.value === value)) return suitGroupTest(card, value);
  return suitTest(ctx, card, value);
}

/** The "specific rank or rank group" params of the original (rank_type, specific_rank, rank_group). */
export const rankChoiceParams = [
  p.select("rank_type", "Rank type", opts(["specific", "Specific rank"], ["group", "Rank group"]), "specific"),
  p.selectOrVar("specific_rank", "Rank", RANK_OPTIONS, ["rank"], "A", { when: { param: "rank_type", is: ["specific"] } }),
  p.select("rank_group", "Group", RANK_GROUPS, "face", { when: { param: "rank_type", is: ["group"] } }),
] as const;

/** The "specific suit or colour" params of the original (suit_type, specific_suit, suit_group). */
export const suitChoiceParams = [
  p.select("suit_type", "Suit type", opts(["specific", "Specific suit"], ["group", "Suit colour"]), "specific"),
  p.selectOrVar("specific_suit", "Suit", SUIT_OPTIONS, ["suit"], "Hearts", { when: { param: "suit_type", is: ["specific"] } }),
  p.select("suit_group", "Colour", SUIT_GROUPS, "red", { when: { param: "suit_type", is: ["group"] } }),
] as const;

type RankChoice = { rank_type: string; specific_rank: string | VarRef; rank_group: string };
type SuitChoice = { suit_type: string; specific_suit: string | VarRef; suit_group: string };

export function rankChoiceTest(ctx: GenContext, card: Expr, v: RankChoice): Expr {
  return v.rank_type === "group" ? rankGroupTest(card, v.rank_group) : rankTest(ctx, card, v.specific_rank);
}

export function suitChoiceTest(ctx: GenContext, card: Expr, v: SuitChoice): Expr {
  return v.suit_type === "group" ? suitGroupTest(card, v.suit_group) : suitTest(ctx, card, v.specific_suit);
}

const GROUP_WORDS: Record<string, string> = { face: "face card", even: "even-ranked card", odd: "odd-ranked card", red: "red card", black: "black card" };

/** "Ace", "face card", "the rank variable". */
export function rankChoiceWords(v: RankChoice): string {
  return v.rank_type === "group" ? GROUP_WORDS[v.rank_group] ?? v.rank_group : choice(v.specific_rank, rankWords);
}

/** "Hearts", "red card", "the suit variable". */
export function suitChoiceWords(v: SuitChoice): string {
  return v.suit_type === "group" ? GROUP_WORDS[v.suit_group] ?? v.suit_group : choice(v.specific_suit, (s) => `${s.replace(/s$/, "")}`);
}

/** "How many" of the original's count conditions. */
export const QUANTIFIERS = opts(["all", "all"], ["none", "none"], ["exactly", "exactly"], ["at_least", "at least"], ["at_most", "at most"]);

export const quantifierParams = [
  p.select("quantifier", "How many", QUANTIFIERS, "at_least"),
  p.number("count", "Count", 1, { min: 1, integer: true, when: { param: "quantifier", is: ["exactly", "at_least", "at_most"] } }),
] as const;

/** How many cards of `list` pass `test`, against the quantifier. */
export function quantified(ctx: GenContext, v: { quantifier: string; count: NumberValue }, list: Expr, test: (card: Expr) => Expr): Expr {
  const safe = or(list, lua.table([]));
  const count = countCards(safe, test);
  switch (v.quantifier) {
    case "all": return and(bin(">", len(safe), num(0)), bin("==", count, len(safe)));
    case "none": return bin("==", count, num(0));
    case "exactly": return bin("==", count, ctx.value(v.count));
    case "at_least": return bin(">=", count, ctx.value(v.count));
    case "at_most": return bin("<=", count, ctx.value(v.count));
    default: throw new Unsupported(`'${v.quantifier}' is not a quantity`);
  }
}

/** "all", "none", "at least 2". */
export function quantifierWords(v: { quantifier: string; count: NumberValue }): string {
  const n = numWords(v.count);
  return v.quantifier === "all" ? "all" : v.quantifier === "none" ? "none" : v.quantifier === "exactly" ? `exactly ${n}` : v.quantifier === "at_most" ? `at most ${n}` : `at least ${n}`;
}

/** The played cards of a scope: the scoring hand or every played card (nil-safe). */
export function cardsOf(scope: string): Expr {
  return or(scope === "all_played" ? path("context.full_hand") : path("context.scoring_hand"), lua.table([]));
}

export const CARD_SCOPES = opts(["scoring", "Scoring cards"], ["all_played", "All played cards"]);
export const SCOPE_WORDS: Record<string, string> = { scoring: "scoring cards", all_played: "played cards", unscored: "unscored played cards" };

/** How many cards of the list pass the test, as an expression. */
export function countWhere(list: Expr, test: (card: Expr) => Expr): Expr {
  return countCards(or(list, lua.table([])), test);
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

/** The poker hand being played (calculate), else the last one played. */
export function currentHand(ctx: GenContext): Expr {
  return currentHandName({ self: ctx.self, context: ctx.mode === "calculate" });
}

/** A comparison select and a number: the original's `operator` + `value` pair. */
export function comparisonParams<const Id extends string>(valueId: Id, label: string, def: number, more: Parameters<typeof p.number>[3] = {}, operatorDefault = "equals") {
  return [p.select("operator", "Comparison", COMPARISONS, operatorDefault), p.number(valueId, label, def, more)] as const;
}

/** `left <op> right` for the original's comparison options (also its "not_equal" spelling). */
export function compareTo(operator: string, left: Expr, right: Expr): Expr {
  return compare(operator === "not_equal" ? "not_equals" : operator, left, right);
}

// --- modifiers of a card --------------------------------------------------------------------------

/** The card's enhancement is `value` ("any": some enhancement, "none": a plain card). */
export function enhancementTest(card: Expr, value: string): Expr {
  const key = index(index(index(card, "config"), "center"), "key");
  if (value === "any") return bin("~=", key, str("c_base"));
  if (value === "none") return bin("==", key, str("c_base"));
  return call("SMODS.has_enhancement", card, str(value));
}

/** The card's edition is `value` ("any" / "none"). */
export function editionTest(card: Expr, value: string): Expr {
  const edition = index(card, "edition");
  if (value === "any") return bin("~=", edition, lua.nil);
  if (value === "none") return bin("==", edition, lua.nil);
  return and(edition, bin("==", index(edition, "key"), str(value)));
}

/** The card's seal is `value` ("any" / "none"). */
export function sealTest(card: Expr, value: string): Expr {
  const seal = index(card, "seal");
  if (value === "any") return bin("~=", seal, lua.nil);
  if (value === "none") return bin("==", seal, lua.nil);
  return bin("==", seal, str(value));
}

export const ANY = opts(["any", "Any"]);
export const ANY_NONE = opts(["any", "Any"], ["none", "None"]);

// --- jokers -----------------------------------------------------------------------------------------

const VANILLA_RARITY: Record<string, number> = { Common: 1, Uncommon: 2, Rare: 3, Legendary: 4 };

/** A joker center's rarity as the game stores it: 1-4 for the vanilla ones, the key for a custom rarity. */
export function rarityValue(rarity: string): Expr {
  const vanilla = VANILLA_RARITY[rarity];
  return vanilla !== undefined ? num(vanilla) : str(rarity);
}

/** The joker's rarity is `rarity` ("any" always holds). */
export function rarityTest(joker: Expr, rarity: string): Expr {
  if (rarity === "any") return lua.TRUE;
  return bin("==", index(index(index(joker, "config"), "center"), "rarity"), rarityValue(rarity));
}

/**
 * The joker a joker-on-joker block is about: the other joker being evaluated (joker_evaluated),
 * the joker that just triggered (joker_triggered), or the joker selected when a consumable is used.
 */
export function otherJoker(ctx: GenContext): Expr {
  if (ctx.trigger === "joker_evaluated") return path("context.other_joker");
  if (ctx.trigger === "joker_triggered") return path("context.other_card");
  if (ctx.objectType === "consumable") return and(path("G.jokers"), index(path("G.jokers.highlighted"), num(1)));
  throw new Unsupported(`this needs a trigger about another joker, not '${ctx.trigger}'`);
}

/** The joker's position in G.jokers is "first", "last" or `specific`. */
export function jokerAt(ctx: GenContext, joker: Expr, position: string, specific: NumberValue): Expr {
  const cards = areaCards("jokers");
  const at = position === "first" ? num(1) : position === "last" ? len(cards) : ctx.value(specific);
  return and(joker, bin("==", index(cards, at), joker));
}

export const POSITIONS = opts(["first", "First (leftmost)"], ["last", "Last (rightmost)"], ["specific", "At a position"]);
export const STICKERS = opts(["eternal", "Eternal"], ["rental", "Rental"], ["perishable", "Perishable"]);

/** `joker.ability.<sticker>`: Eternal, Rental and Perishable are flags in the card's ability. */
export function stickerTest(joker: Expr, sticker: string): Expr {
  if (!STICKERS.some((s) => s.value === sticker)) throw new Unsupported(`sticker '${sticker}' is unknown`);
  return and(joker, index(index(joker, "ability"), sticker));
}

/** The card is face down. */
export function flippedTest(joker: Expr): Expr {
  return and(joker, bin("==", index(joker, "facing"), str("back")));
}


// --- who a condition applies to -----------------------------------------------------------------------

/** Jokers and the playing-card modifiers (enhancements, seals, editions). */
export const JOKER_AND_CARDS = ["joker", "enhancement", "seal", "edition"] as const satisfies readonly RuleObjectType[];
/** Every item type but the playing-card modifiers (for game-state tests that say nothing during a card's own scoring). */
export const NOT_CARDS = ["joker", "consumable", "voucher", "deck"] as const satisfies readonly RuleObjectType[];
