import { build, scenario } from "../scenario";

const { rule, effect } = build;

export default [
  scenario({
    entry: "redeem_voucher", name: "entering the shop redeems Clearance Sale for free",
    subject: { type: "joker", rules: [rule("shop_entered", { effects: [effect("redeem_voucher", { voucher_type: "specific", specific_voucher: "v_clearance_sale" })] })] },
    setup: { dollars: 10 },
    steps: [{ shop: "enter" }], expect: { vouchers: ["v_clearance_sale"], dollars: 10 },
  }),
  scenario({
    entry: "redeem_voucher", name: "opening a pack redeems Grabber, and the pack stays open (the redeem does not leave the game in its voucher state)",
    subject: { type: "joker", rules: [rule("booster_opened", { effects: [effect("redeem_voucher", { voucher_type: "specific", specific_voucher: "v_grabber" })] })] },
    steps: [{ openBooster: "p_arcana_normal_1" }],
    probes: { pack_open: "SCENARIO_SUBJECT.pack_state == G.STATES.SMODS_BOOSTER_OPENED" },
    expect: { vouchers: ["v_grabber"], probes: { pack_open: true } },
  }),
  scenario({
    entry: "redeem_voucher", name: "used, redeemed or chosen as the deck: Grabber is redeemed",
    subject: { type: ["consumable", "deck"], rules: [rule("card_used", { effects: [effect("redeem_voucher", { voucher_type: "specific", specific_voucher: "grabber" })] })] },
    steps: [{ activate: true }], expect: { vouchers: ["v_grabber"] },
  }),
  scenario({
    entry: "redeem_voucher", name: "a voucher redeemed also redeems the next voucher the shop would offer",
    subject: { type: "voucher", rules: [rule("card_used", { effects: [effect("redeem_voucher", { voucher_type: "random" })] })] },
    // the shop's pick is a seeded roll over the voucher pool: exactly one game voucher is redeemed,
    // and one the shop may offer now (no voucher it requires is missing)
    steps: [{ activate: true }],
    probes: {
      game_vouchers: "(function() local n = 0 for k in pairs(G.GAME.used_vouchers) do if G.P_CENTERS[k] and G.P_CENTERS[k].vanilla then n = n + 1 end end return n end)()",
      first_tier: "(function() for k in pairs(G.GAME.used_vouchers) do local c = G.P_CENTERS[k] if c and c.vanilla then return not (c.requires and #c.requires > 0) end end return false end)()",
    },
    expect: { probes: { game_vouchers: 1, first_tier: true } },
  }),
];
