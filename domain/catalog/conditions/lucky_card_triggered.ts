// Lucky Card Triggered: the scored card is a Lucky Card whose chance just paid out (Lucky Cat).
import { lua } from "../../lua";
import { cardOf } from "../lib";
import { defineCondition } from "../types";
import { JOKER_AND_CARDS } from "./shared";

export default defineCondition({
  id: "lucky_card_triggered",
  label: "Lucky Card Triggered",
  description: "The scored card is a Lucky Card whose chance paid out.",
  category: "Card",
  objectTypes: JOKER_AND_CARDS,
  triggers: ["card_scored"],
  needs: ["card"],
  params: [],
  summary: () => "if the card's Lucky chance paid out",
  generate: (_, ctx) => lua.bin("==", lua.index(cardOf(ctx), "lucky_trigger"), lua.TRUE),
});
