import { build, scenario } from "../scenario";

const { rule, effect, condition } = build;
const v = build.variable;

export default [
  scenario({
    entry: "change_rank_variable", name: "Mail-In Rebate-like: the rank becomes Kings, then a scored King gives +10 Mult",
    subject: {
      type: "joker", variables: [v("rank", "rank", "Ace")],
      rules: [
        rule("before_hand_played", { effects: [effect("change_rank_variable", { variable_name: "rank", change_type: "specific", specific_rank: "K" })] }),
        rule("card_scored", { conditions: [condition("card_rank", { rank_type: "specific", specific_rank: "rank" })], effects: [effect("add_mult", { value: 10 })] }),
      ],
    },
    steps: [{ play: ["H_K", "S_K"] }], expect: { vars: { rank: "King" }, chips: 30, mult: 22, score: 660 },
  }),
  scenario({
    entry: "change_rank_variable", name: "a random rank of a list of one (10) is 10",
    subject: { type: ["enhancement", "seal", "edition"], variables: [v("rank", "rank", "Ace")], rules: [rule("card_scored", { effects: [effect("change_rank_variable", { variable_name: "rank", change_type: "pool", rank_pool: ["10"] })] })] },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { vars: { rank: "10" } },
  }),
  scenario({
    entry: "change_rank_variable", name: "used, redeemed or chosen as the deck: the rank becomes Queen",
    subject: { type: ["consumable", "voucher", "deck"], variables: [v("rank", "rank", "Ace")], rules: [rule("card_used", { effects: [effect("change_rank_variable", { variable_name: "rank", change_type: "specific", specific_rank: "Q" })] })] },
    steps: [{ activate: true }], expect: { vars: { rank: "Queen" } },
  }),
  scenario({
    entry: "change_rank_variable", name: "the rank of a random card in a deck of two Kings and a Stone Card (never the Stone's 5): King",
    subject: { type: "joker", variables: [v("rank", "rank", "Ace")], rules: [rule("round_end", { effects: [effect("change_rank_variable", { variable_name: "rank", change_type: "deck" })] })] },
    setup: { deck: ["H_K", "S_K", { card: "H_5", enhancement: "m_stone" }] }, steps: [{ endRound: true }], expect: { vars: { rank: "King" } },
  }),
];
