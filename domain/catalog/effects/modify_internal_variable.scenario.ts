import { build, scenario } from "../scenario";

const { rule, effect } = build;
const v = build.variable;

export default [
  scenario({
    entry: "modify_internal_variable", name: "each played hand adds 5: two hands make 10",
    subject: { type: "joker", variables: [v("count", "number", 0)], rules: [rule("hand_played", { effects: [effect("modify_internal_variable", { variable_name: "count", operation: "increment", value: 5 })] })] },
    steps: [{ play: ["H_5", "S_5"] }, { play: ["H_6", "S_6"] }], expect: { vars: { count: 10 } },
  }),
  scenario({
    entry: "modify_internal_variable", name: "a variable that is a Mult: +3 per hand, then scored (the second hand gives +6 Mult)",
    subject: {
      type: "joker", variables: [v("bonus", "number", 0)],
      rules: [
        rule("before_hand_played", { effects: [effect("modify_internal_variable", { variable_name: "bonus", operation: "increment", value: 3 })] }),
        rule("hand_played", { effects: [effect("add_mult", { value: "bonus" })] }),
      ],
    },
    steps: [{ play: ["H_5", "S_5"] }, { play: ["H_5", "S_5"] }], expect: { mult: 8, score: 160, vars: { bonus: 6 } },
  }),
  scenario({
    entry: "modify_internal_variable", name: "each scored card doubles the modifier's variable (1 → 2 on each card)",
    subject: { type: ["enhancement", "seal", "edition"], variables: [v("x", "number", 1)], rules: [rule("card_scored", { effects: [effect("modify_internal_variable", { variable_name: "x", operation: "multiply", value: 2 })] })] },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { vars: { x: 2 } },
  }),
  scenario({
    entry: "modify_internal_variable", name: "used, redeemed or chosen as the deck: set to 7, then its square root, rounded down (2)",
    subject: {
      type: ["consumable", "voucher", "deck"], variables: [v("n", "number", 0)],
      rules: [rule("card_used", { effects: [
        effect("modify_internal_variable", { variable_name: "n", operation: "set", value: 7 }),
        effect("modify_internal_variable", { variable_name: "n", operation: "square_root" }),
        effect("modify_internal_variable", { variable_name: "n", operation: "floor" }),
      ] })],
    },
    steps: [{ activate: true }], expect: { vars: { n: 2 } },
  }),
  scenario({
    entry: "modify_internal_variable", name: "dividing by zero leaves the variable as it was",
    subject: { type: "joker", variables: [v("n", "number", 12)], rules: [rule("hand_played", { effects: [effect("modify_internal_variable", { variable_name: "n", operation: "divide", value: 0 })] })] },
    steps: [{ play: ["H_5", "S_5"] }], expect: { vars: { n: 12 } },
  }),
  scenario({
    entry: "modify_internal_variable", name: "the variable becomes this joker's position (2nd) and the position of Greedy Joker (3rd)",
    subject: {
      type: "joker", variables: [v("mine", "number", 0), v("greedy", "number", 0)],
      rules: [rule("hand_played", { effects: [
        effect("modify_internal_variable", { variable_name: "mine", operation: "index", index_method: "self" }),
        effect("modify_internal_variable", { variable_name: "greedy", operation: "index", index_method: "key", joker_key: "j_greedy_joker" }),
      ] })],
    },
    setup: { lua: "local j = G.jokers.cards[1]; G.jokers:remove_card(j); G.jokers:emplace(Card(0, 0, 1, 1, nil, G.P_CENTERS.j_joker)); G.jokers:emplace(j); G.jokers:emplace(Card(0, 0, 1, 1, nil, G.P_CENTERS.j_greedy_joker))" },
    steps: [{ play: ["H_5", "S_5"] }], expect: { vars: { mine: 2, greedy: 3 } },
  }),
  scenario({
    entry: "modify_internal_variable", name: "the variable becomes the number of copies of this joker owned (2, with a Joker between them)",
    subject: { type: "joker", variables: [v("copies", "number", 0)], rules: [rule("hand_played", { effects: [effect("modify_internal_variable", { variable_name: "copies", operation: "copies" })] })] },
    setup: { jokers: ["j_joker"], lua: "G.jokers:emplace(Card(0, 0, 1, 1, nil, G.jokers.cards[1].config.center))" },
    steps: [{ play: ["H_5", "S_5"] }], expect: { vars: { copies: 2 } },
  }),
  scenario({
    entry: "modify_internal_variable", name: "each scored card adds its rank's chips: Kings (10) and Aces (11) of a Two Pair make 42, the last card gives 11",
    subject: { type: "joker", variables: [v("chips", "number", 0), v("one", "number", 0)], rules: [rule("card_scored", { effects: [
      effect("modify_internal_variable", { variable_name: "one", operation: "card_chips" }),
      effect("modify_internal_variable", { variable_name: "chips", operation: "increment", value: "one" }),
    ] })] },
    steps: [{ play: ["H_K", "S_K", "C_A", "D_A"] }], expect: { vars: { chips: 42, one: 11 } },
  }),
  scenario({
    // Steamodded calls a Back's loc_vars with no card: in a run its description reads the run's deck
    entry: "modify_internal_variable", name: "a deck counting the blinds selected shows the run's count in its description, not its starting 0",
    subject: {
      type: "deck", variables: [build.variable("count", "number", 0)], fields: { description: "Blinds: #1#" },
      rules: [rule("blind_selected", { effects: [effect("modify_internal_variable", { variable_name: "count", operation: "increment", value: 1 })] })],
    },
    steps: [{ selectBlind: true }],
    probes: { shown: "G.P_CENTERS[SCENARIO_SUBJECT.key]:loc_vars({}).vars[1]" },
    expect: { probes: { shown: 1 } },
  }),
];
