// Remove Starting Cards: the deck starts without its cards, or without some random ones (a deck
// that then adds exactly the cards it wants, with Add Starting Cards, defines its whole deck).
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { defineEffect } from "../types";
import { num } from "../words";
import { copyList, eachCard, randomCards } from "./support/cards";
import { onStartingDeck } from "./support/deck";

export default defineEffect({
  id: "remove_starting_cards",
  label: "Remove Starting Cards",
  description: "The deck starts without its cards, or without some random ones.",
  category: "Deck Card Modifications",
  objectTypes: ["deck"],
  triggers: ["card_used"],
  params: [
    p.select("remove_type", "Which", opts(["all", "All of them"], ["random", "Random cards"]), "all"),
    p.number("count", "How many", 52, { min: 1, when: { param: "remove_type", is: ["random"] } }),
  ],
  summary: (v) => (v.remove_type === "all" ? "The deck starts empty" : `Remove ${num(v.count)} random cards from the starting deck`),
  generate(v, ctx) {
    const cards = v.remove_type === "all" ? copyList(ctx, lua.path("G.playing_cards"), "cards") : randomCards(ctx, lua.path("G.playing_cards"), ctx.value(v.count));
    return { stmts: onStartingDeck([...cards.stmts, eachCard(cards.list, (c) => [lua.callStmt(lua.method(c, "remove"))])]) };
  },
});
