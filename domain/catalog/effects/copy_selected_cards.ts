// Copy Selected Cards: each selected card is copied into the hand (Cryptid style), the copies
// optionally with another enhancement, seal or edition.
import { lua } from "../../lua";
import { event } from "../lib";
import { opts, p } from "../schema";
import { defineEffect } from "../types";
import { num } from "../words";
import { copyPlayingCard, eachCard, modifierWords, selectedCards, SOME_SELECTED } from "./support/cards";

const KEEP = opts(["none", "Keep the original's"], ["random", "Random"]);

export default defineEffect({
  id: "copy_selected_cards",
  label: "Copy Selected Cards",
  description: "Adds copies of each selected card to the hand.",
  category: "Card Effects",
  objectTypes: ["joker", "consumable"],
  // copies fire "a playing card is added": copying again then would never end
  except: [["joker", "playing_card_added"]],
  params: [
    p.number("copies", "Copies of each", 1, { min: 1, max: 5 }),
    p.select("enhancement", "Enhancement", { source: "enhancements", extra: KEEP }, "none"),
    p.select("seal", "Seal", { source: "seals", extra: KEEP }, "none"),
    p.select("edition", "Edition", { source: "editions", extra: [...KEEP, ...opts(["remove", "Remove"])] }, "none"),
  ],
  summary(v) {
    const extras = [modifierWords(v.enhancement, "enhancement"), modifierWords(v.seal, "seal"), modifierWords(v.edition, "edition")].filter(Boolean);
    return `Add ${num(v.copies)} ${v.copies.kind === "literal" && v.copies.value === 1 ? "copy" : "copies"} of each selected card to the hand${extras.length > 0 ? ` (${extras.join(", ")})` : ""}`;
  },
  generate(v, ctx) {
    const selected = selectedCards(ctx);
    const edit = { enhancement: v.enhancement, seal: v.seal, edition: v.edition };
    return {
      canUse: SOME_SELECTED,
      stmts: [
        ...selected.stmts,
        event([eachCard(selected.list, (c) => [lua.forNum(ctx.local("n"), lua.num(1), ctx.value(v.copies), copyPlayingCard(ctx, c, "hand", edit))])]),
      ],
    };
  },
});
