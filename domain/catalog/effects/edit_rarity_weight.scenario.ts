import { build, scenario } from "../scenario";

const { rule, effect } = build;
// Rare jokers start at a weight modifier of 1.
const PROBE = { weight: "G.GAME.rare_mod or 1" };
const change = () => [effect("edit_rarity_weight", { key: "Rare", operation: "multiply", value: 2 })];

export default [
  scenario({
    entry: "edit_rarity_weight", name: "used, redeemed or chosen as the deck: the weight doubles (2)",
    subject: { type: ["consumable", "voucher", "deck"], rules: [rule("card_used", { effects: change() })] },
    steps: [{ activate: true }], probes: PROBE, expect: { probes: { weight: 2 } },
  }),
  scenario({
    entry: "edit_rarity_weight", name: "an owned joker (always on) doubles the weight (2)",
    subject: { type: "joker", rules: [rule("passive", { effects: change() })] },
    steps: [], probes: PROBE, expect: { probes: { weight: 2 } },
  }),
  scenario({
    entry: "edit_rarity_weight", name: "scoring the modified card doubles the weight (2)",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: change() })] },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], probes: PROBE, expect: { probes: { weight: 2 } },
  }),
];
