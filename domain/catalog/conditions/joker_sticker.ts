// Joker Sticker: the other joker (evaluated or triggered), or the selected joker, has a sticker.
import { p } from "../schema";
import { defineCondition } from "../types";
import { STICKERS, otherJoker, stickerTest } from "./shared";

export default defineCondition({
  id: "joker_sticker",
  label: "Joker Sticker",
  description: "The other joker (or the selected joker, for a consumable) has a given sticker.",
  category: "Jokers",
  objectTypes: ["joker", "consumable"],
  triggers: ["joker_evaluated", "joker_triggered", "card_used"],
  params: [p.select("sticker", "Sticker", STICKERS, "eternal")],
  summary: (v) => `if the other (or selected) joker is ${v.sticker[0].toUpperCase()}${v.sticker.slice(1)}`,
  generate: (v, ctx) => stickerTest(otherJoker(ctx), v.sticker),
});
