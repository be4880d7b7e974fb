// Copy Played Card: the first played card at a position and/or of a rank and suit is copied
// into the deck or the hand.
import { lua, type Expr } from "../../lua";
import { event } from "../lib";
import { RANK_OPTIONS, SUIT_OPTIONS } from "../options";
import { isVarRef, opts, p } from "../schema";
import { defineEffect } from "../types";
import { rankWords } from "../words";
import { rankTest, suitTest } from "../conditions/shared";
import { copyPlayingCard } from "./support/cards";

const { local, name, nil, forIn, call, path, ifThen, assign, bin, and, num, brk } = lua;

export default defineEffect({
  id: "create_copy_played_card",
  label: "Copy Played Card",
  description: "Adds a copy of a played card to the deck or the hand.",
  category: "Card Effects",
  objectTypes: ["joker"],
  triggers: ["hand_played", "before_hand_played", "after_hand_played"],
  needs: ["scoring"],
  params: [
    p.select("card_index", "Position", opts(["any", "Any position"], ["1", "1st card"], ["2", "2nd card"], ["3", "3rd card"], ["4", "4th card"], ["5", "5th card"]), "any"),
    p.selectOrVar("card_rank", "Rank", [...opts(["any", "Any rank"]), ...RANK_OPTIONS], ["rank"], "any"),
    p.selectOrVar("card_suit", "Suit", [...opts(["any", "Any suit"]), ...SUIT_OPTIONS], ["suit"], "any"),
    p.select("add_to", "Add to", opts(["deck", "Deck"], ["hand", "Hand"]), "deck"),
  ],
  summary(v) {
    const which = [
      v.card_index === "any" ? undefined : `card ${v.card_index}`,
      isVarRef(v.card_rank) ? `of the ${v.card_rank.variable} rank` : v.card_rank === "any" ? undefined : `a ${rankWords(v.card_rank)}`,
      isVarRef(v.card_suit) ? `of the ${v.card_suit.variable} suit` : v.card_suit === "any" ? undefined : `of ${v.card_suit}`,
    ].filter(Boolean);
    return `Copy the first played card${which.length > 0 ? ` (${which.join(", ")})` : ""} into the ${v.add_to}`;
  },
  generate(v, ctx) {
    const found = ctx.local("played");
    const c = name("c");
    const tests: Expr[] = [];
    if (v.card_index !== "any") tests.push(bin("==", name("i"), num(Number(v.card_index))));
    if (v.card_rank !== "any") tests.push(rankTest(ctx, c, v.card_rank));
    if (v.card_suit !== "any") tests.push(suitTest(ctx, c, v.card_suit));
    return {
      stmts: [
        local(found, nil),
        forIn(["i", "c"], [call("ipairs", lua.or(path("context.full_hand"), lua.table([])))], [
          ifThen(and(...tests), [assign(name(found), c), brk]),
        ]),
        ifThen(name(found), [event(copyPlayingCard(ctx, name(found), v.add_to === "hand" ? "hand" : "deck"))]),
      ],
      fields: [["message", call("localize", lua.str("k_copied_ex"))], ["colour", path("G.C.CHIPS")]],
      fieldsWhen: name(found),
    };
  },
});
