// Convert All Cards to Suit: every card in hand becomes one suit (Sigil style: a random suit is
// rolled once for the whole hand).
import { lua } from "../../lua";
import { event } from "../lib";
import { SUIT_OPTIONS } from "../options";
import { opts, p } from "../schema";
import { defineEffect } from "../types";
import { copyList, eachCard, SOME_IN_HAND, suitChoiceWords, suitValue } from "./support/cards";

const { local, name, callStmt, call, method, num, path } = lua;

export default defineEffect({
  id: "convert_all_cards_to_suit",
  label: "Convert All Cards to Suit",
  description: "Every card in hand becomes the same suit.",
  category: "Card Effects",
  objectTypes: ["joker", "consumable", "enhancement", "seal", "edition"],
  params: [
    p.select("suit", "Suit", [...SUIT_OPTIONS, ...opts(["random", "Random suit"], ["pool", "Random from a pool"])], "Hearts"),
    p.multi("suit_pool", "Possible suits", SUIT_OPTIONS, [], { when: { param: "suit", is: ["pool"] } }),
  ],
  summary: (v) => `Every card in hand becomes ${v.suit === "random" || v.suit === "pool" ? `${suitChoiceWords(v.suit)} (the same for all)` : v.suit}`,
  generate(v, ctx) {
    const suit = ctx.local("suit");
    const hand = copyList(ctx, lua.and(path("G.hand"), path("G.hand.cards")), "hand");
    return {
      canUse: SOME_IN_HAND,
      stmts: [
        local(suit, suitValue(ctx, v.suit, v.suit_pool)!),
        ...hand.stmts,
        event([eachCard(hand.list, (c) => [
          callStmt(call("assert", call("SMODS.change_base", c, name(suit)))),
          callStmt(method(c, "juice_up", num(0.3), num(0.5))),
        ])], { trigger: "after", delay: 0.2 }),
      ],
    };
  },
});
