// Change Poker Hand Variable: sets a poker-hand variable of the item to a random hand (of those
// the player can see, or of a list), a specific hand (or another variable's value), or the most /
// least played hand, as To Do List picks its hand (a random visible one other than the current).
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { HAND_OPTIONS } from "../options";
import { playedHandExpr } from "../conditions/shared";
import { defineEffect } from "../types";
import { choice } from "../words";
import { POKER_HANDS } from "../vanillaKeys";
import { ALL_TYPES } from "./shared";
import { randomPick, specificValue } from "./changeVariable";

const { call, local, name, forIn, ifThen, assign, index, bin, len, num, path, and, or, str } = lua;

export default defineEffect({
  id: "change_pokerhand_variable",
  label: "Change Poker Hand Variable",
  description: "Sets a poker-hand variable to a random, specific, most or least played hand.",
  category: "Variables",
  objectTypes: ALL_TYPES,
  params: [
    p.variable("variable_name", "Variable", ["pokerhand"], "hand_var"),
    p.select("change_type", "New hand", opts(["random", "A random visible hand"], ["pool", "A random hand of a list"], ["specific", "A specific hand"], ["most_played", "The most played hand"], ["least_played", "The least played hand"]), "random"),
    p.multi("pokerhand_pool", "Hands to pick from", HAND_OPTIONS, [...POKER_HANDS], { when: { param: "change_type", is: ["pool"] } }),
    p.selectOrVar("specific_pokerhand", "Hand", HAND_OPTIONS, ["pokerhand"], "High Card", { when: { param: "change_type", is: ["specific"] } }),
    // To Do List's end of round: a new hand, never the one it asked for
    p.toggle("exclude_current", "Never the hand it holds now", false, { when: { param: "change_type", is: ["random"] } }),
  ],
  summary: (v) => `Set ${v.variable_name} to ${v.change_type === "specific" ? choice(v.specific_pokerhand) : v.change_type === "pool" ? "a hand of a list" : v.change_type === "most_played" ? "the most played hand" : v.change_type === "least_played" ? "the least played hand" : "a random hand"}`,
  generate(v, ctx) {
    const target = ctx.variable(v.variable_name);
    switch (v.change_type) {
      case "specific": return { stmts: [assign(target, specificValue(ctx, v.specific_pokerhand, (h) => h))] };
      case "pool": return { stmts: [assign(target, randomPick(ctx, v.pokerhand_pool.length > 0 ? v.pokerhand_pool : POKER_HANDS, "hand"))] };
      case "most_played": return { stmts: [assign(target, or(playedHandExpr(true), target))] };
      case "least_played": return { stmts: [assign(target, or(playedHandExpr(false), target))] };
      default: {
        // a random hand the player can see (secret hands appear once played)
        const pool = ctx.local("hands");
        return {
          stmts: [
            local(pool, lua.table([])),
            forIn(["_", "h"], [call("ipairs", lua.list(POKER_HANDS.map(str)))], [
              ifThen(and(index(path("G.GAME.hands"), name("h")), index(index(path("G.GAME.hands"), name("h")), "visible"), ...(v.exclude_current ? [bin("~=", name("h"), target)] : [])), [assign(index(name(pool), bin("+", len(name(pool)), num(1))), name("h"))]),
            ]),
            assign(target, or(call("pseudorandom_element", name(pool), call("pseudoseed", str(ctx.seed("hand")))), target)),
          ],
        };
      }
    }
  },
});
