// Glass Card Destroyed: a Glass Card broke among the cards just destroyed (Glass Joker).
import { lua } from "../../lua";
import { countCards } from "../gameVars/reads";
import { defineCondition } from "../types";

const { and, bin, call, index, or, path, str } = lua;

export default defineCondition({
  id: "glass_card_destroyed",
  label: "Glass Card Destroyed",
  description: "A Glass Card is among the cards just destroyed.",
  category: "Hand",
  objectTypes: ["joker"],
  triggers: ["card_destroyed"],
  params: [],
  summary: () => "if a Glass Card was destroyed",
  generate: () => bin(">", countCards(or(path("context.removed"), lua.table([])), (c) => or(index(c, "shattered"), and(index(c, "config"), call("SMODS.has_enhancement", c, str("m_glass"))))), lua.num(0)),
});
