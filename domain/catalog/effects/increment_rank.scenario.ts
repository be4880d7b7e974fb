import { build, scenario } from "../scenario";

const { rule, effect } = build;
const rank = (trigger: string, operation: string, value: number) => [rule(trigger, { effects: [effect("increment_rank", { operation, value })] })];

export default [
  scenario({
    entry: "increment_rank", name: "Strength style: the selected 5 and King go up 2 ranks (King wraps to 2)",
    subject: { type: "consumable", rules: rank("card_used", "increment", 2) },
    setup: { hand: ["H_5", "S_K", "D_2"] }, steps: [{ use: { highlighted: ["H_5", "S_K"] } }], expect: { handCards: ["H_7", "S_2", "D_2"] },
  }),
  scenario({
    entry: "increment_rank", name: "nothing selected: the consumable cannot be used",
    subject: { type: "consumable", rules: rank("card_used", "increment", 1) },
    setup: { hand: ["H_5"] }, steps: [{ canUse: {} }], expect: { canUse: false },
  }),
  scenario({
    entry: "increment_rank", name: "each held card goes down a rank while a hand scores",
    subject: { type: "joker", rules: rank("card_held_in_hand", "decrement", 1) },
    steps: [{ play: ["H_5"], held: ["S_K", "D_2"] }], expect: { handCards: ["S_Q", "D_A"] },
  }),
  scenario({
    entry: "increment_rank", name: "the modified card, held, goes up a rank",
    subject: { type: ["enhancement", "seal", "edition"], rules: rank("card_held_in_hand", "increment", 1) },
    steps: [{ play: ["H_5"], held: [{ card: "S_9", self: true }, "D_2"] }],
    probes: { rank: "G.hand.cards[1].base.value", other: "G.hand.cards[2].base.value" }, expect: { probes: { rank: "10", other: "2" } },
  }),
];
