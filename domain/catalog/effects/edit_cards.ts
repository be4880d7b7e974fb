// Edit Cards: the selected cards (Tarot style) or random cards in hand get a new enhancement,
// seal, edition, suit or rank. A consumable is usable only when there are cards to edit; its
// highlight limits (the item's max / min selected) bound how many may be selected.
import { lua, type Expr } from "../../lua";
import { event } from "../lib";
import { RANK_OPTIONS, SUIT_OPTIONS } from "../options";
import { opts, p } from "../schema";
import { defineEffect } from "../types";
import { num } from "../words";
import {
  EDITION_EDIT, editCard, editsAnything, eachCard, ENHANCEMENT_EDIT, modifierWords, randomCards, rankChoiceWords, rankValue,
  SEAL_EDIT, selectedCards, SOME_IN_HAND, SOME_SELECTED, suitChoiceWords, suitValue,
} from "./support/cards";

const { callStmt, method, num: n, path } = lua;

export default defineEffect({
  id: "edit_cards",
  label: "Edit Cards",
  description: "Changes the selected cards, or random cards in hand: enhancement, seal, edition, suit, rank.",
  category: "Card Effects",
  objectTypes: ["joker", "consumable", "enhancement", "seal", "edition"],
  params: [
    p.select("selection_method", "Cards", opts(["random", "Random cards in hand"], ["selected", "Selected cards"]), "random"),
    p.number("count", "How many", 2, { min: 1, when: { param: "selection_method", is: ["random"] } }),
    p.select("enhancement", "Enhancement", ENHANCEMENT_EDIT, "none"),
    p.select("seal", "Seal", SEAL_EDIT, "none"),
    p.select("edition", "Edition", EDITION_EDIT, "none"),
    p.select("suit", "Suit", [...opts(["none", "Don't change"]), ...SUIT_OPTIONS, ...opts(["random", "Random"], ["pool", "Random from a pool"])], "none"),
    p.multi("suit_pool", "Possible suits", SUIT_OPTIONS, [], { when: { param: "suit", is: ["pool"] } }),
    p.select("rank", "Rank", [...opts(["none", "Don't change"], ["random", "Random"], ["pool", "Random from a pool"]), ...RANK_OPTIONS], "none"),
    p.multi("rank_pool", "Possible ranks", RANK_OPTIONS, [], { when: { param: "rank", is: ["pool"] } }),
    p.select("editionless_only", "Selected cards with an edition", opts(["allowed", "Allowed"], ["refused", "Refused: usable only on cards without one (Aura)"]), "allowed", { when: { param: "selection_method", is: ["selected"] } }),
  ],
  summary(v) {
    const changes = [
      modifierWords(v.enhancement, "enhancement"), modifierWords(v.seal, "seal"), modifierWords(v.edition, "edition"),
      v.suit === "none" ? undefined : suitChoiceWords(v.suit), v.rank === "none" ? undefined : rankChoiceWords(v.rank),
    ].filter(Boolean);
    const which = v.selection_method === "selected" ? "the selected cards" : `${num(v.count)} random cards in hand`;
    return changes.length > 0 ? `Give ${which}: ${changes.join(", ")}` : `Juice up ${which} (no change chosen)`;
  },
  generate(v, ctx) {
    const selected = v.selection_method === "selected";
    const cards = selected ? selectedCards(ctx) : randomCards(ctx, path("G.hand.cards"), ctx.value(v.count));
    // suit and rank are rolled for each card
    const edit = (c: Expr) => {
      const change = { enhancement: v.enhancement, seal: v.seal, edition: v.edition, suit: suitValue(ctx, v.suit, v.suit_pool), rank: rankValue(ctx, v.rank, v.rank_pool) };
      return [...(editsAnything(change) ? editCard(ctx, c, change) : []), callStmt(method(c, "juice_up", n(0.3), n(0.5)))];
    };
    // Aura: every selected card must be without an edition
    const plainOnly = selected && v.editionless_only === "refused"
      ? lua.call(lua.paren(lua.fn([], [
        lua.forIn(["_", "c"], [lua.call("ipairs", path("G.hand.highlighted"))], [lua.ifThen(path("c.edition"), [lua.ret(lua.FALSE)])]),
        lua.ret(lua.TRUE),
      ])))
      : undefined;
    return {
      canUse: selected ? (plainOnly ? lua.and(SOME_SELECTED, plainOnly) : SOME_SELECTED) : SOME_IN_HAND,
      stmts: [
        ...cards.stmts,
        event([eachCard(cards.list, edit)], { trigger: "after", delay: 0.2 }),
        ...(selected ? [event([callStmt(method(path("G.hand"), "unhighlight_all"))], { trigger: "after", delay: 0.2 })] : []),
      ],
    };
  },
});
