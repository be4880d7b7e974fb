// Suit Mix of the Scoring Cards: the scoring cards hold a card of each of the four suits (Flower
// Pot), or a card of one suit and a card of any other suit (Seeing Double). As in the game, each
// card other than a Wild Card counts first; then each Wild Card (any suit) fills one suit still
// missing. For the four suits a card counts for one suit only (Hearts, Diamonds, Spades, Clubs:
// the first it is); for "a suit and another" a card counts for every suit it is (Smeared Joker)
// and the Wild Cards fill the chosen suit first.
import { lua, type Expr, type Stmt } from "../../lua";
import { iife } from "../gameVars/reads";
import { opts, p } from "../schema";
import { SUIT_OPTIONS } from "../options";
import { defineCondition } from "../types";
import { JOKER_AND_CARDS } from "./shared";

const { and, or, bin, call, index, path, name, num, str, local, forIn, ifThen, assign, ret, method, not, list, record } = lua;

const ALL = ["Hearts", "Diamonds", "Spades", "Clubs"];

/** `suits[s] = suits[s] + 1` */
const bump = (s: Expr): Stmt => assign(index(name("suits"), s), bin("+", index(name("suits"), s), num(1)));

export default defineCondition({
  id: "scoring_suit_mix",
  label: "Suit Mix of the Scoring Cards",
  description: "The scoring cards hold all four suits, or a given suit and another one (Wild Cards fill a missing suit).",
  category: "Hand",
  objectTypes: JOKER_AND_CARDS,
  needs: ["scoring"],
  params: [
    p.select("mix", "Holds", opts(["all_four", "A card of each of the four suits"], ["suit_and_other", "A card of a suit and a card of another suit"]), "all_four"),
    p.select("suit", "Suit", SUIT_OPTIONS, "Clubs", { when: { param: "mix", is: ["suit_and_other"] } }),
  ],
  summary: (v) => (v.mix === "all_four" ? "if the scoring cards hold all four suits" : `if the scoring cards hold a ${v.suit.replace(/s$/, "")} and a card of another suit`),
  generate(v) {
    const cards = or(and(name("context"), path("context.scoring_hand")), lua.table([]));
    const wild = (c: Expr) => call("SMODS.has_any_suit", c);
    const suits = local("suits", record(ALL.map((s) => [s, num(0)] as [string, Expr])));
    const c = name("c");
    const s = name("s");
    if (v.mix === "all_four") {
      // one suit per card: the first of the four it is that is still missing
      const fill = (bypass: boolean) => forIn(["_", "s"], [call("ipairs", list(ALL.map(str)))], [
        ifThen(and(method(c, "is_suit", s, bypass ? lua.TRUE : lua.nil), bin("==", index(name("suits"), s), num(0))), [bump(s), lua.brk]),
      ]);
      return iife([
        suits,
        forIn(["_", "c"], [call("ipairs", cards)], [ifThen(not(wild(c)), [fill(true)])]),
        forIn(["_", "c"], [call("ipairs", cards)], [ifThen(wild(c), [fill(false)])]),
        ret(and(...ALL.map((x) => bin(">", index(name("suits"), x), num(0))))),
      ]);
    }
    const target = v.suit;
    const others = ["Diamonds", "Spades", "Hearts", "Clubs"].filter((x) => x !== target);
    return iife([
      suits,
      // every suit a card is counts
      forIn(["_", "c"], [call("ipairs", cards)], [ifThen(not(wild(c)), [
        forIn(["_", "s"], [call("ipairs", list(ALL.map(str)))], [ifThen(method(c, "is_suit", s), [bump(s)])]),
      ])]),
      // a Wild Card fills the chosen suit first, then another missing one
      forIn(["_", "c"], [call("ipairs", cards)], [ifThen(wild(c), [
        forIn(["_", "s"], [call("ipairs", list([target, ...others].map(str)))], [
          ifThen(and(method(c, "is_suit", s), bin("==", index(name("suits"), s), num(0))), [bump(s), lua.brk]),
        ]),
      ])]),
      ret(and(bin(">", index(name("suits"), str(target)), num(0)), or(...others.map((x) => bin(">", index(name("suits"), x), num(0)))))),
    ]);
  },
});
