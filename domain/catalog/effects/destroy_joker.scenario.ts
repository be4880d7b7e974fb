import { build, scenario } from "../scenario";

const { rule, effect } = build;
const COUNT = { count: "#G.jokers.cards", greedy: "#SMODS.find_card('j_greedy_joker')" };

export default [
  scenario({
    entry: "destroy_joker", name: "Ceremonial Dagger-like: destroys the joker to the right; a variable gains twice its sell value ($2 → 4)",
    subject: {
      type: "joker", variables: [build.variable("gained", "number", 0)],
      rules: [rule("blind_selected", { effects: [effect("destroy_joker", { selection_method: "position", position: "right", sell_value_multiplier: 2, variable_name: "gained" })] })],
    },
    setup: { jokers: ["j_greedy_joker"] }, steps: [{ selectBlind: true }], probes: COUNT, expect: { probes: { count: 1, greedy: 0 }, vars: { gained: 4 } },
  }),
  scenario({
    entry: "destroy_joker", name: "an Eternal joker is spared",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("destroy_joker", { selection_method: "random" })] })] },
    setup: { jokers: [{ key: "j_greedy_joker", stickers: ["eternal"] }] }, steps: [{ play: ["H_5", "S_5"] }], probes: COUNT, expect: { probes: { count: 2 } },
  }),
  scenario({
    entry: "destroy_joker", name: "the joker destroys itself",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("destroy_joker", { selection_method: "self" })] })] },
    setup: { jokers: ["j_greedy_joker"] }, steps: [{ play: ["H_5", "S_5"] }], probes: COUNT, expect: { probes: { count: 1, greedy: 1 } },
  }),
  scenario({
    entry: "destroy_joker", name: "scoring the modified card destroys a Greedy Joker (the Joker stays)",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("destroy_joker", { selection_method: "specific", joker_key: "j_greedy_joker" })] })] },
    setup: { jokers: ["j_joker", "j_greedy_joker"] }, steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], probes: COUNT, expect: { probes: { count: 1, greedy: 0 } },
  }),
  scenario({
    entry: "destroy_joker", name: "used or redeemed: the first joker is destroyed, even Eternal",
    subject: { type: ["consumable", "voucher"], rules: [rule("card_used", { effects: [effect("destroy_joker", { selection_method: "position", position: "first", bypass_eternal: "yes" })] })] },
    setup: { jokers: [{ key: "j_greedy_joker", stickers: ["eternal"] }, "j_joker"] }, steps: [{ activate: true }], probes: COUNT, expect: { probes: { count: 1, greedy: 0 } },
  }),
  scenario({
    entry: "destroy_joker", name: "used: a count larger than the jokers destroys every joker but the Eternal one",
    subject: { type: "consumable", rules: [rule("card_used", { effects: [effect("destroy_joker", { selection_method: "random", count: 9999999 })] })] },
    setup: { jokers: ["j_joker", "j_greedy_joker", { key: "j_greedy_joker", stickers: ["eternal"] }, "j_joker"] }, steps: [{ activate: true }], probes: COUNT, expect: { probes: { count: 1, greedy: 1 } },
  }),
  scenario({
    entry: "destroy_joker", name: "two random jokers of three go, never this one",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("destroy_joker", { selection_method: "random", count: 2 })] })] },
    setup: { jokers: ["j_greedy_joker", "j_greedy_joker", "j_greedy_joker"] }, steps: [{ play: ["H_5", "S_5"] }], probes: COUNT, expect: { probes: { count: 2, greedy: 1 } },
  }),
];
