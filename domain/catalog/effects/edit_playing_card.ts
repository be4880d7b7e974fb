// Edit Card: the trigger's playing card gets a new rank, suit, enhancement, seal or edition
// (Midas Mask, Vampire style), changed at once so the rest of the hand sees the new card.
import { lua } from "../../lua";
import { cardOf, event } from "../lib";
import { isVarRef, p } from "../schema";
import { defineEffect } from "../types";
import { EDITION_EDIT, ENHANCEMENT_EDIT, RANK_EDIT, SEAL_EDIT, SUIT_EDIT, editCard, editsAnything, modifierWords, onPlayingCard, rankValue, suitValue } from "./support/cards";
import { rankWords } from "../words";

export default defineEffect({
  id: "edit_playing_card",
  label: "Edit Card",
  description: "Changes the card's rank, suit, enhancement, seal or edition.",
  category: "Card Effects",
  objectTypes: ["joker", "enhancement", "seal", "edition"],
  needs: ["card"],
  params: [
    p.selectOrVar("new_rank", "Rank", RANK_EDIT, ["rank"], "none"),
    p.selectOrVar("new_suit", "Suit", SUIT_EDIT, ["suit"], "none"),
    p.selectOrVar("new_enhancement", "Enhancement", ENHANCEMENT_EDIT, ["key"], "m_gold"),
    p.selectOrVar("new_seal", "Seal", SEAL_EDIT, ["key"], "none"),
    p.selectOrVar("new_edition", "Edition", EDITION_EDIT, ["key"], "none"),
  ],
  summary(v) {
    const parts = [
      isVarRef(v.new_rank) ? `the ${v.new_rank.variable} variable's rank` : v.new_rank === "none" ? undefined : v.new_rank === "random" ? "a random rank" : rankWords(v.new_rank),
      isVarRef(v.new_suit) ? `the ${v.new_suit.variable} variable's suit` : v.new_suit === "none" ? undefined : v.new_suit === "random" ? "a random suit" : v.new_suit,
      modifierWords(v.new_enhancement, "enhancement"),
      modifierWords(v.new_seal, "seal"),
      modifierWords(v.new_edition, "edition"),
    ].filter(Boolean);
    return parts.length > 0 ? `The card becomes: ${parts.join(", ")}` : "Juice up the card (no change chosen)";
  },
  generate(v, ctx) {
    const card = cardOf(ctx);
    const edit = { enhancement: v.new_enhancement, seal: v.new_seal, edition: v.new_edition, suit: suitValue(ctx, v.new_suit), rank: rankValue(ctx, v.new_rank) };
    // nothing chosen: the card only reacts
    if (!editsAnything(edit)) return onPlayingCard(ctx, card, { stmts: [event([lua.callStmt(lua.method(card, "juice_up", lua.num(0.3), lua.num(0.5)))])] });
    return onPlayingCard(ctx, card, {
      stmts: editCard(ctx, card, edit),
      fields: ctx.mode === "calculate" ? [["message", lua.call("localize", lua.str("k_upgrade_ex"))]] : [],
    });
  },
});
