import { build, scenario } from "../scenario";

const { rule, effect } = build;
const SELL = { first: "G.jokers.cards[1].sell_cost", second: "G.jokers.cards[2] and G.jokers.cards[2].sell_cost" };

export default [
  scenario({
    entry: "set_sell_value", name: "a played hand raises this joker's sell value by $3 (cost $4: $2 → $5)",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("set_sell_value", { target: "specific", specific_target: "self", operation: "add", value: 3 })] })] },
    steps: [{ play: ["H_5", "S_5"] }], probes: SELL, expect: { probes: { first: 5 } },
  }),
  scenario({
    entry: "set_sell_value", name: "the joker to the right (Joker, sold for $1) is set to sell for $7",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("set_sell_value", { target: "specific", specific_target: "right", operation: "set", value: 7 })] })] },
    setup: { jokers: ["j_joker"] }, steps: [{ play: ["H_5", "S_5"] }], probes: SELL, expect: { probes: { first: 2, second: 7 } },
  }),
  scenario({
    entry: "set_sell_value", name: "scoring the modified card raises every joker's sell value by $2 (Joker $1 → $3, Greedy Joker $2 → $4)",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("set_sell_value", { target: "all_jokers", operation: "add", value: 2 })] })] },
    setup: { jokers: ["j_joker", "j_greedy_joker"] }, steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], probes: SELL, expect: { probes: { first: 3, second: 4 } },
  }),
  scenario({
    entry: "set_sell_value", name: "used or redeemed: every joker and consumable sells for $1 more",
    subject: { type: ["consumable", "voucher"], rules: [rule("card_used", { effects: [effect("set_sell_value", { target: "all", operation: "add", value: 1 })] })] },
    setup: { jokers: ["j_joker"], consumables: ["c_fool"] }, steps: [{ activate: true }],
    probes: { joker: "G.jokers.cards[1].sell_cost", fool: "(function() for _, c in ipairs(G.consumeables.cards) do if c.config.center.key == 'c_fool' then return c.sell_cost end end end)()" },
    expect: { probes: { joker: 2, fool: 2 } },
  }),
  scenario({
    entry: "set_sell_value", name: "a deck raising every joker's sell value by $1 at the end of each round (Joker $1 → $3 after two rounds)",
    subject: { type: "deck", rules: [rule("round_end", { effects: [effect("set_sell_value", { target: "all_jokers", operation: "add", value: 1 })] })] },
    setup: { jokers: ["j_joker"] }, steps: [{ endRound: true }, { endRound: true }], probes: SELL, expect: { probes: { first: 3 } },
  }),
];
