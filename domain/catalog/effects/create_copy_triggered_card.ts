// Copy Triggered Card: a copy of the trigger's playing card joins the deck or the hand (DNA
// style), counted as a playing card added.
import { lua } from "../../lua";
import { cardOf, event } from "../lib";
import { opts, p } from "../schema";
import { defineEffect } from "../types";
import { copyPlayingCard, onPlayingCard } from "./support/cards";

export default defineEffect({
  id: "create_copy_triggered_card",
  label: "Copy Triggered Card",
  description: "Adds a copy of the card to the deck or the hand.",
  category: "Card Effects",
  objectTypes: ["joker", "enhancement", "seal", "edition"],
  needs: ["card"],
  // copying the card just added would add another, for ever
  except: [["joker", "playing_card_added"]],
  params: [p.select("add_to", "Add to", opts(["deck", "Deck"], ["hand", "Hand"]), "deck")],
  summary: (v) => `Add a copy of the card to the ${v.add_to}`,
  generate(v, ctx) {
    // the context table is reused: keep the card in a local for the event
    const source = ctx.local("source");
    return onPlayingCard(ctx, cardOf(ctx), {
      stmts: [lua.local(source, cardOf(ctx)), event(copyPlayingCard(ctx, lua.name(source), v.add_to === "hand" ? "hand" : "deck"))],
      fields: ctx.mode === "calculate" ? [["message", lua.call("localize", lua.str("k_copied_ex"))], ["colour", lua.path("G.C.CHIPS")]] : [],
    });
  },
});
