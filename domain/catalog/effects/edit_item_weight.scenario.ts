import { build, scenario } from "../scenario";

const { rule, effect } = build;
// Tarot cards weigh 4 in the shop.
const PROBE = { weight: "G.GAME.tarot_rate" };
const change = () => [effect("edit_item_weight", { key: "tarot", operation: "multiply", value: 2 })];

export default [
  scenario({
    entry: "edit_item_weight", name: "used, redeemed or chosen as the deck: the weight doubles (8)",
    subject: { type: ["consumable", "voucher", "deck"], rules: [rule("card_used", { effects: change() })] },
    steps: [{ activate: true }], probes: PROBE, expect: { probes: { weight: 8 } },
  }),
  scenario({
    entry: "edit_item_weight", name: "an owned joker (always on) doubles the weight (8)",
    subject: { type: "joker", rules: [rule("passive", { effects: change() })] },
    steps: [], probes: PROBE, expect: { probes: { weight: 8 } },
  }),
  scenario({
    entry: "edit_item_weight", name: "scoring the modified card doubles the weight (8)",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: change() })] },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], probes: PROBE, expect: { probes: { weight: 8 } },
  }),
];
