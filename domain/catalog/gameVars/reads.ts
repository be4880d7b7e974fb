// Guarded reads of game state, as syntax trees. Generated code runs in places where parts of the
// game do not exist: a deck's apply runs before the card areas are made, the collection opens
// from the main menu (no G.jokers, G.hand, G.deck, G.GAME.blind), and use / redeem / apply /
// loc_vars have no `context`. Every read here yields a value there instead of crashing.
import { lua, type Expr, type Stmt } from "../../lua";
import { POKER_HANDS } from "../vanillaKeys";

const { and, or, bin, call, index, path, name, num, str, fn, local, forIn, ifThen, assign, ret, paren } = lua;

/** Where a game value is read: the object's own card (`card`, `back` for decks), and whether `context` is in scope. */
export interface ReadEnv {
  readonly self: Expr;
  /** True inside calculate (a `context` parameter exists). */
  readonly context: boolean;
}

export const NO_RUN_ENV: ReadEnv = { self: name("card"), context: false };

/** Card areas of a run (G.jokers...). */
export type Area = "jokers" | "consumeables" | "hand" | "deck" | "discard" | "play" | "vouchers";

/** `(G.<area> and G.<area>.cards or {})` */
export function areaCards(area: Area): Expr {
  return or(and(path(`G.${area}`), path(`G.${area}.cards`)), lua.table([]));
}

/** `#(G.<area> and G.<area>.cards or {})` */
export function areaCount(area: Area): Expr {
  return lua.len(areaCards(area));
}

/** `(G.<area> and G.<area>.config.card_limit or 0)` */
export function areaLimit(area: Area): Expr {
  return or(and(path(`G.${area}`), path(`G.${area}.config.card_limit`)), num(0));
}

/** `(G.playing_cards or {})`: every playing card of the run (the full deck). */
export function playingCards(): Expr {
  return or(path("G.playing_cards"), lua.table([]));
}

/** A field of the current blind, or `fallback` when there is none. */
export function blindField(field: string, fallback: Expr = num(0)): Expr {
  return or(and(path("G.GAME.blind"), path(`G.GAME.blind.${field}`)), fallback);
}

/** `a and a.b and a.b.c ... or fallback`: a chain of fields that may be missing. */
export function chain(root: Expr, fields: readonly (string | Expr)[], fallback: Expr = num(0)): Expr {
  const steps: Expr[] = [root];
  let at = root;
  for (const f of fields) {
    at = index(at, f);
    steps.push(at);
  }
  return or(and(...steps), fallback);
}

/** An immediately called function: `(function() <body> end)()`. */
export function iife(body: Stmt[]): Expr {
  return call(paren(fn([], body)));
}

/** How many cards of `list` pass `test`: `(function() local n = 0 for _, c in ipairs(list) ... end)()`. */
export function countCards(list: Expr, test: (card: Expr) => Expr): Expr {
  return iife([
    local("n", num(0)),
    forIn(["_", "c"], [call("ipairs", list)], [ifThen(test(name("c")), [assign(name("n"), bin("+", name("n"), num(1)))])]),
    ret(name("n")),
  ]);
}

/** Sum of `value(c)` over `list` (cards for which `when(c)` holds, if given). */
export function sumCards(list: Expr, value: (card: Expr) => Expr, when?: (card: Expr) => Expr): Expr {
  const add = assign(name("n"), bin("+", name("n"), value(name("c"))));
  return iife([
    local("n", num(0)),
    forIn(["_", "c"], [call("ipairs", list)], [when ? ifThen(when(name("c")), [add]) : add]),
    ret(name("n")),
  ]);
}

/** The largest (or smallest) `value(c)` over `list`, 0 when the list is empty. */
export function extremeOf(list: Expr, value: (card: Expr) => Expr, largest: boolean): Expr {
  return iife([
    local("best", lua.nil),
    forIn(["_", "c"], [call("ipairs", list)], [
      local("v", value(name("c"))),
      ifThen(or(bin("==", name("best"), lua.nil), bin(largest ? ">" : "<", name("v"), name("best"))), [assign(name("best"), name("v"))]),
    ]),
    ret(or(name("best"), num(0))),
  ]);
}

/**
 * The poker hand being played: the scoring hand's name inside calculate, else the last hand
 * played this run (nil before the first hand).
 */
export function currentHandName(env: ReadEnv): Expr {
  const last = path("G.GAME.last_hand_played");
  return env.context ? or(and(name("context"), path("context.scoring_name")), last) : last;
}

/** A field of a poker hand's entry in G.GAME.hands (the hand may be nil or unknown): 0 when missing. */
export function handField(hand: Expr, field: string): Expr {
  const entry = index(path("G.GAME.hands"), hand);
  return or(and(path("G.GAME.hands"), hand, entry, index(entry, field)), num(0));
}

/**
 * The most (or least) played visible poker hand; nil when there are none. Ties go to the better
 * hand, as the game's own most played hand (G.handlist runs from Flush Five down to High Card).
 */
export function playedHandExpr(most: boolean): Expr {
  return iife([
    local("best", lua.nil),
    local("count", lua.nil),
    forIn(["_", "hand"], [call("ipairs", or(path("G.handlist"), lua.list([...POKER_HANDS].reverse().map(str))))], [
      local("info", and(path("G.GAME.hands"), index(path("G.GAME.hands"), name("hand")))),
      ifThen(and(name("info"), path("info.visible"), or(bin("==", name("count"), lua.nil), bin(most ? ">" : "<", path("info.played"), name("count")))), [
        assign(name("best"), name("hand")),
        assign(name("count"), path("info.played")),
      ]),
    ]),
    ret(name("best")),
  ]);
}

/** The player's profile (career stats, high scores, usage), which exists outside a run too. */
export function profile(): Expr {
  return and(path("G.PROFILES"), path("G.SETTINGS"), index(path("G.PROFILES"), path("G.SETTINGS.profile")));
}

/** `os.date("*t").<field>`: the real clock. */
export function clock(field: string): Expr {
  return index(call("os.date", str("*t")), field);
}
