import { build, scenario } from "../scenario";

const { rule, effect } = build;
const convert = (trigger: string, params: Record<string, unknown>) => [rule(trigger, { effects: [effect("convert_all_cards_to_rank", params)] })];

export default [
  scenario({
    entry: "convert_all_cards_to_rank", name: "every card in hand becomes an Ace",
    subject: { type: "consumable", rules: convert("card_used", { rank: "A" }) },
    setup: { hand: ["S_5", "D_K", "C_2"] }, steps: [{ use: {} }], expect: { handCards: ["S_A", "D_A", "C_A"] },
  }),
  scenario({
    entry: "convert_all_cards_to_rank", name: "a rank from the pool (only 7), the same for the whole hand (Ouija)",
    subject: { type: "consumable", rules: convert("card_used", { rank: "pool", rank_pool: ["7"] }) },
    setup: { hand: ["S_5", "D_K"] }, steps: [{ use: {} }], expect: { handCards: ["S_7", "D_7"] },
  }),
  scenario({
    entry: "convert_all_cards_to_rank", name: "when the blind is selected, the hand becomes Queens",
    subject: { type: "joker", rules: convert("blind_selected", { rank: "Q" }) },
    setup: { hand: ["S_5", "D_K"] }, steps: [{ selectBlind: true }], expect: { handCards: ["S_Q", "D_Q"] },
  }),
  scenario({
    entry: "convert_all_cards_to_rank", name: "when the modified card scores, the held cards become 10s",
    subject: { type: ["enhancement", "seal", "edition"], rules: convert("card_scored", { rank: "10" }) },
    steps: [{ play: [{ card: "H_5", self: true }], held: ["S_K", "C_2"] }], expect: { handCards: ["S_T", "C_T"] },
  }),
];
