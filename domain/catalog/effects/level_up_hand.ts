// Level Up Hand: raises a poker hand's level (Planet-like). In calculate the hand is returned as
// level_up / level_up_hand (Steamodded levels it with its standard animation); in use, redeem and
// apply it is levelled at once. The hand: the one being played (or the last played), a chosen
// one, the most or least played, a random one (of a pool), every hand, or a poker-hand variable.
import { lua, type Expr, type Stmt } from "../../lua";
import { isVarRef, opts, p } from "../schema";
import { HAND_OPTIONS } from "../options";
import { playedHandExpr } from "../conditions/shared";
import { defineEffect } from "../types";
import { POKER_HANDS } from "../vanillaKeys";
import { choice, num } from "../words";
import { ALL_TYPES } from "./shared";

const { path, str, name, call, local, ifThen, doCall, forIn, list } = lua;

const SELECTIONS = opts(
  ["current", "The played hand"], ["specific", "A specific hand"], ["most", "Most played hand"], ["least", "Least played hand"],
  ["random", "A random hand"], ["pool", "A random hand of a list"], ["all", "Every poker hand"], ["discarded", "The discarded hand"],
);

export default defineEffect({
  id: "level_up_hand",
  label: "Level Up Hand",
  description: "Raises the level of a poker hand, like a Planet card.",
  category: "Game Rules",
  objectTypes: ALL_TYPES,
  params: [
    p.selectOrVar("hand_selection", "Hand", SELECTIONS, ["pokerhand"], "current"),
    p.select("specific_hand", "Poker hand", HAND_OPTIONS, "Pair", { when: { param: "hand_selection", is: ["specific"] } }),
    p.multi("poker_hand_pool", "Hands to pick from", HAND_OPTIONS, [...POKER_HANDS], { when: { param: "hand_selection", is: ["pool"] } }),
    p.number("value", "Levels", 1, { integer: true }),
  ],
  summary(v) {
    const levels = v.value.kind === "literal" && v.value.value === 1 ? "a level" : `${num(v.value)} levels`;
    const hand = isVarRef(v.hand_selection) ? choice(v.hand_selection)
      : v.hand_selection === "specific" ? v.specific_hand
        : SELECTIONS.find((o) => o.value === v.hand_selection)?.label.toLowerCase() ?? String(v.hand_selection);
    return `Level up ${hand} by ${levels}`;
  },
  generate(v, ctx) {
    const levels = ctx.value(v.value);
    const direct = ctx.mode !== "calculate";
    // decks have no card to animate: level instantly
    const from = ctx.objectType === "deck" ? lua.nil : ctx.self;
    const instant = ctx.objectType === "deck" ? lua.TRUE : lua.nil;
    if (v.hand_selection === "all") {
      const each = forIn(["_", "hand_name"], [call("ipairs", path("G.handlist"))], [doCall("level_up_hand", from, name("hand_name"), lua.TRUE, levels)]);
      return { stmts: [each], fields: [["message", call("localize", str("k_level_up_ex"))]] };
    }
    let hand: Expr;
    const stmts: Stmt[] = [];
    const sel = v.hand_selection;
    if (isVarRef(sel)) hand = ctx.variable(sel.variable);
    else if (sel === "current") hand = ctx.scoring ? path("context.scoring_name") : path("G.GAME.last_hand_played");
    // Burnt Joker: the poker hand the discarded cards make (a discard's context carries them as full_hand)
    else if (sel === "discarded") hand = direct ? lua.nil : lua.and(path("context.pre_discard"), path("context.full_hand"), call("G.FUNCS.get_poker_hand_info", path("context.full_hand")));
    else if (sel === "specific") hand = str(v.specific_hand);
    else if (sel === "most") hand = playedHandExpr(true);
    else if (sel === "least") hand = playedHandExpr(false);
    else {
      const pool = sel === "pool" ? v.poker_hand_pool : POKER_HANDS;
      hand = call("pseudorandom_element", list((pool.length > 0 ? pool : POKER_HANDS).map(str)), call("pseudoseed", str(ctx.seed("hand"))));
    }
    const h = ctx.local("hand");
    stmts.push(local(h, hand));
    // a hand that does not exist (nothing played yet, a variable holding something else) levels nothing
    const valid = lua.and(name(h), lua.index(path("G.GAME.hands"), name(h)));
    if (direct) {
      return { stmts: [...stmts, ifThen(valid, [doCall("level_up_hand", from, name(h), instant, levels)])] };
    }
    return { stmts, fields: [["level_up", levels], ["level_up_hand", name(h)]], fieldsWhen: valid };
  },
});
