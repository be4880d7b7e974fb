// Draw Cards: draws cards from the deck into the hand, during a blind.
import { lua } from "../../lua";
import { p } from "../schema";
import { defineEffect } from "../types";
import { num } from "../words";

const { and, path, bin, len, num: n, ifThen, doCall } = lua;

export default defineEffect({
  id: "draw_cards",
  label: "Draw Cards",
  description: "Draws cards from the deck into the hand (during a blind).",
  category: "Blind & Ante",
  objectTypes: ["joker", "consumable", "enhancement", "seal", "edition", "voucher", "deck"],
  // a voucher is redeemed and a deck applied outside any blind: nothing to draw
  except: [["voucher", "card_used"], ["deck", "card_used"]],
  params: [p.number("value", "Cards", 1, { min: 1 })],
  summary: (v) => `Draw ${num(v.value)} card${v.value.kind === "literal" && v.value.value === 1 ? "" : "s"}`,
  generate: (v, ctx) => ({
    stmts: [ifThen(and(path("G.GAME.blind"), path("G.GAME.blind.in_blind"), path("G.deck"), path("G.hand"), bin(">", len(path("G.deck.cards")), n(0))), [
      doCall("SMODS.draw_cards", ctx.value(v.value)),
    ])],
  }),
});
