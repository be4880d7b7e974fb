import { build, scenario } from "../scenario";

const { rule, effect } = build;
const v = build.variable;
const idol = { type: "joker" as const, variables: [v("rank", "rank", "Ace"), v("suit", "suit", "Spades")],
  rules: [rule("round_end", { effects: [effect("pick_deck_card", { rank_variable: "rank", suit_variable: "suit" })] })] };

export default [
  scenario({
    entry: "pick_deck_card", name: "a deck of Kings of Hearts: the round's end picks the King of Hearts",
    subject: idol, setup: { deck: ["H_K", "H_K", "H_K"] }, steps: [{ endRound: true }], expect: { vars: { rank: "King", suit: "Hearts" } },
  }),
  scenario({
    entry: "pick_deck_card", name: "a Stone Card is never picked: the 10 of Clubs beside five Stone Cards",
    subject: idol, setup: { deck: [...["S_2", "S_3", "D_4", "H_5"].map((card) => ({ card, enhancement: "m_stone" })), "C_T", { card: "D_3", enhancement: "m_stone" }] }, steps: [{ endRound: true }], expect: { vars: { rank: "10", suit: "Clubs" } },
  }),
];
