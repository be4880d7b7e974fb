// Check Deck: the run is played with a given deck.
import { lua } from "../../lua";
import { p } from "../schema";
import { ALL_TYPES, defineCondition } from "../types";
import { keyWords } from "../words";

const { and, bin, path, str } = lua;

export default defineCondition({
  id: "check_deck",
  label: "Check Deck",
  description: "The run is played with a given deck.",
  category: "Deck",
  objectTypes: ALL_TYPES,
  params: [p.select("decks", "Deck", { source: "decks" }, "b_red")],
  summary: (v) => `if the deck is the ${keyWords(v.decks)} Deck`.replace(/ Deck Deck$/, " Deck"),
  generate: (v) => and(path("G.GAME.selected_back"), path("G.GAME.selected_back.effect.center"), bin("==", path("G.GAME.selected_back.effect.center.key"), str(v.decks))),
});
