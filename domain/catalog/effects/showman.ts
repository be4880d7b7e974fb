// Showman: the shop and packs may offer cards the player already has (SMODS.showman answers true
// while this joker is owned).
import { lua } from "../../lua";
import { defineEffect } from "../types";
import { owned, wrap } from "./passiveHooks";

export default defineEffect({
  id: "showman",
  label: "Allow Duplicate Cards (Showman)",
  description: "While owned, jokers and cards already owned may appear again (like Showman).",
  category: "Game Rules",
  objectTypes: ["joker"],
  triggers: ["passive"],
  passive: true,
  params: [],
  summary: () => "Cards already owned may appear again",
  generate: (_v, ctx) => ({
    passive: { add: [], remove: [] },
    hooks: wrap(ctx, "SMODS.showman", ["card_key"], (original) => [lua.ifThen(owned(ctx), [lua.ret(lua.TRUE)]), lua.ret(original(lua.name("card_key")))]),
  }),
});
