import { build, scenario } from "../scenario";

const { rule, effect } = build;

export default [
  scenario({
    entry: "level_up_hand", name: "a played Pair levels up Pair by 1 (level 2)",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("level_up_hand", { hand_selection: "current", value: 1 })] })] },
    steps: [{ play: ["H_5", "S_5"] }], expect: { hand: "Pair", levels: { Pair: 2, Flush: 1 } },
  }),
  scenario({
    entry: "level_up_hand", name: "each scored card with the modifier levels up the played hand",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("level_up_hand", { hand_selection: "current", value: 1 })] })] },
    steps: [{ play: [{ card: "H_5", self: true }, { card: "S_5", self: true }] }], expect: { levels: { Pair: 3 } },
  }),
  scenario({
    entry: "level_up_hand", name: "used, redeemed or chosen as the deck: Flush goes up 2 levels",
    subject: { type: ["consumable", "voucher", "deck"], rules: [rule("card_used", { effects: [effect("level_up_hand", { hand_selection: "specific", specific_hand: "Flush", value: 2 })] })] },
    steps: [{ activate: true }], expect: { levels: { Flush: 3, Pair: 1 } },
  }),
  scenario({
    entry: "level_up_hand", name: "every poker hand goes up a level",
    subject: { type: "consumable", rules: [rule("card_used", { effects: [effect("level_up_hand", { hand_selection: "all", value: 1 })] })] },
    steps: [{ activate: true }], expect: { levels: { "High Card": 2, Pair: 2, "Flush Five": 2 } },
  }),
  scenario({
    entry: "level_up_hand", name: "a discard of three 7s and a 2 levels up Three of a Kind (the discarded hand), not the last played Pair",
    subject: { type: "joker", rules: [rule("hand_discarded", { effects: [effect("level_up_hand", { hand_selection: "discarded", value: 1 })] })] },
    steps: [{ play: ["H_5", "S_5"] }, { discard: ["H_7", "S_7", "C_7", "D_2"] }], expect: { levels: { "Three of a Kind": 2, Pair: 1 } },
  }),
];
