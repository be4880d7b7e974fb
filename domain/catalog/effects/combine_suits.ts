// Combine Suits: two suits count as each other (SMODS.smeared_check answers true for the pair
// while this joker is owned; Hearts with Diamonds and Spades with Clubs is Smeared Joker).
import { lua } from "../../lua";
import { p } from "../schema";
import { SUIT_OPTIONS } from "../options";
import { defineEffect } from "../types";
import { owned, wrap } from "./passiveHooks";

const { and, or, bin, str, path, name, ifThen, ret } = lua;

export default defineEffect({
  id: "combine_suits",
  label: "Combine Suits",
  description: "While owned, two suits count as each other (like Smeared Joker).",
  category: "Card Effects",
  objectTypes: ["joker"],
  triggers: ["passive"],
  passive: true,
  params: [p.select("suit_1", "Suit", SUIT_OPTIONS, "Spades"), p.select("suit_2", "Counts as", SUIT_OPTIONS, "Hearts")],
  summary: (v) => `${v.suit_1} and ${v.suit_2} count as the same suit`,
  generate(v, ctx) {
    const own = path("card.base.suit");
    const suit = name("suit");
    const pair = or(and(bin("==", own, str(v.suit_1)), bin("==", suit, str(v.suit_2))), and(bin("==", own, str(v.suit_2)), bin("==", suit, str(v.suit_1))));
    return {
      passive: { add: [], remove: [] },
      hooks: wrap(ctx, "SMODS.smeared_check", ["card", "suit"], (original) => [
        ifThen(and(pair, owned(ctx)), [ret(lua.TRUE)]),
        ret(original(name("card"), suit)),
      ]),
    };
  },
});
