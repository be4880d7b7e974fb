import { build, scenario } from "../scenario";

const { rule, effect } = build;
const ORDER = { order: "(function() local t = {} for _, j in ipairs(G.jokers.cards) do if j.config.center.key:sub(1, 5) ~= 'j_sc_' then t[#t + 1] = j.config.center.key end end return table.concat(t, ',') end)()", count: "#G.jokers.cards" };
const JOKERS = ["j_joker", "j_greedy_joker", "j_lusty_joker", "j_wrathful_joker"];

export default [
  scenario({
    entry: "shuffle_jokers", name: "a played hand shuffles the jokers (same jokers, a new order)",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("shuffle_jokers")] })] },
    setup: { jokers: JOKERS }, steps: [{ play: ["H_5", "S_5"] }], probes: ORDER, expect: { probes: { count: 5 } },
  }),
  scenario({
    entry: "shuffle_jokers", name: "scoring the modified card shuffles the jokers",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("shuffle_jokers")] })] },
    setup: { jokers: JOKERS }, steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], probes: ORDER, expect: { probes: { count: 4 } },
  }),
  scenario({
    entry: "shuffle_jokers", name: "used or redeemed: the jokers are shuffled",
    subject: { type: ["consumable", "voucher"], rules: [rule("card_used", { effects: [effect("shuffle_jokers")] })] },
    setup: { jokers: JOKERS }, steps: [{ activate: true }], probes: ORDER, expect: { probes: { count: 4 } },
  }),
];
