// Convert All Cards to Rank: every card in hand becomes one rank (Ouija style: a random rank is
// rolled once for the whole hand).
import { lua } from "../../lua";
import { event } from "../lib";
import { RANK_OPTIONS } from "../options";
import { opts, p } from "../schema";
import { defineEffect } from "../types";
import { copyList, eachCard, rankChoiceWords, rankValue, SOME_IN_HAND } from "./support/cards";

const { local, name, callStmt, call, method, num, path, nil } = lua;

export default defineEffect({
  id: "convert_all_cards_to_rank",
  label: "Convert All Cards to Rank",
  description: "Every card in hand becomes the same rank.",
  category: "Card Effects",
  objectTypes: ["joker", "consumable", "enhancement", "seal", "edition"],
  params: [
    p.select("rank", "Rank", [...opts(["random", "Random rank"], ["pool", "Random from a pool"]), ...RANK_OPTIONS], "A"),
    p.multi("rank_pool", "Possible ranks", RANK_OPTIONS, [], { when: { param: "rank", is: ["pool"] } }),
  ],
  summary: (v) => `Every card in hand becomes ${v.rank === "random" || v.rank === "pool" ? `${rankChoiceWords(v.rank)} (the same for all)` : `a ${rankChoiceWords(v.rank)}`}`,
  generate(v, ctx) {
    const rank = ctx.local("rank");
    const hand = copyList(ctx, lua.and(path("G.hand"), path("G.hand.cards")), "hand");
    return {
      canUse: SOME_IN_HAND,
      stmts: [
        local(rank, rankValue(ctx, v.rank, v.rank_pool)!),
        ...hand.stmts,
        event([eachCard(hand.list, (c) => [
          callStmt(call("assert", call("SMODS.change_base", c, nil, name(rank)))),
          callStmt(method(c, "juice_up", num(0.3), num(0.5))),
        ])], { trigger: "after", delay: 0.2 }),
      ],
    };
  },
});
