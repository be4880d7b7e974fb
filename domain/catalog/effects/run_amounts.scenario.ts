import type { RuleObjectType } from "../types";
import { build, scenario, type Observations, type Scenario, type ScenarioSetup, type ScenarioStep } from "../scenario";

const { rule, effect } = build;

// A fresh run: 4 hands, 3 discards, 8 cards in hand, 5 Joker slots, 2 consumable slots, a shop of
// 2 cards, 1 voucher and 2 boosters, win at ante 8, play and discard up to 5 cards.

/** How the item type reaches the effect: the rule's trigger and the steps that fire it. */
const SCORED = { trigger: "card_scored", steps: [{ play: [{ card: "H_5", self: true }] }] as ScenarioStep[], how: "when the card scores" };
const HOW: Record<RuleObjectType, { trigger: string; steps: ScenarioStep[]; how: string }> = {
  joker: { trigger: "passive", steps: [], how: "while the joker is owned" },
  consumable: { trigger: "card_used", steps: [{ use: {} }], how: "when the consumable is used" },
  voucher: { trigger: "card_used", steps: [{ redeem: true }], how: "when the voucher is redeemed" },
  deck: { trigger: "card_used", steps: [], how: "from the start of a run with the deck" },
  enhancement: SCORED,
  seal: SCORED,
  edition: SCORED,
};
const CARDS: RuleObjectType[] = ["enhancement", "seal", "edition"];
const OTHERS: RuleObjectType[] = ["consumable", "voucher", "deck"];

/** Scenarios for item types that observe the same numbers: one per way of reaching the effect. */
function on(types: RuleObjectType[], entry: string, params: Record<string, unknown>, what: string, expect: Partial<Observations>, more: { probes?: Record<string, string>; setup?: ScenarioSetup } = {}): Scenario[] {
  const groups = new Map<(typeof HOW)[RuleObjectType], RuleObjectType[]>();
  for (const type of types) groups.set(HOW[type], [...(groups.get(HOW[type]) ?? []), type]);
  return [...groups].map(([how, group]) => scenario({
    entry, name: `${what} ${how.how}`,
    subject: { type: group, rules: [rule(how.trigger, { effects: [effect(entry, params)] })] },
    setup: more.setup, steps: how.steps, probes: more.probes, expect,
  }));
}

/** The joker's always-on change is undone when it is sold. */
function undone(entry: string, params: Record<string, unknown>, what: string, expect: Partial<Observations>, probes?: Record<string, string>): Scenario {
  return scenario({
    entry, name: `${what}: undone when the joker is sold`,
    subject: { type: "joker", rules: [rule("passive", { effects: [effect(entry, params)] })] },
    steps: [{ sell: "self" }], probes, expect,
  });
}

const PLUS1 = { operation: "add", value: 1 };

export default [
  // Hands: every round's count and this round's; a played hand uses one.
  ...on(["joker"], "edit_hands", PLUS1, "+1 hand", { hands: 5, handsLeft: 5 }),
  undone("edit_hands", PLUS1, "+1 hand", { hands: 4, handsLeft: 4 }),
  ...on(OTHERS, "edit_hands", { operation: "add", value: 2 }, "+2 hands", { hands: 6, handsLeft: 6 }),
  ...on(CARDS, "edit_hands", PLUS1, "+1 hand (one of 4 played)", { hands: 5, handsLeft: 4 }),
  ...on(["consumable"], "edit_hands", { operation: "set", value: 1, duration: "round" }, "hands left this round set to 1", { hands: 4, handsLeft: 1 }),
  ...on(["voucher"], "edit_hands", { operation: "subtract", value: 1 }, "-1 hand", { hands: 3, handsLeft: 3 }),

  ...on(["joker"], "edit_discards", PLUS1, "+1 discard", { discards: 4, discardsLeft: 4 }),
  undone("edit_discards", { operation: "set", value: 0 }, "no discards", { discards: 3, discardsLeft: 3 }),
  ...on(OTHERS, "edit_discards", { operation: "set", value: 5 }, "5 discards", { discards: 5, discardsLeft: 5 }),
  ...on(CARDS, "edit_discards", { operation: "add", value: 1, duration: "round" }, "+1 discard this round", { discards: 3, discardsLeft: 4 }),

  ...on(["joker"], "edit_hand_size", PLUS1, "+1 hand size", { handSize: 9 }),
  undone("edit_hand_size", { operation: "add", value: 2 }, "+2 hand size", { handSize: 8 }),
  ...on(OTHERS, "edit_hand_size", PLUS1, "+1 hand size (Paint Brush)", { handSize: 9 }),
  ...on(CARDS, "edit_hand_size", { operation: "subtract", value: 1 }, "-1 hand size", { handSize: 7 }),

  ...on(["joker"], "edit_play_size", PLUS1, "6 cards may be played", { probes: { play: 6 } }, { probes: { play: "G.GAME.starting_params.play_limit" } }),
  undone("edit_play_size", PLUS1, "6 cards may be played", { probes: { play: 5 } }, { play: "G.GAME.starting_params.play_limit" }),
  ...on([...OTHERS, ...CARDS], "edit_play_size", { operation: "set", value: 3 }, "3 cards may be played", { probes: { play: 3 } }, { probes: { play: "G.GAME.starting_params.play_limit" } }),

  ...on(["joker"], "edit_discard_size", PLUS1, "6 cards may be discarded", { probes: { discard: 6 } }, { probes: { discard: "G.GAME.starting_params.discard_limit" } }),
  ...on([...OTHERS, ...CARDS], "edit_discard_size", { operation: "add", value: 2 }, "7 cards may be discarded", { probes: { discard: 7 } }, { probes: { discard: "G.GAME.starting_params.discard_limit" } }),

  ...on(["joker"], "edit_joker_slots", PLUS1, "+1 Joker slot", { jokerSlots: 6 }),
  undone("edit_joker_slots", PLUS1, "+1 Joker slot", { jokerSlots: 5 }),
  ...on([...OTHERS, ...CARDS], "edit_joker_slots", { operation: "add", value: 2 }, "+2 Joker slots (Antimatter)", { jokerSlots: 7 }),

  ...on(["joker"], "edit_joker_size", PLUS1, "2 jokers selectable", { probes: { selectable: 2 } }, { probes: { selectable: "G.jokers.config.highlighted_limit" } }),
  ...on([...OTHERS, ...CARDS], "edit_joker_size", { operation: "set", value: 3 }, "3 jokers selectable", { probes: { selectable: 3 } }, { probes: { selectable: "G.jokers.config.highlighted_limit" } }),

  ...on(["joker"], "edit_consumable_slots", PLUS1, "+1 consumable slot", { consumableSlots: 3 }),
  undone("edit_consumable_slots", PLUS1, "+1 consumable slot", { consumableSlots: 2 }),
  ...on([...OTHERS, ...CARDS], "edit_consumable_slots", PLUS1, "+1 consumable slot (Crystal Ball)", { consumableSlots: 3 }),

  ...on(["joker"], "edit_shop_slots", PLUS1, "3 shop card slots", { probes: { slots: 3 } }, { probes: { slots: "G.GAME.shop.joker_max" } }),
  undone("edit_shop_slots", PLUS1, "3 shop card slots", { probes: { slots: 2 } }, { slots: "G.GAME.shop.joker_max" }),
  ...on([...OTHERS, ...CARDS], "edit_shop_slots", { operation: "set", value: 4 }, "4 shop card slots (Overstock Plus)", { probes: { slots: 4 } }, { probes: { slots: "G.GAME.shop.joker_max" } }),

  ...on(["joker"], "edit_voucher_slots", PLUS1, "2 vouchers in the shop", { probes: { extra: 1 } }, { probes: { extra: "G.GAME.modifiers.extra_vouchers" } }),
  ...on([...OTHERS, ...CARDS], "edit_voucher_slots", { operation: "set", value: 3 }, "3 vouchers in the shop", { probes: { extra: 2 } }, { probes: { extra: "G.GAME.modifiers.extra_vouchers" } }),

  ...on(["joker"], "edit_booster_slots", PLUS1, "3 boosters in the shop", { probes: { extra: 1 } }, { probes: { extra: "G.GAME.modifiers.extra_boosters" } }),
  ...on([...OTHERS, ...CARDS], "edit_booster_slots", { operation: "subtract", value: 1 }, "1 booster in the shop", { probes: { extra: -1 } }, { probes: { extra: "G.GAME.modifiers.extra_boosters" } }),

  ...on(["joker"], "edit_win_ante", PLUS1, "the run is won at ante 9", { probes: { win: 9 } }, { probes: { win: "G.GAME.win_ante" } }),
  undone("edit_win_ante", { operation: "set", value: 12 }, "winning ante 12", { probes: { win: 8 } }, { win: "G.GAME.win_ante" }),
  ...on([...OTHERS, ...CARDS], "edit_win_ante", { operation: "set", value: 10 }, "the run is won at ante 10", { probes: { win: 10 } }, { probes: { win: "G.GAME.win_ante" } }),

  ...on(["joker"], "edit_booster_packs", PLUS1, "every pack holds 1 more card", { probes: { size: 1 } }, { probes: { size: "G.GAME.modifiers.booster_size_mod" } }),
  ...on([...OTHERS, ...CARDS], "edit_booster_packs", { selected_type: "choice", operation: "add", value: 1 }, "1 more pick in every pack", { probes: { choice: 1 } }, { probes: { choice: "G.GAME.modifiers.booster_choice_mod" } }),
  // A Buffoon pack (2 cards, pick 1) then holds 3 cards, pick 2.
  scenario({
    entry: "edit_booster_packs", name: "with +1 card and +1 pick, a Buffoon Pack offers 3 jokers and 2 picks",
    subject: { type: "voucher", rules: [rule("card_used", { effects: [effect("edit_booster_packs", { selected_type: "size", operation: "add", value: 1 }), effect("edit_booster_packs", { selected_type: "choice", operation: "add", value: 1 })] })] },
    steps: [{ redeem: true }, { openBooster: "p_buffoon_normal_1" }],
    probes: { size: "G.GAME.pack_size", choices: "G.GAME.pack_choices" },
    expect: { probes: { size: 3, choices: 2 } },
  }),
];
