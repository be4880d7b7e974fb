// Behaviour of the vanilla seals (keys as in facts/seals.json): each is a rule on the card it seals.
import { build } from "../catalog/scenario";
import { OWNED_CONSUMABLES as OWNED } from "../catalog/effects/probes";
import type { VanillaBehaviour } from "./types";

const { rule, effect } = build;

/** The consumables held: how many, and how many of one set. */
const heldOfSet = (set: string) => ({
  count: "#G.consumeables.cards",
  ofSet: `(function() local n = 0 for _, c in ipairs(G.consumeables.cards) do if c.ability.set == '${set}' then n = n + 1 end end return n end)()`,
});

export const sealsBehaviours: VanillaBehaviour[] = [
  {
    key: "Gold",
    description: "Earn {C:money}$3{} when this card is scored",
    rules: [rule("card_scored", { effects: [effect("set_dollars", { operation: "add", value: 3 })] })],
    checks: [
      // $4 at the start, +$3 when the sealed 5 scores in a Pair
      { name: "scored: +$3", steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { hand: "Pair", score: 40, dollars: 7 } },
      // a sealed card that does not score (a 9 beside a Pair of 5s) pays nothing
      { name: "unscored: nothing", steps: [{ play: ["H_5", "S_5", { card: "D_9", self: true }] }], expect: { hand: "Pair", dollars: 4 } },
      { name: "held: nothing", steps: [{ play: ["H_5", "S_5"], held: [{ card: "S_K", self: true }] }], expect: { dollars: 4 } },
    ],
  },
  {
    key: "Red",
    description: "Retrigger this card {C:attention}1{} time",
    rules: [
      rule("card_scored", { effects: [effect("retrigger_playing_card", { repetitions: 1 })] }),
      rule("card_held_in_hand", { effects: [effect("retrigger_playing_card", { repetitions: 1 })] }),
      rule("card_held_in_hand_end_of_round", { effects: [effect("retrigger_playing_card", { repetitions: 1 })] }),
    ],
    checks: [
      // the sealed 5 scores twice: (10 + 5 + 5 + 5) x 2 = 50
      { name: "scored twice", steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { hand: "Pair", chips: 25, mult: 2, score: 50 } },
      // a held Steel King with a Red Seal: 20 x (2 x 1.5 x 1.5) = 90
      { name: "held Steel twice", steps: [{ play: ["H_5", "S_5"], held: [{ card: "S_K", enhancement: "m_steel", self: true }] }], expect: { chips: 20, mult: 4.5, score: 90 } },
      // a Gold Card with a Red Seal held at the end of the round: $4 + $3 + $3
      { name: "held Gold Card twice", setup: { hand: [{ card: "S_K", enhancement: "m_gold", self: true }] }, steps: [{ endRound: true }], expect: { dollars: 10 } },
      // not scored (a 9 beside a Pair of 5s): (10 + 5 + 5) x 2
      { name: "unscored: nothing", steps: [{ play: ["H_5", "S_5", { card: "D_9", self: true }] }], expect: { chips: 20, score: 40 } },
    ],
  },
  {
    key: "Blue",
    description: "Creates the {C:planet}Planet{} card of the final played {C:attention}poker hand{} if held in hand at end of round",
    rules: [rule("card_held_in_hand_end_of_round", { effects: [effect("create_last_played_planet")] })],
    checks: [
      // the last hand was a Flush: Jupiter
      { name: "after a Flush: Jupiter", setup: { hand: [{ card: "H_K", self: true }] }, steps: [{ play: ["D_2", "D_5", "D_7", "D_9", "D_J"] }, { endRound: true }], probes: OWNED, expect: { probes: { owned: "c_jupiter" } } },
      // no room: both consumable slots are full
      { name: "no room", setup: { hand: [{ card: "H_K", self: true }], consumables: ["c_fool", "c_fool"] }, steps: [{ play: ["H_5", "S_5"] }, { endRound: true }], probes: OWNED, expect: { probes: { owned: "c_fool,c_fool" } } },
      // played instead of held: nothing
      { name: "played, not held", steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }, { endRound: true }], probes: OWNED, expect: { probes: { owned: "" } } },
    ],
  },
  {
    key: "Purple",
    description: "Creates a {C:tarot}Tarot{} card when {C:attention}discarded",
    rules: [rule("card_discarded", { effects: [effect("create_consumable", { set: "Tarot" })] })],
    checks: [
      { name: "discarded: one Tarot", steps: [{ discard: [{ card: "H_5", self: true }, "S_9"] }], probes: heldOfSet("Tarot"), expect: { probes: { count: 1, ofSet: 1 } } },
      // two sealed cards discarded together: two Tarots
      { name: "two discarded: two Tarots", steps: [{ discard: [{ card: "H_5", self: true }, { card: "S_9", self: true }] }], probes: heldOfSet("Tarot"), expect: { probes: { count: 2, ofSet: 2 } } },
      { name: "no room", setup: { consumables: ["c_pluto", "c_pluto"] }, steps: [{ discard: [{ card: "H_5", self: true }] }], probes: heldOfSet("Tarot"), expect: { probes: { count: 2, ofSet: 0 } } },
      { name: "played: nothing", steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], probes: heldOfSet("Tarot"), expect: { probes: { count: 0, ofSet: 0 } } },
    ],
  },
];
