import { build, scenario } from "../scenario";

const { rule, effect } = build;
const v = build.variable;

export default [
  scenario({
    entry: "change_key_variable", name: "a played hand picks another joker the player has (Greedy Joker)",
    subject: {
      type: "joker", variables: [v("picked", "key", "")],
      rules: [rule("hand_played", { effects: [effect("change_key_variable", { variable_name: "picked", key_type: "joker", joker_change_type: "random", joker_random_type: "owned" })] })],
    },
    setup: { jokers: ["j_greedy_joker"] },
    steps: [{ play: ["H_5", "S_5"] }], expect: { vars: { picked: "j_greedy_joker" } },
  }),
  scenario({
    entry: "change_key_variable", name: "the next joker after Joker in the game's order is Greedy Joker",
    subject: {
      type: "joker", variables: [v("picked", "key", "j_joker")],
      rules: [rule("hand_played", { effects: [effect("change_key_variable", { variable_name: "picked", key_type: "joker", joker_change_type: "increment", joker_increment_count: 1 })] })],
    },
    steps: [{ play: ["H_5", "S_5"] }], expect: { vars: { picked: "j_greedy_joker" } },
  }),
  scenario({
    entry: "change_key_variable", name: "scoring the modified card sets the key to the Gold Seal",
    subject: {
      type: ["enhancement", "seal", "edition"], variables: [v("picked", "key", "")],
      rules: [rule("card_scored", { effects: [effect("change_key_variable", { variable_name: "picked", key_type: "seal", seal_change_type: "specific", specific_seal: "Gold" })] })],
    },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { vars: { picked: "Gold" } },
  }),
  scenario({
    entry: "change_key_variable", name: "used, redeemed or chosen as the deck: a random Buffoon pack",
    subject: {
      type: ["consumable", "voucher", "deck"], variables: [v("picked", "key", "")],
      rules: [rule("card_used", { effects: [effect("change_key_variable", { variable_name: "picked", key_type: "booster", booster_change_type: "random", booster_random_type: "category", booster_category: "Buffoon" })] })],
    },
    steps: [{ activate: true }],
    probes: { buffoon: "(function() local card = require('scenario').subject_card(); local k = (card and card.ability.extra or G.GAME.selected_back.effect.config.extra).picked; return G.P_CENTERS[k] ~= nil and G.P_CENTERS[k].kind == 'Buffoon' end)()" },
    expect: { probes: { buffoon: true } },
  }),
];
