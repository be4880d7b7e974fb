// Shared by the starting-deck effects: a deck's apply runs before the run's cards exist, so the
// changes wait in an event (smods.md 2.13), and the deck's counts follow the cards afterwards
// (the deck area's size and the run's starting deck size, which "cards removed" game values read).
import { lua, type Stmt } from "../../../lua";
import { event } from "../../lib";
import { RANK_OPTIONS, SUIT_OPTIONS } from "../../options";
import { opts } from "../../schema";

const { path, assign, len } = lua;

export const STARTING_ENHANCEMENT = { source: "enhancements" as const, extra: opts(["none", "Don't change"], ["random", "Random"]) };
export const STARTING_SEAL = { source: "seals" as const, extra: opts(["none", "Don't change"], ["random", "Random"]) };
export const STARTING_EDITION = { source: "editions" as const, extra: opts(["none", "Don't change"], ["random", "Random"]) };
export const SUITS_OR_RANDOM = [...opts(["none", "Don't change"]), ...SUIT_OPTIONS, ...opts(["random", "Random"])];
export const RANKS_OR_RANDOM = [...opts(["none", "Don't change"], ["random", "Random"]), ...RANK_OPTIONS];

/** The statements in an event, then the deck's counts. */
export function onStartingDeck(stmts: Stmt[]): Stmt[] {
  return [event([
    ...stmts,
    assign(path("G.deck.config.card_limit"), len(path("G.playing_cards"))),
    assign(path("G.GAME.starting_deck_size"), len(path("G.playing_cards"))),
  ])];
}
