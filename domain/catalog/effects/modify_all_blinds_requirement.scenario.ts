import { build, scenario } from "../scenario";

const { rule, effect } = build;
const SCALING = { scaling: "G.GAME.starting_params.ante_scaling" };
// The Small Blind at ante 1 needs 300 at the usual scaling of 1.
export default [
  scenario({
    entry: "modify_all_blinds_requirement", name: "used, redeemed or chosen as the deck (Plasma style x2): the next Small Blind needs 600",
    subject: { type: ["consumable", "voucher", "deck"], rules: [rule("card_used", { effects: [effect("modify_all_blinds_requirement", { operation: "multiply", value: 2 })] })] },
    steps: [{ activate: true }, { selectBlind: true }], probes: SCALING, expect: { blindChips: 600, probes: { scaling: 2 } },
  }),
  scenario({
    entry: "modify_all_blinds_requirement", name: "an owned joker (always on) adding 1 to the scaling: the Small Blind needs 600",
    subject: { type: "joker", rules: [rule("passive", { effects: [effect("modify_all_blinds_requirement", { operation: "add", value: 1 })] })] },
    steps: [{ selectBlind: true }], probes: SCALING, expect: { blindChips: 600, probes: { scaling: 2 } },
  }),
  scenario({
    entry: "modify_all_blinds_requirement", name: "scoring the modified card triples the scaling for later blinds",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("modify_all_blinds_requirement", { operation: "multiply", value: 3 })] })] },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], probes: SCALING, expect: { probes: { scaling: 3 } },
  }),
];
