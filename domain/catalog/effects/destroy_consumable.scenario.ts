import { build, scenario } from "../scenario";
import { OWNED_CONSUMABLES as OWNED } from "./probes";

const { rule, effect } = build;

export default [
  scenario({
    entry: "destroy_consumable", name: "a played hand destroys the only consumable",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("destroy_consumable", { consumable_type: "random" })] })] },
    setup: { consumables: ["c_hermit"] }, steps: [{ play: ["H_5", "S_5"] }], probes: OWNED, expect: { probes: { owned: "" } },
  }),
  scenario({
    entry: "destroy_consumable", name: "only a Spectral card is destroyed: The Hermit stays",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("destroy_consumable", { consumable_type: "spectral" })] })] },
    setup: { consumables: ["c_hermit", "c_familiar"] }, steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], probes: OWNED, expect: { probes: { owned: "c_hermit" } },
  }),
  scenario({
    entry: "destroy_consumable", name: "used or redeemed: Pluto is destroyed",
    subject: { type: ["consumable", "voucher"], rules: [rule("card_used", { effects: [effect("destroy_consumable", { consumable_type: "planet", specific_card: "c_pluto" })] })] },
    setup: { lua: "G.consumeables.config.card_limit = 3", consumables: ["c_pluto", "c_hermit"] }, steps: [{ activate: true }], probes: OWNED, expect: { probes: { owned: "c_hermit" } },
  }),
];
