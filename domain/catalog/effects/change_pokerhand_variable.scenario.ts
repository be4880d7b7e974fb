import { build, scenario } from "../scenario";

const { rule, effect } = build;
const v = build.variable;

export default [
  scenario({
    entry: "change_pokerhand_variable", name: "after two Pairs and a Flush, the most played hand is Pair",
    subject: { type: "joker", variables: [v("hand", "pokerhand", "High Card")], rules: [rule("after_hand_played", { effects: [effect("change_pokerhand_variable", { variable_name: "hand", change_type: "most_played" })] })] },
    steps: [{ play: ["H_5", "S_5"] }, { play: ["H_6", "S_6"] }, { play: ["D_2", "D_5", "D_7", "D_9", "D_J"] }], expect: { vars: { hand: "Pair" } },
  }),
  scenario({
    entry: "change_pokerhand_variable", name: "scoring the modified card sets the hand to Straight",
    subject: { type: ["enhancement", "seal", "edition"], variables: [v("hand", "pokerhand", "High Card")], rules: [rule("card_scored", { effects: [effect("change_pokerhand_variable", { variable_name: "hand", change_type: "specific", specific_pokerhand: "Straight" })] })] },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { vars: { hand: "Straight" } },
  }),
  scenario({
    entry: "change_pokerhand_variable", name: "used, redeemed or chosen as the deck: a random hand of a list of one (Flush)",
    subject: { type: ["consumable", "voucher", "deck"], variables: [v("hand", "pokerhand", "High Card")], rules: [rule("card_used", { effects: [effect("change_pokerhand_variable", { variable_name: "hand", change_type: "pool", pokerhand_pool: ["Flush"] })] })] },
    steps: [{ activate: true }], expect: { vars: { hand: "Flush" } },
  }),
  scenario({
    entry: "change_pokerhand_variable", name: "a random visible hand other than the current one: with only High Card and Pair visible, three rounds go Pair, High Card, Pair, High Card",
    subject: { type: "joker", variables: [v("hand", "pokerhand", "Pair")], rules: [rule("round_end", { effects: [effect("change_pokerhand_variable", { variable_name: "hand", change_type: "random", exclude_current: true })] })] },
    setup: { lua: "for name, h in pairs(G.GAME.hands) do h.visible = (name == 'High Card' or name == 'Pair') end" },
    steps: [{ endRound: true }, { endRound: true }, { endRound: true }], expect: { vars: { hand: "High Card" } },
  }),
];
