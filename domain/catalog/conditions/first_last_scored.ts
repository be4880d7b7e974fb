// First/Last Scored: the scored card is the first (or last) scoring card, or the first (or last)
// scoring card of a rank or suit (Photograph: the first scored face card).
import { lua, type Expr } from "../../lua";
import { cardOf } from "../lib";
import { opts, p } from "../schema";
import { RANK_GROUPS, RANK_OPTIONS, SUIT_OPTIONS } from "../options";
import { defineCondition } from "../types";
import { choice, rankWords } from "../words";
import { JOKER_AND_CARDS, rankOrGroupTest, suitTest } from "./shared";
import { iife } from "../gameVars/reads";

const { and, or, bin, index, path, name, num, local, forNum, ifThen, ret, len } = lua;

export default defineCondition({
  id: "first_last_scored",
  label: "First/Last Scored",
  description: "The scored card is the first or last scoring card (of a rank or suit).",
  category: "Card",
  objectTypes: JOKER_AND_CARDS,
  triggers: ["card_scored"],
  needs: ["card", "scoring"],
  params: [
    p.select("position", "Position", opts(["first", "First"], ["last", "Last"]), "first"),
    p.select("check_type", "Among", opts(["any", "All scoring cards"], ["rank", "Cards of a rank"], ["suit", "Cards of a suit"]), "any"),
    p.selectOrVar("specific_rank", "Rank", [...RANK_OPTIONS, ...RANK_GROUPS], ["rank"], "A", { when: { param: "check_type", is: ["rank"] } }),
    p.selectOrVar("specific_suit", "Suit", SUIT_OPTIONS, ["suit"], "Hearts", { when: { param: "check_type", is: ["suit"] } }),
  ],
  summary(v) {
    const of = v.check_type === "rank" ? ` ${choice(v.specific_rank, rankWords)}` : v.check_type === "suit" ? ` ${choice(v.specific_suit, (s) => s.replace(/s$/, ""))}` : "";
    return `if it is the ${v.position} scored${of} card`;
  },
  generate(v, ctx) {
    const card = cardOf(ctx);
    const test = (c: Expr) => (v.check_type === "rank" ? rankOrGroupTest(ctx, c, v.specific_rank) : v.check_type === "suit" ? suitTest(ctx, c, v.specific_suit) : lua.TRUE);
    const list = name("list");
    const first = v.position === "first";
    // walk the scoring hand from the chosen end; the first card passing the test is the one
    const found = iife([
      local("list", or(path("context.scoring_hand"), lua.table([]))),
      forNum("i", first ? num(1) : len(list), first ? len(list) : num(1), [
        local("c", index(list, name("i"))),
        ifThen(test(name("c")), [ret(name("c"))]),
      ], first ? undefined : num(-1)),
      ret(lua.nil),
    ]);
    return and(card, bin("==", found, card));
  },
});
