// Consumable Type: the consumable just used (or bought) is of a set, or is one card.
import { lua } from "../../lua";
import { defineCondition } from "../types";
import { consumableParams, consumableTest, consumableWords } from "./consumable_count";

const { and, path } = lua;

export default defineCondition({
  id: "consumable_type",
  label: "Consumable Type",
  description: "The consumable used or bought is of a given set, or is a given card.",
  category: "Player Resources",
  objectTypes: ["joker"],
  triggers: ["consumable_used", "card_bought"],
  params: consumableParams,
  summary: (v) => `if it is a ${consumableWords(v)}`,
  generate(v, ctx) {
    const card = ctx.trigger === "consumable_used" ? path("context.consumeable") : path("context.card");
    return and(card, path(ctx.trigger === "consumable_used" ? "context.consumeable.ability.consumeable" : "context.card.ability.consumeable"), consumableTest(card, v.consumable_type, v.specific_card));
  },
});
