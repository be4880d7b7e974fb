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
  scenario({
    entry: "change_suit_variable", name: "another suit than the current one (Ancient Joker): in twelve rounds it never stays the same",
    subject: {
      type: "joker", variables: [v("suit", "suit", "Spades"), v("before", "suit", "Spades"), v("kept", "number", 0)],
      rules: [
        rule("round_end", { effects: [
          effect("change_suit_variable", { variable_name: "before", change_type: "specific", specific_suit: "suit" }),
          effect("change_suit_variable", { variable_name: "suit", change_type: "other" }),
        ] }),
        rule("round_end", {
          conditions: [build.condition("suit_variable", { variable_name: "suit", specific_suit: "before" })],
          effects: [effect("modify_internal_variable", { variable_name: "kept", operation: "increment", value: 1 })],
        }),
      ],
    },
    steps: Array.from({ length: 12 }, () => ({ endRound: true as const })),
    probes: { four: "({ Spades = true, Hearts = true, Clubs = true, Diamonds = true })[G.jokers.cards[1].ability.extra.suit] == true" },
    expect: { vars: { kept: 0 }, probes: { four: true } },
  }),
  scenario({
    entry: "change_suit_variable", name: "the suit of a random card in the deck (Castle): a deck of Diamonds and a Stone Card gives Diamonds",
    subject: { type: "joker", variables: [v("suit", "suit", "Spades")], rules: [rule("round_end", { effects: [effect("change_suit_variable", { variable_name: "suit", change_type: "deck" })] })] },
    setup: { deck: ["D_2", "D_9", { card: "S_5", enhancement: "m_stone" }] }, steps: [{ endRound: true }], expect: { vars: { suit: "Diamonds" } },
  }),
  scenario({
    entry: "change_suit_variable", name: "the suit of a random card in the deck: only Stone Cards leave Spades",
    subject: { type: "joker", variables: [v("suit", "suit", "Hearts")], rules: [rule("round_end", { effects: [effect("change_suit_variable", { variable_name: "suit", change_type: "deck" })] })] },
    setup: { deck: [{ card: "H_5", enhancement: "m_stone" }] }, steps: [{ endRound: true }], expect: { vars: { suit: "Spades" } },
  }),
];
