// Combine Ranks: some ranks count as another rank (Card:get_id answers the target rank's id), or
// as face cards (Card:is_face answers true, which with every rank is Pareidolia), while this joker
// is owned. Cards without a rank (Stone cards) keep no rank, but count as face cards under "every
// rank", as under Pareidolia.
import { lua, type Expr } from "../../lua";
import { isVarRef, opts, p } from "../schema";
import { RANK_OPTIONS } from "../options";
import { rankIdOf } from "../lib";
import { defineEffect, Unsupported } from "../types";
import { choice, rankWords } from "../words";
import { wrap } from "./passiveHooks";

const { and, or, bin, num, str, path, name, call, local, index, ifThen, ret, method } = lua;

export default defineEffect({
  id: "combine_ranks",
  label: "Rank X Considered as Y",
  description: "While owned, some ranks count as another rank, or as face cards (like Pareidolia).",
  category: "Card Effects",
  objectTypes: ["joker"],
  triggers: ["passive"],
  passive: true,
  params: [
    p.select("source_rank_type", "Ranks", opts(["specific", "These ranks"], ["face_cards", "Face cards"], ["all", "Every rank"]), "specific"),
    p.text("source_ranks", "Ranks (comma-separated)", "J,Q,K", { when: { param: "source_rank_type", is: ["specific"] } }),
    p.selectOrVar("target_rank", "Count as", [...RANK_OPTIONS, ...opts(["face_cards", "Face cards"])], ["rank"], "J"),
  ],
  summary(v) {
    const from = v.source_rank_type === "all" ? "Every rank" : v.source_rank_type === "face_cards" ? "Face cards" : v.source_ranks;
    return `${from} count${v.source_rank_type === "specific" ? "" : "s"} as ${v.target_rank === "face_cards" ? "face cards" : choice(v.target_rank, rankWords)}`;
  },
  generate(v, ctx) {
    const id = name("id");
    let source: Expr;
    if (v.source_rank_type === "all") source = bin(">", id, num(0));
    else if (v.source_rank_type === "face_cards") source = and(bin(">=", id, num(11)), bin("<=", id, num(13)));
    else {
      const tokens = v.source_ranks.split(/[,\s]+/).map((t) => t.trim()).filter(Boolean);
      const ids = tokens.map((t) => rankIdOf(t));
      const bad = tokens.find((_, i) => ids[i] === undefined);
      if (bad !== undefined || tokens.length === 0) throw new Unsupported(`'${bad ?? v.source_ranks}' is not a rank (write ranks like 2, 10, J, Q, K, A)`);
      source = or(...[...new Set(ids as number[])].map((n) => bin("==", id, num(n))));
    }
    const found = ctx.local("owned");
    const findOwned = local(found, call("SMODS.find_card", str(ctx.itemKey)));
    if (v.target_rank === "face_cards") {
      // every card a face card is Pareidolia, under which the game's is_face answers true for
      // cards without a rank too (Stone Cards)
      if (v.source_rank_type === "all") source = lua.TRUE;
      return {
        passive: { add: [], remove: [] },
        hooks: wrap(ctx, "Card.is_face", ["self", "from_boss"], (original) => [
          ifThen(or(lua.not(path("self.debuff")), name("from_boss")), [
            local("id", method(name("self"), "get_id")),
            ifThen(and(id, source), [findOwned, ifThen(call("next", name(found)), [ret(lua.TRUE)])]),
          ]),
          ret(original(name("self"), name("from_boss"))),
        ]),
      };
    }
    let target: Expr;
    if (isVarRef(v.target_rank)) {
      // the rank a rank variable of the owned joker holds
      const extra = index(index(index(name(found), num(1)), "ability"), "extra");
      const rank = index(path("SMODS.Ranks"), index(extra, v.target_rank.variable));
      target = and(rank, index(rank, "id"));
    } else {
      const t = rankIdOf(v.target_rank);
      if (t === undefined) throw new Unsupported(`rank '${v.target_rank}' is unknown`);
      target = num(t);
    }
    return {
      passive: { add: [], remove: [] },
      hooks: wrap(ctx, "Card.get_id", ["self"], (original) => [
        local("id", original(name("self"))),
        ifThen(and(id, source), [findOwned, ifThen(call("next", name(found)), [local("target", target), ifThen(name("target"), [ret(name("target"))])])]),
        ret(id),
      ]),
    };
  },
});
