import { build, scenario } from "../scenario";

const { rule, effect } = build;
// with every Common joker but Greedy Joker banned, a new Common joker is Greedy Joker unless it is banned too
const ONLY_GREEDY = "for _, c in ipairs(G.P_CENTER_POOLS.Joker) do if c.key ~= 'j_greedy_joker' then G.GAME.banned_keys[c.key] = true end end";
const NEXT = { next: "SMODS.create_card({ set = 'Joker', rarity = 'Common' }).config.center.key", banned: "G.GAME.banned_keys.j_greedy_joker == true" };

export default [
  scenario({
    entry: "edit_card_appearance", name: "a played hand stops Greedy Joker appearing: the shop falls back to Joker",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("edit_card_appearance", { key: "greedy_joker", card_appearance: "disapper" })] })] },
    setup: { lua: ONLY_GREEDY },
    steps: [{ play: ["H_5", "S_5"] }], probes: NEXT, expect: { probes: { banned: true, next: "j_joker" } },
  }),
  scenario({
    entry: "edit_card_appearance", name: "scoring the modified card lets a banned joker appear again",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("edit_card_appearance", { key: "j_greedy_joker", card_appearance: "appear" })] })] },
    setup: { lua: `${ONLY_GREEDY}; G.GAME.banned_keys.j_greedy_joker = true` },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], probes: NEXT, expect: { probes: { banned: false, next: "j_greedy_joker" } },
  }),
  scenario({
    entry: "edit_card_appearance", name: "used, redeemed or chosen as the deck: Hieroglyph never appears",
    subject: { type: ["consumable", "voucher", "deck"], rules: [rule("card_used", { effects: [effect("edit_card_appearance", { key: "hieroglyph", card_appearance: "disappear" })] })] },
    steps: [{ activate: true }], probes: { banned: "G.GAME.banned_keys.v_hieroglyph == true" }, expect: { probes: { banned: true } },
  }),
];
