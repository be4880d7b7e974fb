import { build, scenario } from "../scenario";

const { rule, effect } = build;
const GREEDY = { greedy: "#SMODS.find_card('j_greedy_joker')", count: "#G.jokers.cards" };

export default [
  scenario({
    entry: "copy_joker", name: "a played hand copies a random other joker (Greedy Joker)",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("copy_joker", { selection_method: "random" })] })] },
    setup: { jokers: ["j_greedy_joker"] }, steps: [{ play: ["H_5", "S_5"] }], probes: GREEDY, expect: { probes: { greedy: 2, count: 3 } },
  }),
  scenario({
    entry: "copy_joker", name: "the copy of the joker to the right is made Polychrome",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("copy_joker", { selection_method: "position", position: "right", edition: "e_polychrome" })] })] },
    setup: { jokers: ["j_greedy_joker"] }, steps: [{ play: ["H_5", "S_5"] }],
    probes: { ...GREEDY, edition: "G.jokers.cards[3].edition and G.jokers.cards[3].edition.key" }, expect: { probes: { greedy: 2, edition: "e_polychrome" } },
  }),
  scenario({
    entry: "copy_joker", name: "scoring the modified card copies the first joker",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("copy_joker", { selection_method: "position", position: "first" })] })] },
    setup: { jokers: ["j_greedy_joker", "j_joker"] }, steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], probes: GREEDY, expect: { probes: { greedy: 2, count: 3 } },
  }),
  scenario({
    entry: "copy_joker", name: "used or redeemed: copies the joker (no room: nothing)",
    subject: { type: ["consumable", "voucher"], rules: [rule("card_used", { effects: [effect("copy_joker", { selection_method: "random" })] })] },
    setup: { jokers: ["j_greedy_joker"] }, steps: [{ activate: true }], probes: GREEDY, expect: { probes: { greedy: 2, count: 2 } },
  }),
  scenario({
    entry: "copy_joker", name: "Ankh style: every slot full of Greedy Jokers, one is kept and copied, the rest go",
    subject: { type: "consumable", rules: [rule("card_used", { effects: [effect("copy_joker", { selection_method: "random", others: "destroy" })] })] },
    setup: { jokers: ["j_greedy_joker", "j_greedy_joker", "j_greedy_joker", "j_greedy_joker", "j_greedy_joker"] }, steps: [{ activate: true }],
    probes: GREEDY, expect: { probes: { greedy: 2, count: 2 } },
  }),
];
