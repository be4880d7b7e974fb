// Pick a Card of the Deck: sets a rank variable and a suit variable from one random card of the
// full deck (never a Stone Card, which has neither), as The Idol picks its card each round. The
// rank is spelled as cards hold it ("Ace", "10"), the suit as "Hearts". An empty deck changes nothing.
import { lua } from "../../lua";
import { p } from "../schema";
import { defineEffect } from "../types";

const { local, name, call, forIn, ifThen, assign, index, bin, len, num, str, path, and, not, or } = lua;

export default defineEffect({
  id: "pick_deck_card",
  label: "Pick a Card of the Deck",
  description: "Sets a rank and a suit variable from a random card of the deck (like The Idol).",
  category: "Variables",
  objectTypes: ["joker"],
  params: [
    p.variable("rank_variable", "Rank variable", ["rank"], "rank_var"),
    p.variable("suit_variable", "Suit variable", ["suit"], "suit_var"),
  ],
  summary: (v) => `Set ${v.rank_variable} and ${v.suit_variable} to a random card of the deck`,
  generate(v, ctx) {
    const valid = ctx.local("valid_cards");
    const picked = ctx.local("picked_card");
    return {
      stmts: [
        local(valid, lua.table([])),
        forIn(["_", "c"], [call("ipairs", or(path("G.playing_cards"), lua.table([])))], [
          ifThen(not(call("SMODS.has_enhancement", name("c"), str("m_stone"))), [assign(index(name(valid), bin("+", len(name(valid)), num(1))), name("c"))]),
        ]),
        local(picked, and(index(name(valid), num(1)), call("pseudorandom_element", name(valid), call("pseudoseed", str(ctx.seed("card")))))),
        ifThen(name(picked), [
          assign(ctx.variable(v.rank_variable), path(`${picked}.base.value`)),
          assign(ctx.variable(v.suit_variable), path(`${picked}.base.suit`)),
        ]),
      ],
    };
  },
});
