// Edit Starting Suits: the starting cards of one suit get modifiers, another suit, or leave the
// deck (Checkered Deck turns Clubs into Spades).
import { lua, type Expr } from "../../lua";
import { SUIT_OPTIONS } from "../options";
import { opts, p } from "../schema";
import { defineEffect } from "../types";
import { copyList, editCard, eachCard, modifierWords, suitValue } from "./support/cards";
import { onStartingDeck, STARTING_EDITION, STARTING_ENHANCEMENT, STARTING_SEAL } from "./support/deck";

const { path, bin, str, callStmt, method } = lua;

export default defineEffect({
  id: "edit_starting_suits",
  label: "Edit Starting Suits",
  description: "The starting cards of a suit get modifiers, another suit, or are removed.",
  category: "Deck Card Modifications",
  objectTypes: ["deck"],
  triggers: ["card_used"],
  params: [
    p.select("selected_suit", "Cards of", SUIT_OPTIONS, "Clubs"),
    p.select("enhancement", "Enhancement", STARTING_ENHANCEMENT, "none"),
    p.select("seal", "Seal", STARTING_SEAL, "none"),
    p.select("edition", "Edition", STARTING_EDITION, "none"),
    p.select("replace_suit", "Becomes", [...opts(["none", "Same suit"]), ...SUIT_OPTIONS, ...opts(["random", "A random suit"], ["remove", "Removed from the deck"])], "Spades"),
  ],
  summary(v) {
    if (v.replace_suit === "remove") return `No ${v.selected_suit} in the starting deck`;
    const changes = [modifierWords(v.enhancement, "enhancement"), modifierWords(v.seal, "seal"), modifierWords(v.edition, "edition"),
      v.replace_suit === "none" ? undefined : v.replace_suit === "random" ? "a random suit" : v.replace_suit].filter(Boolean);
    return changes.length > 0 ? `Starting ${v.selected_suit} get: ${changes.join(", ")}` : `The starting ${v.selected_suit} are left as they are`;
  },
  generate(v, ctx) {
    const cards = copyList(ctx, path("G.playing_cards"), "cards", (c) => bin("==", lua.index(lua.index(c, "base"), "suit"), str(v.selected_suit)));
    const change = (c: Expr) => (v.replace_suit === "remove" ? [callStmt(method(c, "remove"))]
      : editCard(ctx, c, { enhancement: v.enhancement, seal: v.seal, edition: v.edition, suit: suitValue(ctx, v.replace_suit) }));
    return { stmts: onStartingDeck([...cards.stmts, eachCard(cards.list, change)]) };
  },
});
