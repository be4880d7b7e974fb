// Shortcut: straights may skip one rank (SMODS.shortcut answers true while this joker is owned).
import { lua } from "../../lua";
import { defineEffect } from "../types";
import { owned, wrap } from "./passiveHooks";

export default defineEffect({
  id: "shortcut",
  label: "Shortcut Straights",
  description: "While owned, straights may have gaps of one rank (like Shortcut).",
  category: "Game Rules",
  objectTypes: ["joker"],
  triggers: ["passive"],
  passive: true,
  params: [],
  summary: () => "Straights can skip a rank",
  generate: (_v, ctx) => ({
    passive: { add: [], remove: [] },
    hooks: wrap(ctx, "SMODS.shortcut", [], (original) => [lua.ifThen(owned(ctx), [lua.ret(lua.TRUE)]), lua.ret(original())]),
  }),
});
