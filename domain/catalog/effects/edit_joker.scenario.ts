import { build, scenario } from "../scenario";

const { rule, effect } = build;
const FIRST = { edition: "G.jokers.cards[1].edition and G.jokers.cards[1].edition.key or 'none'", eternal: "G.jokers.cards[1].ability.eternal == true" };

export default [
  scenario({
    entry: "edit_joker", name: "used or redeemed: a random joker becomes Holographic (Hex-like)",
    subject: { type: ["consumable", "voucher"], rules: [rule("card_used", { effects: [effect("edit_joker", { target: "random", edition: "e_holo" })] })] },
    setup: { jokers: ["j_greedy_joker"] }, steps: [{ activate: true }], probes: FIRST, expect: { probes: { edition: "e_holo" } },
  }),
  scenario({
    entry: "edit_joker", name: "a played hand makes this joker Eternal",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("edit_joker", { target: "self", sticker: "eternal" })] })] },
    steps: [{ play: ["H_5", "S_5"] }], probes: FIRST, expect: { probes: { eternal: true } },
  }),
  scenario({
    entry: "edit_joker", name: "scoring the modified card takes the edition off a Foil joker",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("edit_joker", { target: "first", edition: "remove" })] })] },
    setup: { jokers: [{ key: "j_greedy_joker", edition: "e_foil" }] }, steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], probes: FIRST, expect: { probes: { edition: "none" } },
  }),
  scenario({
    entry: "edit_joker", name: "only a joker without an edition is picked: the Foil one stays Foil, the other becomes Negative",
    subject: { type: "consumable", rules: [rule("card_used", { effects: [effect("edit_joker", { target: "editionless", edition: "e_negative" })] })] },
    setup: { jokers: [{ key: "j_greedy_joker", edition: "e_foil" }, "j_joker"] }, steps: [{ activate: true }],
    probes: { ...FIRST, second: "G.jokers.cards[2].edition and G.jokers.cards[2].edition.key" }, expect: { probes: { edition: "e_foil", second: "e_negative" } },
  }),
  scenario({
    entry: "edit_joker", name: "a consumable for a joker without an edition cannot be used when every joker has one",
    subject: { type: "consumable", rules: [rule("card_used", { effects: [effect("edit_joker", { target: "editionless", edition: "e_negative" })] })] },
    setup: { jokers: [{ key: "j_greedy_joker", edition: "e_foil" }] }, steps: [{ canUse: {} }], expect: { canUse: false },
  }),
  scenario({
    entry: "edit_joker", name: "Hex style: the one plain joker becomes Polychrome, the other jokers go but the Eternal one stays",
    subject: { type: "consumable", rules: [rule("card_used", { effects: [effect("edit_joker", { target: "editionless", edition: "e_polychrome", others: "destroy" })] })] },
    setup: { jokers: [{ key: "j_greedy_joker", edition: "e_foil" }, "j_joker", { key: "j_egg", edition: "e_holo", stickers: ["eternal"] }] }, steps: [{ activate: true }],
    probes: { left: "(function() local t = {} for _, j in ipairs(G.jokers.cards) do t[#t + 1] = j.config.center.key .. '/' .. (j.edition and j.edition.key or '') end return table.concat(t, ',') end)()" },
    expect: { canUse: true, probes: { left: "j_joker/e_polychrome,j_egg/e_holo" } },
  }),
];
