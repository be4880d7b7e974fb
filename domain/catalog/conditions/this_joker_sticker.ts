// This Joker Sticker: this joker has a sticker (Eternal, Rental, Perishable).
import { p } from "../schema";
import { defineCondition } from "../types";
import { STICKERS, stickerTest } from "./shared";

export default defineCondition({
  id: "this_joker_sticker",
  label: "This Joker Sticker",
  description: "This joker has a given sticker.",
  category: "Jokers",
  objectTypes: ["joker"],
  params: [p.select("sticker", "Sticker", STICKERS, "eternal")],
  summary: (v) => `if this joker is ${v.sticker[0].toUpperCase()}${v.sticker.slice(1)}`,
  generate: (v, ctx) => stickerTest(ctx.self, v.sticker),
});
