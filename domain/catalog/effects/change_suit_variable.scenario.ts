import { build, scenario } from "../scenario";

const { rule, effect } = build;
const v = build.variable;

export default [
  scenario({
    entry: "change_suit_variable", name: "a played hand sets the suit to Clubs",
    subject: { type: "joker", variables: [v("suit", "suit", "Spades")], rules: [rule("hand_played", { effects: [effect("change_suit_variable", { variable_name: "suit", change_type: "specific", specific_suit: "Clubs" })] })] },
    steps: [{ play: ["H_5", "S_5"] }], expect: { vars: { suit: "Clubs" } },
  }),
  scenario({
    entry: "change_suit_variable", name: "a random suit of a list of one (Diamonds) is Diamonds",
    subject: { type: ["enhancement", "seal", "edition"], variables: [v("suit", "suit", "Spades")], rules: [rule("card_scored", { effects: [effect("change_suit_variable", { variable_name: "suit", change_type: "pool", suit_pool: ["Diamonds"] })] })] },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { vars: { suit: "Diamonds" } },
  }),
  scenario({
    entry: "change_suit_variable", name: "used, redeemed or chosen as the deck: a random suit, one of the four",
    subject: { type: ["consumable", "voucher", "deck"], variables: [v("suit", "suit", "none")], rules: [rule("card_used", { effects: [effect("change_suit_variable", { variable_name: "suit", change_type: "random" })] })] },
    steps: [{ activate: true }],
    probes: { suit: "(function() for _, c in ipairs({ 'Spades', 'Hearts', 'Clubs', 'Diamonds' }) do local e = G.GAME.selected_back.effect.config.extra; local card = require('scenario').subject_card(); local x = (card and card.ability.extra or e).suit; if x == c then return true end end return false end)()" },
    expect: { probes: { suit: true } },
  }),
];
