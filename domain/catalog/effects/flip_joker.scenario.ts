import { build, scenario } from "../scenario";

const { rule, effect } = build;
const FACING = { facing: "(function() local t = {} for _, j in ipairs(G.jokers.cards) do t[#t + 1] = j.facing end return table.concat(t, ',') end)()" };

export default [
  scenario({
    entry: "flip_joker", name: "a played hand flips every joker face down",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("flip_joker", { selection_method: "all" })] })] },
    setup: { jokers: ["j_joker"] }, steps: [{ play: ["H_5", "S_5"] }], probes: FACING, expect: { probes: { facing: "back,back" } },
  }),
  scenario({
    entry: "flip_joker", name: "a played hand flips only this joker",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("flip_joker", { selection_method: "self" })] })] },
    setup: { jokers: ["j_joker"] }, steps: [{ play: ["H_5", "S_5"] }], probes: FACING, expect: { probes: { facing: "back,front" } },
  }),
  scenario({
    entry: "flip_joker", name: "scoring the modified card flips the last joker",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("flip_joker", { selection_method: "position", position: "last" })] })] },
    setup: { jokers: ["j_joker", "j_greedy_joker"] }, steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], probes: FACING, expect: { probes: { facing: "front,back" } },
  }),
  scenario({
    entry: "flip_joker", name: "used or redeemed: every joker is flipped",
    subject: { type: ["consumable", "voucher"], rules: [rule("card_used", { effects: [effect("flip_joker", { selection_method: "all" })] })] },
    setup: { jokers: ["j_joker", "j_greedy_joker"] }, steps: [{ activate: true }], probes: FACING, expect: { probes: { facing: "back,back" } },
  }),
];
