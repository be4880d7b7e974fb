// Destroy Cards: the selected cards (Hanged Man style) or random cards in hand (Grim, Immolate
// style) are destroyed through SMODS.destroy_cards, which tells the jokers.
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { defineEffect } from "../types";
import { num } from "../words";
import { randomCards, selectedCards, SOME_IN_HAND, SOME_SELECTED } from "./support/cards";

export default defineEffect({
  id: "destroy_cards",
  label: "Destroy Cards",
  description: "Destroys the selected cards, or random cards in hand.",
  category: "Card Effects",
  objectTypes: ["joker", "consumable"],
  // with a joker that makes a card when one is destroyed, this would never end; and destroying
  // when a card is destroyed chains through the hand (forever beside such a joker)
  except: [["joker", "playing_card_added"], ["joker", "card_destroyed"]],
  params: [
    p.select("method", "Cards", opts(["random", "Random cards in hand"], ["selected", "Selected cards"]), "random"),
    p.number("count", "How many", 1, { min: 1, when: { param: "method", is: ["random"] } }),
  ],
  summary: (v) => (v.method === "selected" ? "Destroy the selected cards" : `Destroy ${num(v.count)} random card${v.count.kind === "literal" && v.count.value === 1 ? "" : "s"} in hand`),
  generate(v, ctx) {
    const selected = v.method === "selected";
    const cards = selected ? selectedCards(ctx) : randomCards(ctx, lua.and(lua.path("G.hand"), lua.path("G.hand.cards")), ctx.value(v.count));
    return {
      canUse: selected ? SOME_SELECTED : SOME_IN_HAND,
      stmts: [...cards.stmts, lua.ifThen(lua.bin(">", lua.len(cards.list), lua.num(0)), [lua.doCall("SMODS.destroy_cards", cards.list)])],
    };
  },
});
