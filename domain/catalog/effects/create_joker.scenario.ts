import { build, scenario } from "../scenario";

const { rule, effect } = build;
const v = build.variable;
const LAST = { last: "G.jokers.cards[#G.jokers.cards].config.center.key", count: "#G.jokers.cards" };

export default [
  scenario({
    entry: "create_joker", name: "a played hand creates a Joker next to this one",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("create_joker", { joker_type: "specific", joker_key: "joker" })] })] },
    steps: [{ play: ["H_5", "S_5"] }], probes: LAST, expect: { probes: { last: "j_joker", count: 2 } },
  }),
  scenario({
    entry: "create_joker", name: "with every slot full nothing is created, unless it is Negative",
    subject: {
      type: "joker",
      rules: [rule("hand_played", { effects: [effect("create_joker", { joker_type: "specific", joker_key: "j_joker" }), effect("create_joker", { joker_type: "specific", joker_key: "j_egg", edition: "e_negative" })] })],
    },
    setup: { jokers: ["j_greedy_joker", "j_lusty_joker", "j_wrathful_joker", "j_gluttenous_joker"] },
    steps: [{ play: ["H_5", "S_5"] }], probes: { ...LAST, negative: "G.jokers.cards[6] and G.jokers.cards[6].edition.key" }, expect: { probes: { last: "j_egg", count: 6, negative: "e_negative" } },
  }),
  scenario({
    entry: "create_joker", name: "each scored card with the modifier creates a random Common joker (two cards, two jokers)",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("create_joker", { joker_type: "random", rarity: "common" })] })] },
    steps: [{ play: [{ card: "H_5", self: true }, { card: "S_5", self: true }] }],
    probes: { count: "#G.jokers.cards", common: "G.jokers.cards[1].config.center.rarity == 1 and G.jokers.cards[2].config.center.rarity == 1" },
    expect: { probes: { count: 2, common: true } },
  }),
  scenario({
    entry: "create_joker", name: "used, redeemed or chosen as the deck: an Eternal Greedy Joker",
    subject: { type: ["consumable", "voucher", "deck"], rules: [rule("card_used", { effects: [effect("create_joker", { joker_type: "specific", joker_key: "j_greedy_joker", sticker: "eternal" })] })] },
    steps: [{ activate: true }], probes: { ...LAST, eternal: "G.jokers.cards[1].ability.eternal" }, expect: { probes: { last: "j_greedy_joker", count: 1, eternal: true } },
  }),
  scenario({
    entry: "create_joker", name: "an edition from a key variable holding a joker's key: the joker is created with no edition",
    subject: { type: "joker", variables: [v("picked", "key", "j_joker")], rules: [rule("hand_played", { effects: [effect("create_joker", { joker_type: "specific", joker_key: "j_egg", edition: "picked" })] })] },
    steps: [{ play: ["H_5", "S_5"] }], probes: { ...LAST, edition: "tostring(G.jokers.cards[2].edition)" }, expect: { probes: { last: "j_egg", count: 2, edition: "nil" } },
  }),
];
