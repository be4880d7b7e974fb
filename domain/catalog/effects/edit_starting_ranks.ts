// Edit Starting Ranks: the starting cards of one rank get modifiers, another rank, or leave the
// deck (Abandoned Deck has no face cards).
import { lua, type Expr } from "../../lua";
import { rankKeyOf } from "../lib";
import { RANK_OPTIONS } from "../options";
import { opts, p } from "../schema";
import { Unsupported, defineEffect } from "../types";
import { rankWords } from "../words";
import { copyList, editCard, eachCard, modifierWords, rankValue } from "./support/cards";
import { onStartingDeck, STARTING_EDITION, STARTING_ENHANCEMENT, STARTING_SEAL } from "./support/deck";

const { path, bin, str, callStmt, method, index } = lua;

export default defineEffect({
  id: "edit_starting_ranks",
  label: "Edit Starting Ranks",
  description: "The starting cards of a rank get modifiers, another rank, or are removed.",
  category: "Deck Card Modifications",
  objectTypes: ["deck"],
  triggers: ["card_used"],
  params: [
    p.select("specific_selected_Rank", "Cards of rank", RANK_OPTIONS, "K"),
    p.select("enhancement", "Enhancement", STARTING_ENHANCEMENT, "none"),
    p.select("seal", "Seal", STARTING_SEAL, "none"),
    p.select("edition", "Edition", STARTING_EDITION, "none"),
    p.select("specific_replace_Rank", "Becomes", [...opts(["none", "Same rank"], ["random", "A random rank"], ["remove", "Removed from the deck"]), ...RANK_OPTIONS], "remove"),
  ],
  summary(v) {
    const which = `${rankWords(v.specific_selected_Rank)}s`;
    if (v.specific_replace_Rank === "remove") return `No ${which} in the starting deck`;
    const changes = [modifierWords(v.enhancement, "enhancement"), modifierWords(v.seal, "seal"), modifierWords(v.edition, "edition"),
      v.specific_replace_Rank === "none" ? undefined : v.specific_replace_Rank === "random" ? "a random rank" : rankWords(v.specific_replace_Rank)].filter(Boolean);
    return changes.length > 0 ? `Starting ${which} get: ${changes.join(", ")}` : `The starting ${which} are left as they are`;
  },
  generate(v, ctx) {
    const rank = rankKeyOf(v.specific_selected_Rank);
    if (!rank) throw new Unsupported(`rank '${v.specific_selected_Rank}' is unknown`);
    const cards = copyList(ctx, path("G.playing_cards"), "cards", (c) => bin("==", index(index(c, "base"), "value"), str(rank)));
    const change = (c: Expr) => (v.specific_replace_Rank === "remove" ? [callStmt(method(c, "remove"))]
      : editCard(ctx, c, { enhancement: v.enhancement, seal: v.seal, edition: v.edition, rank: rankValue(ctx, v.specific_replace_Rank) }));
    return { stmts: onStartingDeck([...cards.stmts, eachCard(cards.list, change)]) };
  },
});
