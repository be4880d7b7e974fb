// Behaviour of the vanilla editions (keys as in facts/editions.json). Their values (chips, Mult,
// X Mult, Negative's extra slot) are our model's config and card_limit, mapped from the facts in
// items.ts; the exported calculate scores them the way the game does (chips and Mult before the
// joker's own effect, X Mult after it), so no rule is needed.
import { PLUS_FOUR_JOKER } from "../catalog/effects/probes";
import type { VanillaBehaviour } from "./types";

/** A playing card carrying the edition, in a Pair of 5s. */
const pairWithSelf = [{ play: [{ card: "H_5", self: true }, "S_5"] }];
/** A joker giving +4 Mult (the Joker's numbers) carrying the edition. */
const jokerWithSelf = { lua: `${PLUS_FOUR_JOKER}\nc:set_edition(SCENARIO_SUBJECT.key, true, true)` };

export const editionsBehaviours: VanillaBehaviour[] = [
  {
    key: "e_foil",
    description: "{C:chips}+50{} Chips",
    checks: [
      // a level-1 Pair of 5s, one Foil: (10 + 5 + 50 + 5) x 2
      { name: "Foil playing card", steps: pairWithSelf, expect: { hand: "Pair", chips: 70, mult: 2, score: 140 } },
      // a Foil Joker: (20 + 50) x (2 + 4)
      { name: "Foil Joker", setup: jokerWithSelf, steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 70, mult: 6, score: 420 } },
      // held in hand it gives nothing: (10 + 5 + 5) x 2
      { name: "held Foil card", steps: [{ play: ["H_5", "S_5"], held: [{ card: "S_K", self: true }] }], expect: { chips: 20, mult: 2, score: 40 } },
    ],
  },
  {
    key: "e_holo",
    description: "{C:mult}+10{} Mult",
    checks: [
      // (10 + 5 + 5) x (2 + 10)
      { name: "Holographic playing card", steps: pairWithSelf, expect: { chips: 20, mult: 12, score: 240 } },
      // 20 x (2 + 10 + 4): the edition's Mult comes before the Joker's
      { name: "Holographic Joker", setup: jokerWithSelf, steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 16, score: 320 } },
    ],
  },
  {
    key: "e_polychrome",
    description: "{X:mult,C:white} X1.5 {} Mult",
    checks: [
      // (10 + 5 + 5) x (2 x 1.5)
      { name: "Polychrome playing card", steps: pairWithSelf, expect: { chips: 20, mult: 3, score: 60 } },
      // 20 x ((2 + 4) x 1.5): X Mult after the Joker's +4
      { name: "Polychrome Joker", setup: jokerWithSelf, steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 9, score: 180 } },
    ],
  },
  {
    key: "e_negative",
    description: "{C:dark_edition}+1{} slot (Joker or consumable)",
    checks: [
      // 5 joker slots, +1 for the Negative Joker
      { name: "Negative Joker: +1 slot", setup: { jokers: [{ key: "j_joker", edition: "self" }] }, steps: [], expect: { jokerSlots: 6, jokers: ["j_joker"] } },
      // it changes no score: 20 x (2 + 4)
      { name: "Negative Joker scores as plain", setup: jokerWithSelf, steps: [{ play: ["H_5", "S_5"] }], expect: { score: 120, jokerSlots: 6 } },
      // on a consumable: 2 consumable slots, +1
      { name: "Negative consumable: +1 slot", setup: { lua: "local c = Card(0, 0, G.CARD_W, G.CARD_H, nil, G.P_CENTERS.c_fool)\nG.consumeables:emplace(c)\nc:add_to_deck()\nc:set_edition(SCENARIO_SUBJECT.key, true, true)" }, steps: [], expect: { consumableSlots: 3, consumables: ["c_fool"] } },
      // without it: 5 slots
      { name: "plain Joker: 5 slots", setup: { lua: PLUS_FOUR_JOKER }, steps: [], expect: { jokerSlots: 5 } },
    ],
  },
];
