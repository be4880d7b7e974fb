import { build, scenario } from "../scenario";

const { rule, effect, condition } = build;

export default [
  scenario({
    entry: "combine_ranks", name: "Kings and Queens count as Jacks: K + Q is a Pair, (10+10+10) × 2 = 60",
    subject: { type: "joker", rules: [rule("passive", { effects: [effect("combine_ranks", { source_rank_type: "specific", source_ranks: "Q, K", target_rank: "J" })] })] },
    steps: [{ play: ["H_K", "S_Q"] }], expect: { hand: "Pair", chips: 30, score: 60 },
  }),
  scenario({
    entry: "combine_ranks", name: "Pareidolia: every card is a face card, so each scored 5 gives +1 Mult: 20 × (2+1+1) = 80",
    subject: {
      type: "joker",
      rules: [
        rule("passive", { effects: [effect("combine_ranks", { source_rank_type: "all", target_rank: "face_cards" })] }),
        rule("card_scored", { conditions: [condition("card_rank", { rank_type: "group", rank_group: "face" })], effects: [effect("add_mult", { value: 1 })] }),
      ],
    },
    steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, mult: 4, score: 80 },
  }),
  scenario({
    entry: "combine_ranks", name: "Pareidolia makes a Stone Card a face card too (the game's is_face): a Stone Card with the Pair gives +1 Mult, (20+50) × (2+1+1+1) = 350",
    subject: {
      type: "joker",
      rules: [
        rule("passive", { effects: [effect("combine_ranks", { source_rank_type: "all", target_rank: "face_cards" })] }),
        rule("card_scored", { conditions: [condition("card_rank", { rank_type: "group", rank_group: "face" })], effects: [effect("add_mult", { value: 1 })] }),
      ],
    },
    steps: [{ play: ["H_5", "S_5", { card: "D_9", enhancement: "m_stone" }] }], expect: { hand: "Pair", chips: 70, mult: 5, score: 350 },
  }),
  scenario({
    entry: "combine_ranks", name: "face cards count as the rank a rank variable holds (Aces): K + A is a Pair",
    subject: {
      type: "joker", variables: [build.variable("as_rank", "rank", "Ace")],
      rules: [rule("passive", { effects: [effect("combine_ranks", { source_rank_type: "face_cards", target_rank: "as_rank" })] })],
    },
    steps: [{ play: ["H_K", "S_A"] }], expect: { hand: "Pair", chips: 31, score: 62 },
  }),
];
