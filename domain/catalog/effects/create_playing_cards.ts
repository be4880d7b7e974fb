// Create Playing Cards: several new playing cards join the hand (Familiar / Grim / Incantation
// style): a rank (fixed, random, a face or numbered card, or one of a pool), a suit (random, one
// of a pool, or fixed) and optional enhancement, seal and edition.
import { lua } from "../../lua";
import { RANK_OPTIONS, SUIT_OPTIONS } from "../options";
import { opts, p } from "../schema";
import { defineEffect } from "../types";
import { num } from "../words";
import { addPlayingCard, EDITION_NEW, ENHANCEMENT_NEW, modifierWords, queued, RANK_GROUP_OPTIONS, rankChoiceWords, rankValue, SEAL_NEW, suitChoiceWords, suitValue } from "./support/cards";

export const CARD_COUNT_PARAMS = [
  p.number("count", "Cards", 1, { min: 1, max: 8 }),
  p.select("rank", "Rank", [...opts(["random", "Random rank"]), ...RANK_GROUP_OPTIONS, ...opts(["pool", "Random from a pool"]), ...RANK_OPTIONS], "random"),
  p.multi("rank_pool", "Possible ranks", RANK_OPTIONS, [], { when: { param: "rank", is: ["pool"] } }),
  p.select("suit", "Suit", [...opts(["none", "Random suit"], ["pool", "Random from a pool"]), ...SUIT_OPTIONS], "none"),
  p.multi("suit_pool", "Possible suits", SUIT_OPTIONS, [], { when: { param: "suit", is: ["pool"] } }),
  p.select("enhancement", "Enhancement", ENHANCEMENT_NEW, "none"),
  p.select("seal", "Seal", SEAL_NEW, "none"),
  p.select("edition", "Edition", EDITION_NEW, "none"),
] as const;

type CountParams = { count: Parameters<typeof num>[0]; rank: string; suit: string; enhancement: string; seal: string; edition: string };

export function cardsWords(v: CountParams, where: string): string {
  const extras = [modifierWords(v.enhancement, "enhancement"), modifierWords(v.seal, "seal"), modifierWords(v.edition, "edition")].filter(Boolean);
  return `Add ${num(v.count)} × ${rankChoiceWords(v.rank)} of ${suitChoiceWords(v.suit)}${extras.length > 0 ? ` (${extras.join(", ")})` : ""} to the ${where}`;
}

export default defineEffect({
  id: "create_playing_cards",
  label: "Create Playing Cards",
  description: "Adds several new playing cards to the hand.",
  category: "Card Effects",
  objectTypes: ["joker", "consumable", "enhancement", "seal", "edition", "voucher"],
  except: [["joker", "playing_card_added"]],
  params: CARD_COUNT_PARAMS,
  summary: (v) => cardsWords(v, "hand"),
  generate(v, ctx) {
    // each card rolls its own rank and suit
    return {
      stmts: queued([lua.forNum(ctx.local("i"), lua.num(1), ctx.value(v.count), addPlayingCard(ctx, {
        area: "hand", rank: rankValue(ctx, v.rank, v.rank_pool), suit: suitValue(ctx, v.suit, v.suit_pool),
        enhancement: v.enhancement, seal: v.seal, edition: v.edition,
      }))]),
    };
  },
});
