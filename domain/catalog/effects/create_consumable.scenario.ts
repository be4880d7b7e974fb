import { build, scenario } from "../scenario";
import { OWNED_CONSUMABLES as OWNED } from "./probes";

const { rule, effect } = build;

export default [
  scenario({
    entry: "create_consumable", name: "a played hand creates The Wheel of Fortune",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("create_consumable", { set: "Tarot", specific_card: "c_wheel_of_fortune" })] })] },
    steps: [{ play: ["H_5", "S_5"] }], probes: OWNED, expect: { probes: { owned: "c_wheel_of_fortune" } },
  }),
  scenario({
    entry: "create_consumable", name: "two consumable slots: three Planets asked, two made",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("create_consumable", { set: "Planet", count: 3 })] })] },
    steps: [{ play: ["H_5", "S_5"] }], probes: { count: "#G.consumeables.cards", planets: "G.consumeables.cards[1].ability.set == 'Planet' and G.consumeables.cards[2].ability.set == 'Planet'" },
    expect: { probes: { count: 2, planets: true } },
  }),
  scenario({
    entry: "create_consumable", name: "each scored card with the modifier creates a Negative Spectral, even without room",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("create_consumable", { set: "Spectral", specific_card: "c_familiar", is_negative: "y" })] })] },
    setup: { consumables: ["c_fool", "c_fool"] },
    steps: [{ play: [{ card: "H_5", self: true }, { card: "S_5", self: true }] }], probes: OWNED, expect: { probes: { owned: "c_fool,c_fool,c_familiar/e_negative,c_familiar/e_negative" } },
  }),
  scenario({
    entry: "create_consumable", name: "used, redeemed or chosen as the deck: a Hermit",
    subject: { type: ["consumable", "voucher", "deck"], rules: [rule("card_used", { effects: [effect("create_consumable", { set: "Tarot", specific_card: "hermit" })] })] },
    steps: [{ activate: true }], probes: OWNED, expect: { probes: { owned: "c_hermit" } },
  }),
];
