// Scenarios for the triggers of the run's moments (shop, blinds, boosters, selling and buying,
// ante, game over) on the item types that use them: a rule on the trigger turns a flag on, so the
// flag is on only when the moment fired the rule.
import { build, scenario, type ScenarioStep } from "../scenario";

const { rule, effect } = build;
type Moment = { trigger: string; name: string; steps: ScenarioStep[]; jokers?: string[] };
/** Lua finding the Joker (j_joker) among the jokers, then running `then_`. */
const withJoker = (then_: string) => `for _, j in ipairs(G.jokers.cards) do if j.config.center.key == "j_joker" then ${then_} end end`;
const flagged = (trigger: string) => [rule(trigger, { effects: [effect("emit_flag", { flag_name: "fired", change: "true" })] })];

const moment = (types: ("joker" | "voucher" | "deck")[], m: Moment) => scenario({
  entry: m.trigger, name: m.name,
  subject: { type: types, rules: flagged(m.trigger) },
  setup: m.jokers ? { jokers: m.jokers } : {},
  // a voucher acts once redeemed; a deck was applied at the start of the run
  steps: [...(types.includes("voucher") ? [{ activate: true } as ScenarioStep] : []), ...m.steps],
  expect: { flags: { sc_fired: true } },
});

/** A rule on `trigger` adds 1 to a variable: how many times the steps fired it. */
const counted = (trigger: string, name: string, steps: ScenarioStep[], times: number, jokers?: string[]) => scenario({
  entry: trigger, name,
  subject: { type: "joker", variables: [build.variable("fired", "number", 0)], rules: [rule(trigger, { effects: [effect("modify_internal_variable", { variable_name: "fired", operation: "increment", value: 1 })] })] },
  setup: jokers ? { jokers } : {},
  steps, expect: { vars: { fired: times } },
});

export default [
  moment(["joker"], { trigger: "first_hand_drawn", name: "the round's first hand is drawn", steps: [{ selectBlind: true }, { context: { first_hand_drawn: true } }] }),
  moment(["joker"], { trigger: "playing_card_added", name: "a playing card is added to the deck", steps: [{ context: { playing_card_added: true, cards: [] } }] }),
  moment(["joker"], { trigger: "joker_triggered", name: "another joker (Joker, +4 Mult) triggers (Steamodded's post_trigger)", jokers: ["j_joker"],
    steps: [{ lua: withJoker("require(\"calc\").calculate_context({ post_trigger = true, other_card = j, cardarea = G.jokers, other_context = { joker_main = true }, other_ret = { jokers = { mult = 4 } } })") }] }),
  moment(["joker"], { trigger: "blind_skipped", name: "a blind is skipped (joker)", steps: [{ skipBlind: true }] }),
  moment(["voucher"], { trigger: "blind_skipped", name: "a blind is skipped (redeemed voucher)", steps: [{ skipBlind: true }] }),
  moment(["deck"], { trigger: "blind_skipped", name: "a blind is skipped (deck)", steps: [{ skipBlind: true }] }),
  moment(["joker", "deck"], { trigger: "blind_disabled", name: "The Hook is disabled", steps: [{ selectBlind: "bl_hook" }, { lua: "G.GAME.blind:disable()" }] }),
  moment(["voucher"], { trigger: "blind_disabled", name: "The Hook is disabled (redeemed voucher)", steps: [{ selectBlind: "bl_hook" }, { lua: "G.GAME.blind:disable()" }] }),
  moment(["voucher"], { trigger: "boss_defeated", name: "The Hook is beaten (redeemed voucher)", steps: [{ selectBlind: "bl_hook" }, { endRound: true }] }),
  moment(["joker", "deck"], { trigger: "booster_skipped", name: "an opened booster is skipped", steps: [{ openBooster: "p_arcana_normal_1" }, { context: { skipping_booster: true } }] }),
  moment(["voucher"], { trigger: "booster_skipped", name: "an opened booster is skipped (redeemed voucher)", steps: [{ openBooster: "p_arcana_normal_1" }, { context: { skipping_booster: true } }] }),
  moment(["joker"], { trigger: "booster_exited", name: "an opened booster is left", steps: [{ openBooster: "p_arcana_normal_1" }, { context: { ending_booster: true } }] }),
  moment(["deck"], { trigger: "shop_entered", name: "the shop is entered (deck)", steps: [{ shop: "enter" }] }),
  moment(["voucher"], { trigger: "shop_entered", name: "the shop is entered (redeemed voucher)", steps: [{ shop: "enter" }] }),
  moment(["deck"], { trigger: "shop_exited", name: "the shop is left (deck)", steps: [{ shop: "enter" }, { shop: "exit" }] }),
  moment(["voucher"], { trigger: "shop_exited", name: "the shop is left (redeemed voucher)", steps: [{ shop: "enter" }, { shop: "exit" }] }),
  moment(["joker"], { trigger: "selling_self", name: "the joker itself is sold", steps: [{ sell: "self" }] }),
  moment(["joker"], { trigger: "card_sold", name: "another joker (Joker) is sold", jokers: ["j_joker"], steps: [{ lua: withJoker("require(\"calc\").sell(j)") }] }),
  moment(["joker"], { trigger: "buying_self", name: "the joker itself is bought", steps: [{ context: { buying_card: true, buying_self: true } }] }),
  moment(["joker"], { trigger: "player_action", name: "the player rerolls the shop", steps: [{ shop: "enter" }, { shop: "reroll" }] }),
  moment(["joker"], { trigger: "card_bought", name: "a joker (Joker) is bought", steps: [{ shop: "enter" }, { buy: "j_joker" }] }),
  moment(["joker"], { trigger: "shop_reroll", name: "the shop is rerolled", steps: [{ shop: "enter" }, { shop: "reroll" }] }),
  moment(["joker"], { trigger: "game_over", name: "the run is lost", steps: [{ selectBlind: true }, { endRound: true, gameOver: true }] }),
  moment(["joker"], { trigger: "ante_start", name: "a new ante starts", steps: [{ lua: "ease_ante(1)" }] }),
  // Steamodded sends a purchase to every joker, the bought one too (buying_self first, then
  // buying_card), and scores every joker against every joker, itself too (other_joker)
  counted("card_bought", "bought itself, then a Joker: only the Joker counts", [{ shop: "enter" }, { buy: "self" }, { buy: "j_joker" }], 1),
  counted("player_action", "bought itself: one action, counted once", [{ buy: "self" }], 1),
  counted("joker_evaluated", "a hand with one other joker (Joker): once, not for itself", [{ play: ["H_5", "S_5"] }], 1, ["j_joker"]),
];
