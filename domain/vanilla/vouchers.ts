// Behaviour of the vanilla vouchers (keys as in facts/vouchers.json). Changes of the run's counts
// (shop slots, hand size, Joker and consumable slots, hands, discards, ante, reroll price) are our
// model's redeem effects, mapped from the facts in items.ts; the vouchers that set a rate, a price
// cut or the interest cap carry the change as their own redeem effects or as a rule run when
// redeemed. A tier-2 voucher is always redeemed after its tier 1, so its checks start from the
// state its tier 1 left. The base run: $4, 4 hands, 3 discards, 5 Joker slots, 2 consumable slots,
// hand size 8, 2 shop slots, reroll $5, interest cap $25 ($5 of interest), ante 1.
import { build } from "../catalog/scenario";
import type { VanillaBehaviour, VanillaCheck } from "./types";

const { rule, effect } = build;

const redeem = [{ activate: true as const }];
/** One check: redeem it (after an optional Lua set-up) and compare. */
const onRedeem = (name: string, expect: VanillaCheck["expect"], more: Partial<VanillaCheck> = {}): VanillaCheck => ({ name, steps: redeem, expect, ...more });
/** The price of a fresh Blueprint (base cost $10) in the shop. */
const BLUEPRINT_COST = { cost: "Card(0, 0, G.CARD_W, G.CARD_H, nil, G.P_CENTERS.j_blueprint).cost" };

const BASE_COUNTS = { dollars: 4, hands: 4, discards: 3, jokerSlots: 5, consumableSlots: 2, handSize: 8, ante: 1 };

/** Items the game makes work by reading its own voucher key, which no rule or field of ours can stand for. */
const READ_BY_KEY = (what: string) =>
  `${what}; the game does it in its own code by checking G.GAME.used_vouchers for the vanilla key, and no catalog effect or model field stands for it (nor does the harness model it), so a copy under another key has nothing to observe`;

export const vouchersBehaviours: VanillaBehaviour[] = [
  {
    key: "v_overstock_norm",
    description: "{C:attention}+1{} card slot in the shop",
    checks: [onRedeem("3 shop slots", {}, { probes: { slots: "G.GAME.shop.joker_max" }, expect: { probes: { slots: 3 } } })],
  },
  {
    key: "v_overstock_plus",
    description: "{C:attention}+1{} card slot in the shop",
    // after Overstock: 3 slots, now 4
    checks: [onRedeem("4 shop slots", {}, { setup: { lua: "G.GAME.shop.joker_max = 3" }, probes: { slots: "G.GAME.shop.joker_max" }, expect: { probes: { slots: 4 } } })],
  },
  {
    key: "v_clearance_sale",
    description: "Everything in the shop is {C:attention}25%{} off",
    fields: { redeemEffects: [{ kind: "discount_percent", amount: 25 }] },
    // a $10 Blueprint: floor((10 + 0.5) x 0.75) = 7
    checks: [onRedeem("25% off", {}, { probes: { percent: "G.GAME.discount_percent", ...BLUEPRINT_COST }, expect: { probes: { percent: 25, cost: 7 } } })],
  },
  {
    key: "v_liquidation",
    description: "Everything in the shop is {C:attention}50%{} off",
    // after Clearance Sale's 25%: 25 more makes the game's 50%
    fields: { redeemEffects: [{ kind: "discount_percent", amount: 25 }] },
    // a $10 Blueprint: floor((10 + 0.5) x 0.5) = 5
    checks: [onRedeem("50% off", {}, { setup: { lua: "G.GAME.discount_percent = 25" }, probes: { percent: "G.GAME.discount_percent", ...BLUEPRINT_COST }, expect: { probes: { percent: 50, cost: 5 } } })],
  },
  {
    key: "v_hone",
    description: "{C:dark_edition}Foil{}, {C:dark_edition}Holographic{} and {C:dark_edition}Polychrome{}\ncards appear {C:attention}2X{} more often",
    fields: { redeemEffects: [{ kind: "edition_rate", amount: 2 }] },
    checks: [onRedeem("edition rate 2", {}, { probes: { rate: "G.GAME.edition_rate" }, expect: { probes: { rate: 2 } } })],
  },
  {
    key: "v_glow_up",
    description: "{C:dark_edition}Foil{}, {C:dark_edition}Holographic{} and {C:dark_edition}Polychrome{}\ncards appear {C:attention}4X{} more often",
    // after Hone's 2: twice that is the game's 4
    fields: { redeemEffects: [{ kind: "edition_rate", amount: 2 }] },
    checks: [onRedeem("edition rate 4", {}, { setup: { lua: "G.GAME.edition_rate = 2" }, probes: { rate: "G.GAME.edition_rate" }, expect: { probes: { rate: 4 } } })],
  },
  {
    key: "v_reroll_surplus",
    description: "Rerolls cost {C:money}$2{} less",
    checks: [onRedeem("reroll $3", {}, { probes: { base: "G.GAME.round_resets.reroll_cost", now: "G.GAME.current_round.reroll_cost" }, expect: { probes: { base: 3, now: 3 } } })],
  },
  {
    key: "v_reroll_glut",
    description: "Rerolls cost {C:money}$2{} less",
    // after Reroll Surplus: $3, now $1
    checks: [onRedeem("reroll $1", {}, {
      setup: { lua: "G.GAME.round_resets.reroll_cost = 3 G.GAME.current_round.reroll_cost = 3" },
      probes: { base: "G.GAME.round_resets.reroll_cost", now: "G.GAME.current_round.reroll_cost" }, expect: { probes: { base: 1, now: 1 } },
    })],
  },
  {
    key: "v_crystal_ball",
    description: "{C:attention}+1{} consumable slot",
    checks: [onRedeem("3 consumable slots", { ...BASE_COUNTS, consumableSlots: 3 })],
  },
  {
    key: "v_omen_globe",
    description: "{C:spectral}Spectral{} cards may appear in\nany of the {C:attention}Arcana Packs{}",
    unverifiable: READ_BY_KEY("Spectral cards in Arcana Packs (20% each)"),
    checks: [],
  },
  {
    key: "v_telescope",
    description: "{C:attention}Celestial Packs{} always hold the {C:planet}Planet{}\ncard of your most played {C:attention}poker hand{}",
    unverifiable: READ_BY_KEY("the first card of a Celestial Pack is the most played hand's Planet"),
    checks: [],
  },
  {
    key: "v_observatory",
    description: "{C:planet}Planet{} cards in your {C:attention}consumable{} area give\n{X:red,C:white} X1.5 {} Mult for their {C:attention}poker hand{}",
    unverifiable: READ_BY_KEY("held Planet cards give X1.5 Mult for their hand (the catalog also has no hand-scoring trigger for vouchers)"),
    checks: [],
  },
  {
    key: "v_grabber",
    description: "Permanently gain {C:blue}+1{} hand per round",
    checks: [onRedeem("5 hands", { ...BASE_COUNTS, hands: 5 })],
  },
  {
    key: "v_nacho_tong",
    description: "Permanently gain {C:blue}+1{} hand per round",
    // after Grabber: 5 hands, now 6
    checks: [onRedeem("6 hands", { hands: 6, discards: 3 }, { setup: { hands: 5 } })],
  },
  {
    key: "v_wasteful",
    description: "Permanently gain {C:red}+1{} discard each round",
    checks: [onRedeem("4 discards", { ...BASE_COUNTS, discards: 4 })],
  },
  {
    key: "v_recyclomancy",
    description: "Permanently gain {C:red}+1{} discard each round",
    // after Wasteful: 4 discards, now 5
    checks: [onRedeem("5 discards", { discards: 5, hands: 4 }, { setup: { discards: 4 } })],
  },
  {
    key: "v_tarot_merchant",
    description: "{C:tarot}Tarot{} cards appear {C:attention}2X{}\nmore frequently in the shop",
    // the game's Tarot rate 4 becomes 4 x 2.4 = 9.6
    rules: [rule("card_used", { effects: [effect("edit_item_weight", { key: "tarot", operation: "set", value: 9.6 })] })],
    checks: [onRedeem("Tarot rate 9.6", {}, { probes: { rate: "G.GAME.tarot_rate", planets: "G.GAME.planet_rate" }, expect: { probes: { rate: 9.6, planets: 4 } } })],
  },
  {
    key: "v_tarot_tycoon",
    description: "{C:tarot}Tarot{} cards appear {C:attention}4X{}\nmore frequently in the shop",
    // 4 x 8 = 32
    rules: [rule("card_used", { effects: [effect("edit_item_weight", { key: "tarot", operation: "set", value: 32 })] })],
    checks: [onRedeem("Tarot rate 32", {}, { setup: { lua: "G.GAME.tarot_rate = 9.6" }, probes: { rate: "G.GAME.tarot_rate" }, expect: { probes: { rate: 32 } } })],
  },
  {
    key: "v_planet_merchant",
    description: "{C:planet}Planet{} cards appear {C:attention}2X{}\nmore frequently in the shop",
    rules: [rule("card_used", { effects: [effect("edit_item_weight", { key: "planet", operation: "set", value: 9.6 })] })],
    checks: [onRedeem("Planet rate 9.6", {}, { probes: { rate: "G.GAME.planet_rate", tarots: "G.GAME.tarot_rate" }, expect: { probes: { rate: 9.6, tarots: 4 } } })],
  },
  {
    key: "v_planet_tycoon",
    description: "{C:planet}Planet{} cards appear {C:attention}4X{}\nmore frequently in the shop",
    rules: [rule("card_used", { effects: [effect("edit_item_weight", { key: "planet", operation: "set", value: 32 })] })],
    checks: [onRedeem("Planet rate 32", {}, { setup: { lua: "G.GAME.planet_rate = 9.6" }, probes: { rate: "G.GAME.planet_rate" }, expect: { probes: { rate: 32 } } })],
  },
  {
    key: "v_seed_money",
    description: "Raise the cap on interest\nearned in each round to {C:money}$10{}",
    rules: [rule("card_used", { effects: [effect("edit_interest_cap", { operation: "set", value: 10 })] })],
    checks: [
      onRedeem("cap $50", {}, { probes: { cap: "G.GAME.interest_cap" }, expect: { probes: { cap: 50 } } }),
      // $100 held: the Small Blind's $3, 4 hands x $1, interest min(100 / 5, 10) = $10
      { name: "cash-out with $100", setup: { dollars: 100 }, steps: [{ activate: true }, { cashOut: true }], expect: { dollars: 117 } },
    ],
  },
  {
    key: "v_money_tree",
    description: "Raise the cap on interest\nearned in each round to {C:money}$20{}",
    rules: [rule("card_used", { effects: [effect("edit_interest_cap", { operation: "set", value: 20 })] })],
    checks: [
      onRedeem("cap $100", {}, { setup: { lua: "G.GAME.interest_cap = 50" }, probes: { cap: "G.GAME.interest_cap" }, expect: { probes: { cap: 100 } } }),
      // $100 held: $3 + 4 x $1 + interest min(100 / 5, 20) = $20
      { name: "cash-out with $100", setup: { dollars: 100 }, steps: [{ activate: true }, { cashOut: true }], expect: { dollars: 127 } },
    ],
  },
  {
    key: "v_blank",
    description: "{C:inactive}Does nothing?{}",
    checks: [onRedeem("nothing changes", BASE_COUNTS, { probes: { slots: "G.GAME.shop.joker_max" }, expect: { ...BASE_COUNTS, probes: { slots: 2 } } })],
  },
  {
    key: "v_antimatter",
    description: "{C:dark_edition}+1{} Joker slot",
    checks: [onRedeem("6 Joker slots", { ...BASE_COUNTS, jokerSlots: 6 })],
  },
  {
    key: "v_magic_trick",
    description: "{C:attention}Playing cards{} can be\npurchased from the {C:attention}shop{}",
    // the game's playing card rate 0 becomes 4
    rules: [rule("card_used", { effects: [effect("edit_item_weight", { key: "playing_card", operation: "set", value: 4 })] })],
    checks: [onRedeem("playing card rate 4", {}, { probes: { rate: "G.GAME.playing_card_rate" }, expect: { probes: { rate: 4 } } })],
  },
  {
    key: "v_illusion",
    description: "{C:attention}Playing cards{} in the shop may have\nan {C:enhanced}Enhancement{}, {C:dark_edition}Edition{} or {C:attention}Seal{}",
    unverifiable: READ_BY_KEY("shop playing cards may be enhanced, editioned or sealed"),
    checks: [],
  },
  {
    key: "v_hieroglyph",
    description: "{C:attention}-1{} Ante\n{C:blue}-1{} hand each round",
    checks: [onRedeem("ante 0, 3 hands", { ...BASE_COUNTS, ante: 0, hands: 3 })],
  },
  {
    key: "v_petroglyph",
    description: "{C:attention}-1{} Ante\n{C:red}-1{} discard each round",
    // after Hieroglyph: ante 1 again (a new ante reached), 3 hands
    checks: [onRedeem("ante 1, 2 discards", { ante: 1, hands: 3, discards: 2 }, { setup: { ante: 2, hands: 3 } })],
  },
  {
    key: "v_directors_cut",
    description: "Reroll the Boss Blind {C:attention}1{} time per Ante,\n{C:money}$10{} per roll",
    unverifiable: READ_BY_KEY("a Boss Blind reroll button once per ante for $10 (the harness has no blind-select screen either)"),
    checks: [],
  },
  {
    key: "v_retcon",
    description: "Reroll the Boss Blind {C:attention}unlimited{} times,\n{C:money}$10{} per roll",
    unverifiable: READ_BY_KEY("unlimited Boss Blind rerolls for $10 each (the harness has no blind-select screen either)"),
    checks: [],
  },
  {
    key: "v_paint_brush",
    description: "{C:attention}+1{} hand size",
    checks: [onRedeem("hand size 9", { ...BASE_COUNTS, handSize: 9 })],
  },
  {
    key: "v_palette",
    description: "{C:attention}+1{} hand size",
    // after Paint Brush: 9, now 10
    checks: [onRedeem("hand size 10", { handSize: 10 }, { setup: { handSize: 9 } })],
  },
];
