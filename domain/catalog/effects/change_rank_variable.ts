// Change Rank Variable: sets a rank variable of the item (it holds the rank as cards do, "Ace",
// "10") to a random rank, a random rank of a list, or a specific rank (or another rank variable's
// value), or the rank of a random card of the full deck (never a Stone Card; Ace when there is
// none), as Mail-In Rebate picks its rank each round.
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { RANK_OPTIONS } from "../options";
import { rankKeyOf } from "../lib";
import { defineEffect } from "../types";
import { choice, rankWords } from "../words";
import { RANK_KEYS } from "../vanillaKeys";
import { ALL_TYPES } from "./shared";
import { randomPick, specificValue } from "./changeVariable";
import { iife } from "../gameVars/reads";

const RANKS = RANK_OPTIONS.map((o) => o.value);

export default defineEffect({
  id: "change_rank_variable",
  label: "Change Rank Variable",
  description: "Sets a rank variable to a random or a specific rank.",
  category: "Variables",
  objectTypes: ALL_TYPES,
  params: [
    p.variable("variable_name", "Variable", ["rank"], "rank_var"),
    p.select("change_type", "New rank", opts(["random", "A random rank"], ["pool", "A random rank of a list"], ["specific", "A specific rank"], ["deck", "The rank of a random card in the deck"]), "random"),
    p.multi("rank_pool", "Ranks to pick from", RANK_OPTIONS, RANKS, { when: { param: "change_type", is: ["pool"] } }),
    p.selectOrVar("specific_rank", "Rank", RANK_OPTIONS, ["rank"], "A", { when: { param: "change_type", is: ["specific"] } }),
  ],
  summary: (v) => `Set ${v.variable_name} to ${v.change_type === "specific" ? choice(v.specific_rank, rankWords) : v.change_type === "pool" ? `one of ${v.rank_pool.map(rankWords).join(", ")}` : v.change_type === "deck" ? "the rank of a random card in the deck" : "a random rank"}`,
  generate(v, ctx) {
    const key = (r: string) => rankKeyOf(r) ?? "Ace";
    if (v.change_type === "deck") return { stmts: [lua.assign(ctx.variable(v.variable_name), rankOfDeckCard(ctx.seed("deck_rank")))] };
    const value = v.change_type === "specific" ? specificValue(ctx, v.specific_rank, key)
      : randomPick(ctx, v.change_type === "pool" && v.rank_pool.length > 0 ? v.rank_pool.map(key) : RANK_KEYS, "rank");
    return { stmts: [lua.assign(ctx.variable(v.variable_name), value)] };
  },
});

/** The rank of a random card of the full deck that has a rank (not a Stone Card), or "Ace" when there is none. */
function rankOfDeckCard(seed: string) {
  const { local, forIn, call, path, ifThen, assign, index, bin, len, name, num, not, ret, or, and, str } = lua;
  return iife([
    local("ranked", lua.table([])),
    forIn(["_", "c"], [call("ipairs", or(path("G.playing_cards"), lua.table([])))], [
      ifThen(not(call("SMODS.has_no_rank", name("c"))), [assign(index(name("ranked"), bin("+", len(name("ranked")), num(1))), name("c"))]),
    ]),
    local("picked", and(bin(">", len(name("ranked")), num(0)), call("pseudorandom_element", name("ranked"), call("pseudoseed", str(seed))))),
    ret(or(and(name("picked"), path("picked.base.value")), str("Ace"))),
  ]);
}
