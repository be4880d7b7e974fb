// Splash: every played card scores (context.modify_scoring_hand: add_to_hand), while owned.
import { lua } from "../../lua";
import { defineEffect } from "../types";

const { and, not, path, ifThen, assign, index, name, bin, len, num, record } = lua;

export default defineEffect({
  id: "splash_effect",
  label: "Every Played Card Scores (Splash)",
  description: "While owned, every played card counts in scoring (like Splash).",
  category: "Special",
  objectTypes: ["joker"],
  triggers: ["passive"],
  passive: true,
  params: [],
  summary: () => "Every played card scores",
  generate: () => ({
    passive: {
      add: [], remove: [],
      calculate: [ifThen(and(path("context.modify_scoring_hand"), not(path("context.blueprint"))), [
        assign(index(name("effects"), bin("+", len(name("effects")), num(1))), record({ add_to_hand: lua.TRUE })),
      ])],
    },
  }),
});
