// Change Suit Variable: sets a suit variable of the item to a random suit, a random suit of a
// list, or a specific suit (or another suit variable's value); or, as the game's own round resets
// do, a random suit other than the current one (Ancient Joker) or the suit of a random card of the
// deck, Spades when no card has a suit (Castle).
import { lua, type Expr, type Stmt } from "../../lua";
import { opts, p } from "../schema";
import { SUIT_OPTIONS } from "../options";
import { defineEffect, type GenContext } from "../types";
import { choice } from "../words";
import { SUIT_KEYS } from "../vanillaKeys";
import { ALL_TYPES } from "./shared";
import { randomPick, specificValue } from "./changeVariable";

export default defineEffect({
  id: "change_suit_variable",
  label: "Change Suit Variable",
  description: "Sets a suit variable to a random or a specific suit.",
  category: "Variables",
  objectTypes: ALL_TYPES,
  params: [
    p.variable("variable_name", "Variable", ["suit"], "suit_var"),
    p.select("change_type", "New suit", opts(
      ["random", "A random suit"], ["pool", "A random suit of a list"], ["specific", "A specific suit"],
      ["other", "A random suit other than the current one"], ["deck", "The suit of a random card in the deck"],
    ), "random"),
    p.multi("suit_pool", "Suits to pick from", SUIT_OPTIONS, [...SUIT_KEYS], { when: { param: "change_type", is: ["pool"] } }),
    p.selectOrVar("specific_suit", "Suit", SUIT_OPTIONS, ["suit"], "Spades", { when: { param: "change_type", is: ["specific"] } }),
  ],
  summary: (v) => `Set ${v.variable_name} to ${v.change_type === "specific" ? choice(v.specific_suit) : v.change_type === "pool" ? `one of ${v.suit_pool.join(", ")}`
    : v.change_type === "other" ? "another random suit" : v.change_type === "deck" ? "the suit of a random card in the deck" : "a random suit"}`,
  generate(v, ctx) {
    if (v.change_type === "other" || v.change_type === "deck") return { stmts: pickSuit(ctx, ctx.variable(v.variable_name), v.change_type) };
    const value = v.change_type === "specific" ? specificValue(ctx, v.specific_suit, (s) => s)
      : randomPick(ctx, v.change_type === "pool" && v.suit_pool.length > 0 ? v.suit_pool : SUIT_KEYS, "suit");
    return { stmts: [lua.assign(ctx.variable(v.variable_name), value)] };
  },
});

const { local, forIn, ifThen, assign, index, bin, len, call, name, str, list, not, and, or, path, num } = lua;

/** The game's reset_ancient_card (another of the four suits) or reset_castle_card (a random card's suit). */
function pickSuit(ctx: GenContext, target: Expr, how: "other" | "deck"): Stmt[] {
  const pool = ctx.local("pool");
  const add = (value: Expr) => assign(index(name(pool), bin("+", len(name(pool)), num(1))), value);
  const seed = call("pseudoseed", str(ctx.seed("suit")));
  if (how === "other") {
    return [
      local(pool, lua.table([])),
      forIn(["_", "s"], [call("ipairs", list(["Spades", "Hearts", "Clubs", "Diamonds"].map(str)))], [ifThen(bin("~=", name("s"), target), [add(name("s"))])]),
      assign(target, call("pseudorandom_element", name(pool), seed)),
    ];
  }
  const picked = ctx.local("picked");
  return [
    local(pool, lua.table([])),
    forIn(["_", "c"], [call("ipairs", or(path("G.playing_cards"), lua.table([])))], [ifThen(not(call("SMODS.has_no_suit", name("c"))), [add(name("c"))])]),
    local(picked, call("pseudorandom_element", name(pool), seed)),
    assign(target, or(and(name(picked), path(`${picked}.base.suit`)), str("Spades"))),
  ];
}
