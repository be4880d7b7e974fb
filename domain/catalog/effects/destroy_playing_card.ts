// Destroy Card: the trigger's playing card is destroyed (returned as `remove` in the game's
// destroy_card context, or in the discard context for a discarded card: smods.md 3.4), where the
// rule decided it, under its conditions and rolls (compile/rule.ts marks the card). Optionally
// it counts as a shattered Glass Card for jokers that watch for those.
import { lua } from "../../lua";
import { cardOf } from "../lib";
import { p } from "../schema";
import { defineEffect } from "../types";

export default defineEffect({
  id: "destroy_playing_card",
  label: "Destroy Card",
  description: "Destroys the card (scored or discarded).",
  category: "Card Effects",
  objectTypes: ["joker", "enhancement", "seal", "edition"],
  // the game destroys playing cards only after scoring and while discarding
  triggers: ["card_scored", "card_discarded"],
  needs: ["card"],
  params: [p.toggle("set_glass_trigger", "Counts as a shattered Glass Card", false)],
  summary: (v) => (v.set_glass_trigger ? "Destroy the card (as if it shattered)" : "Destroy the card"),
  generate(v, ctx) {
    const card = cardOf(ctx);
    return { phase: "destroy", stmts: v.set_glass_trigger ? [lua.assign(lua.index(card, "glass_trigger"), lua.TRUE)] : [] };
  },
});
