import { build, scenario } from "../scenario";
import { OWNED_CONSUMABLES as OWNED } from "./probes";

const { rule, effect } = build;

export default [
  scenario({
    entry: "fool_effect", name: "The Fool: used after Mars, it creates Mars",
    subject: { type: "consumable", rules: [rule("card_used", { effects: [effect("fool_effect")] })] },
    setup: { lua: "G.GAME.last_tarot_planet = 'c_mars'" }, steps: [{ activate: true }], probes: OWNED, expect: { probes: { owned: "c_mars" }, canUse: true },
  }),
  scenario({
    entry: "fool_effect", name: "The Fool in the full consumable slots (beside Pluto) frees its own slot: used after Mars, it creates Mars",
    subject: { type: "consumable", rules: [rule("card_used", { effects: [effect("fool_effect")] })] },
    setup: { consumables: ["c_pluto"], lua: "G.GAME.last_tarot_planet = 'c_mars'" }, steps: [{ activate: true }], probes: OWNED, expect: { probes: { owned: "c_pluto,c_mars" }, canUse: true },
  }),
  scenario({
    entry: "fool_effect", name: "The Fool cannot be used when no Tarot or Planet was used yet",
    subject: { type: "consumable", rules: [rule("card_used", { effects: [effect("fool_effect")] })] },
    steps: [{ canUse: {} }], expect: { canUse: false },
  }),
  scenario({
    entry: "fool_effect", name: "a joker creates the last Tarot used (The Empress) when a blind is selected",
    subject: { type: "joker", rules: [rule("blind_selected", { effects: [effect("fool_effect")] })] },
    setup: { lua: "G.GAME.last_tarot_planet = 'c_empress'" }, steps: [{ selectBlind: true }], probes: OWNED, expect: { probes: { owned: "c_empress" } },
  }),
  scenario({
    entry: "fool_effect", name: "scoring the modified card (or redeeming) creates the last Planet used",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("fool_effect")] })] },
    setup: { lua: "G.GAME.last_tarot_planet = 'c_venus'" }, steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], probes: OWNED, expect: { probes: { owned: "c_venus" } },
  }),
  scenario({
    entry: "fool_effect", name: "a redeemed voucher creates the last Planet used",
    subject: { type: "voucher", rules: [rule("card_used", { effects: [effect("fool_effect")] })] },
    setup: { lua: "G.GAME.last_tarot_planet = 'c_venus'" }, steps: [{ activate: true }], probes: OWNED, expect: { probes: { owned: "c_venus" } },
  }),
];
