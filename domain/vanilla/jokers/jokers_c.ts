// Vanilla jokers 61 to 90 in the game's order: j_cavendish, j_card_sharp, j_red_card ... j_golden.
import { build } from "../../catalog/scenario";
import type { VanillaBehaviour } from "../types";

const { rule, effect, condition, chance, variable } = build;

/** Lua probes the checks share. */
const JOKER_COUNT = { count: "#G.jokers.cards" };
const CONSUMABLES = {
  count: "#G.consumeables.cards",
  sets: "(function() local t = {} for _, c in ipairs(G.consumeables.cards) do t[#t + 1] = c.ability.set end return table.concat(t, ',') end)()",
};
const GOLD_COUNT = "(function() local n = 0 for _, c in ipairs(G.playing_cards) do if c.config.center.key == 'm_gold' then n = n + 1 end end return n end)()";
/** The rarities of the jokers after the first (the subject), comma-separated. */
const OTHER_RARITIES = "(function() local t = {} for i = 2, #G.jokers.cards do t[#t + 1] = G.jokers.cards[i].config.center.rarity end return table.concat(t, ',') end)()";

export const jokers: VanillaBehaviour[] = [
  {
    key: "j_cavendish",
    fields: { appearFlags: "gros_michel_extinct" },
    description: "{X:mult,C:white} X3 {} Mult\n{C:green}#1# in #2#{} chance this\ncard is destroyed\nat end of round",
    rules: [
      rule("hand_played", { effects: [effect("apply_x_mult", { value: 3 })] }),
      rule("round_end", { blueprint: false, chances: [chance(1, 1000, [effect("destroy_joker", { selection_method: "self" })])] }),
    ],
    checks: [
      // a level-1 Pair of 5s: (10 + 5 + 5) chips x (2 x 3) Mult
      { name: "Pair of 5s", steps: [{ play: ["H_5", "S_5"] }], expect: { hand: "Pair", chips: 20, mult: 6, score: 120 } },
      { name: "the 1 in 1000 comes up: destroyed at the end of the round", setup: { chance: "always" }, steps: [{ endRound: true }], probes: JOKER_COUNT, expect: { probes: { count: 0 } } },
      { name: "the 1 in 1000 fails: still there", setup: { chance: "never" }, steps: [{ endRound: true }], probes: JOKER_COUNT, expect: { probes: { count: 1 } } },
      // it only appears once Gros Michel went extinct (the pool flag Gros Michel raises)
      { name: "not offered while Gros Michel lives", steps: [], probes: { offered: "G.jokers.cards[1].config.center:in_pool({ source = 'sho' })" }, expect: { probes: { offered: false } } },
      {
        name: "offered once Gros Michel is extinct",
        steps: [{ lua: "local prefix = G.jokers.cards[1].config.center.key:match('^j_([^_]+)_'); G.GAME.pool_flags[prefix .. '_gros_michel_extinct'] = true" }],
        probes: { offered: "G.jokers.cards[1].config.center:in_pool({ source = 'sho' })" }, expect: { probes: { offered: true } },
      },
    ],
  },
  {
    key: "j_card_sharp",
    description: "{X:mult,C:white} X3 {} Mult if played\n{C:attention}poker hand{} has already\nbeen played this round",
    rules: [rule("hand_played", { conditions: [condition("poker_hand_been_played")], effects: [effect("apply_x_mult", { value: 3 })] })],
    checks: [
      // second Pair of the round: (10 + 5 + 5) x (2 x 3) = 120
      { name: "a second Pair this round", steps: [{ play: ["H_5", "S_5"] }, { play: ["D_5", "C_5"] }], expect: { hand: "Pair", mult: 6, score: 120 } },
      // a Pair, then a first High Card (Ace): (5 + 11) x 1 = 16, no X3
      { name: "a first High Card after a Pair", steps: [{ play: ["H_5", "S_5"] }, { play: ["H_A"] }], expect: { hand: "High Card", chips: 16, mult: 1, score: 16 } },
    ],
  },
  {
    key: "j_red_card",
    description: "This Joker gains {C:mult}+3{} Mult\nwhen any {C:attention}Booster Pack{}\nis skipped\n{C:inactive}(Currently {C:mult}+#1#{C:inactive} Mult)",
    variables: [variable("mult", "number", 0)],
    rules: [
      rule("booster_skipped", { blueprint: false, effects: [effect("modify_internal_variable", { variable_name: "mult", operation: "increment", value: 3 })] }),
      rule("hand_played", { effects: [effect("add_mult", { value: "mult" })] }),
    ],
    checks: [
      // two packs skipped: +6 Mult; Pair of 5s: 20 x (2 + 6) = 160
      {
        name: "two Booster Packs skipped, then a Pair of 5s",
        steps: [{ openBooster: "p_arcana_normal_1" }, { context: { skipping_booster: true } }, { openBooster: "p_arcana_normal_1" }, { context: { skipping_booster: true } }, { play: ["H_5", "S_5"] }],
        expect: { mult: 8, score: 160, vars: { mult: 6 } },
      },
      { name: "no pack skipped: +0 Mult", steps: [{ play: ["H_5", "S_5"] }], expect: { mult: 2, score: 40 } },
    ],
  },
  {
    key: "j_madness",
    description: "When {C:attention}Small Blind{} or {C:attention}Big Blind{}\nis selected, gain {X:mult,C:white} X0.5 {} Mult\nand {C:attention}destroy{} a random Joker\n{C:inactive}(Currently {X:mult,C:white} X#1# {C:inactive} Mult)",
    variables: [variable("xmult", "number", 1)],
    rules: [
      rule("blind_selected", {
        blueprint: false,
        conditions: [condition("blind_type", { blind_type: "boss" }, { negate: true })],
        effects: [
          effect("modify_internal_variable", { variable_name: "xmult", operation: "increment", value: 0.5 }),
          effect("destroy_joker", { selection_method: "random" }),
        ],
      }),
      rule("hand_played", { effects: [effect("apply_x_mult", { value: "xmult" })] }),
    ],
    checks: [
      // a Small Blind: X1.5, the Joker beside it is destroyed; Pair of 5s: 20 x (2 x 1.5) = 60
      { name: "a Small Blind selected with the Joker", setup: { jokers: ["j_joker"] }, steps: [{ selectBlind: "bl_small" }, { play: ["H_5", "S_5"] }], probes: JOKER_COUNT, expect: { score: 60, vars: { xmult: 1.5 }, probes: { count: 1 } } },
      // Small then Big Blind: X2 (20 x 4 = 80); an Eternal Joker is spared
      {
        name: "Small and Big Blinds with an Eternal Joker", setup: { jokers: [{ key: "j_joker", stickers: ["eternal"] }] },
        steps: [{ selectBlind: "bl_small" }, { selectBlind: "bl_big" }, { play: ["H_5", "S_5"] }], probes: JOKER_COUNT, expect: { score: 80, vars: { xmult: 2 }, probes: { count: 2 } },
      },
      // a Boss Blind: nothing
      { name: "a Boss Blind selected", setup: { jokers: ["j_joker"] }, steps: [{ selectBlind: "bl_hook" }], probes: JOKER_COUNT, expect: { vars: { xmult: 1 }, probes: { count: 2 } } },
    ],
  },
  {
    key: "j_square",
    description: "This Joker gains {C:chips}+4{} Chips\nif played hand has\nexactly {C:attention}4{} cards\n{C:inactive}(Currently {C:chips}+#1#{C:inactive} Chips)",
    variables: [variable("chips", "number", 0)],
    rules: [
      rule("before_hand_played", {
        blueprint: false,
        conditions: [condition("hand_count", { card_scope: "all_played", operator: "equals", value: 4 })],
        effects: [effect("modify_internal_variable", { variable_name: "chips", operation: "increment", value: 4 })],
      }),
      rule("hand_played", { effects: [effect("add_chips", { value: "chips" })] }),
    ],
    checks: [
      // Two Pair of 5s and 6s (4 cards): (20 + 5 + 5 + 6 + 6 + 4) x 2 = 92, then again +8: (42 + 8) x 2 = 100
      { name: "a 4-card Two Pair", steps: [{ play: ["H_5", "S_5", "H_6", "S_6"] }], expect: { hand: "Two Pair", chips: 46, score: 92, vars: { chips: 4 } } },
      { name: "two 4-card hands", steps: [{ play: ["H_5", "S_5", "H_6", "S_6"] }, { play: ["D_5", "C_5", "D_6", "C_6"] }], expect: { chips: 50, score: 100, vars: { chips: 8 } } },
      // a 2-card Pair gains nothing: 20 x 2
      { name: "a 2-card Pair", steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, score: 40, vars: { chips: 0 } } },
    ],
  },
  {
    key: "j_seance",
    description: "If {C:attention}poker hand{} is a\n{C:attention}Straight Flush{}, create a\nrandom {C:spectral}Spectral{} card\n{C:inactive}(Must have room)",
    rules: [rule("hand_played", {
      conditions: [condition("hand_type", { operator: "contains", value: "Straight Flush" })],
      effects: [effect("create_consumable", { set: "Spectral", specific_card: "random" })],
    })],
    checks: [
      { name: "a Straight Flush", steps: [{ play: ["H_5", "H_6", "H_7", "H_8", "H_9"] }], probes: CONSUMABLES, expect: { hand: "Straight Flush", probes: { count: 1, sets: "Spectral" } } },
      { name: "a plain Straight", steps: [{ play: ["H_5", "S_6", "H_7", "H_8", "H_9"] }], probes: CONSUMABLES, expect: { hand: "Straight", probes: { count: 0, sets: "" } } },
      { name: "no room: two consumables held", setup: { consumables: ["c_fool", "c_fool"] }, steps: [{ play: ["H_5", "H_6", "H_7", "H_8", "H_9"] }], probes: CONSUMABLES, expect: { probes: { count: 2, sets: "Tarot,Tarot" } } },
    ],
  },
  {
    key: "j_riff_raff",
    description: "When {C:attention}Blind{} is selected,\ncreate {C:attention}2 {C:blue}Common{C:attention} Jokers\n{C:inactive}(Must have room)",
    rules: [rule("blind_selected", { effects: [
      effect("create_joker", { joker_type: "random", rarity: "Common" }),
      effect("create_joker", { joker_type: "random", rarity: "Common" }),
    ] })],
    checks: [
      { name: "a Blind selected with 4 free slots: 2 Commons", steps: [{ selectBlind: true }], probes: { ...JOKER_COUNT, rarities: OTHER_RARITIES }, expect: { probes: { count: 3, rarities: "1,1" } } },
      // 5 slots, Riff-Raff and 3 others: room for 1
      { name: "room for only one", setup: { jokers: ["j_joker", "j_joker", "j_joker"] }, steps: [{ selectBlind: true }], probes: JOKER_COUNT, expect: { probes: { count: 5 } } },
    ],
  },
  {
    key: "j_vampire",
    description: "This Joker gains {X:mult,C:white} X0.1 {} Mult\nper scoring {C:attention}Enhanced card{} played,\nremoves card {C:attention}Enhancement\n{C:inactive}(Currently {X:mult,C:white} X#1# {C:inactive} Mult)",
    variables: [variable("xmult", "number", 1)],
    rules: [
      rule("before_hand_played", {
        blueprint: false,
        effects: [effect("edit_scoring_cards", { filter: "enhanced", new_enhancement: "remove", variable_name: "xmult", per_card: 0.1 })],
      }),
      rule("hand_played", { effects: [effect("apply_x_mult", { value: "xmult" })] }),
    ],
    checks: [
      // a Mult 5 and a Bonus 5 are stripped before they score: 20 chips x (2 x 1.2) = 48
      {
        name: "a Pair of a Mult card and a Bonus card",
        steps: [{ play: [{ card: "H_5", enhancement: "m_mult" }, { card: "S_5", enhancement: "m_bonus" }] }],
        probes: { plain: "G.playing_cards[#G.playing_cards].config.center.key == 'c_base' and G.playing_cards[#G.playing_cards - 1].config.center.key == 'c_base'" },
        expect: { chips: 20, mult: 2.4, score: 48, vars: { xmult: 1.2 }, probes: { plain: true } },
      },
      // then a plain Pair: X1.2 stays, 20 x 2.4 = 48
      {
        name: "two Enhanced cards, then a plain Pair",
        steps: [{ play: [{ card: "H_5", enhancement: "m_mult" }, { card: "S_5", enhancement: "m_bonus" }] }, { play: ["D_6", "C_6"] }],
        expect: { chips: 22, score: 52, vars: { xmult: 1.2 } },
      },
      // the unscored Mult card (a kicker) is left alone: Pair of 5s, X1
      { name: "an Enhanced card that does not score", steps: [{ play: ["H_5", "S_5", { card: "D_9", enhancement: "m_mult" }] }], expect: { score: 40, vars: { xmult: 1 } } },
    ],
  },
  {
    key: "j_shortcut",
    description: "Allows {C:attention}Straights{} to be\nmade with gaps of {C:attention}1 rank\n{C:inactive}(ex: {C:attention}10 8 6 5 3{C:inactive})",
    rules: [rule("passive", { blueprint: false, effects: [effect("shortcut")] })],
    checks: [
      // 2 4 6 8 10: a level-1 Straight (30 + 2 + 4 + 6 + 8 + 10) x 4 = 240
      { name: "2 4 6 8 10 is a Straight", steps: [{ play: ["H_2", "S_4", "D_6", "C_8", "H_T"] }], expect: { hand: "Straight", chips: 60, mult: 4, score: 240 } },
      // 2 5 8 J A: gaps of 2 ranks are no Straight: High Card (5 + 11) x 1
      { name: "2 5 8 J A is not", steps: [{ play: ["H_2", "S_5", "D_8", "C_J", "H_A"] }], expect: { hand: "High Card", score: 16 } },
    ],
  },
  {
    key: "j_hologram",
    description: "This Joker gains {X:mult,C:white} X0.25 {} Mult\nevery time a {C:attention}playing card{}\nis added to your deck\n{C:inactive}(Currently {X:mult,C:white} X#1# {C:inactive} Mult)",
    variables: [variable("xmult", "number", 1)],
    rules: [
      rule("playing_card_added", { blueprint: false, effects: [effect("scale_per_added_card", { variable_name: "xmult", value: 0.25 })] }),
      rule("hand_played", { effects: [effect("apply_x_mult", { value: "xmult" })] }),
    ],
    checks: [
      // two cards added at once, then one: X1.75; Pair of 5s: 20 x (2 x 1.75) = 70
      {
        name: "two cards added, then one",
        steps: [
          { lua: "playing_card_joker_effects({ G.playing_cards[1], G.playing_cards[2] })" },
          { lua: "playing_card_joker_effects({ G.playing_cards[3] })" },
          { play: ["H_5", "S_5"] },
        ],
        expect: { mult: 3.5, score: 70, vars: { xmult: 1.75 } },
      },
      { name: "no card added", steps: [{ play: ["H_5", "S_5"] }], expect: { score: 40, vars: { xmult: 1 } } },
    ],
  },
  {
    key: "j_vagabond",
    description: "Create a {C:tarot}Tarot{} card\nif hand is played\nwith {C:money}$4{} or less",
    rules: [rule("hand_played", {
      conditions: [condition("player_money", { operator: "less_equals", value: 4 })],
      effects: [effect("create_consumable", { set: "Tarot", specific_card: "random" })],
    })],
    checks: [
      { name: "a hand played with $4", setup: { dollars: 4 }, steps: [{ play: ["H_5", "S_5"] }], probes: CONSUMABLES, expect: { probes: { count: 1, sets: "Tarot" } } },
      { name: "a hand played with $5", setup: { dollars: 5 }, steps: [{ play: ["H_5", "S_5"] }], probes: CONSUMABLES, expect: { probes: { count: 0 } } },
    ],
  },
  {
    key: "j_baron",
    description: "Each {C:attention}King{}\nheld in hand\ngives {X:mult,C:white} X1.5 {} Mult",
    rules: [rule("card_held_in_hand", {
      conditions: [condition("card_rank", { rank_type: "specific", specific_rank: "K" })],
      effects: [effect("apply_x_mult", { value: 1.5 })],
    })],
    checks: [
      // Pair of 5s holding K, K, Q: 20 x (2 x 1.5 x 1.5) = 90
      { name: "two Kings and a Queen held", steps: [{ play: ["H_5", "S_5"], held: ["H_K", "S_K", "D_Q"] }], expect: { chips: 20, mult: 4.5, score: 90 } },
      { name: "no King held", steps: [{ play: ["H_5", "S_5"], held: ["D_Q"] }], expect: { score: 40 } },
    ],
  },
  {
    key: "j_cloud_9",
    description: "Earn {C:money}$1{} for each\n{C:attention}9{} in your {C:attention}full deck\n{C:inactive}at end of round\n{C:inactive}(Currently {C:money}$#1#{C:inactive})",
    rules: [rule("round_end", { blueprint: false, effects: [effect("blind_reward", { value: "GAMEVAR:nines_in_deck|1|0" })] })],
    checks: [
      { name: "a standard 52-card deck has four 9s: $4", setup: { dollars: 0 }, steps: [{ endRound: true }], expect: { dollars: 4 } },
      { name: "a deck of three 9s and a 10: $3", setup: { dollars: 0, deck: ["H_9", "S_9", "D_9", "C_T"] }, steps: [{ endRound: true }], expect: { dollars: 3 } },
    ],
  },
  {
    key: "j_rocket",
    description: "Earn {C:money}$#1#{} at end of round\nPayout increases by {C:money}$2{}\nwhen {C:attention}Boss Blind{} is defeated",
    variables: [variable("dollars", "number", 1)],
    rules: [
      rule("boss_defeated", { blueprint: false, effects: [effect("modify_internal_variable", { variable_name: "dollars", operation: "increment", value: 2 })] }),
      rule("round_end", { blueprint: false, effects: [effect("blind_reward", { value: "dollars" })] }),
    ],
    checks: [
      { name: "a Small Blind won: $1", setup: { dollars: 0 }, steps: [{ endRound: true }], expect: { dollars: 1, vars: { dollars: 1 } } },
      // the boss raises the payout to $3 before the cash-out, then the next round pays $3 again
      { name: "a Boss Blind won, then another round", setup: { dollars: 0, blind: "bl_hook" }, steps: [{ endRound: true }, { selectBlind: "bl_small" }, { endRound: true }], expect: { dollars: 6, vars: { dollars: 3 } } },
    ],
  },
  {
    key: "j_obelisk",
    description: "This Joker gains {X:mult,C:white} X0.2 {} Mult\nper {C:attention}consecutive{} hand played\nwithout playing your\nmost played {C:attention}poker hand\n{C:inactive}(Currently {X:mult,C:white} X#1# {C:inactive} Mult)",
    variables: [variable("xmult", "number", 1)],
    rules: [
      rule("before_hand_played", {
        blueprint: false,
        conditions: [condition("played_hand_most_played")],
        effects: [effect("modify_internal_variable", { variable_name: "xmult", operation: "set", value: 1 })],
      }),
      rule("before_hand_played", {
        blueprint: false,
        conditions: [condition("played_hand_most_played", {}, { negate: true })],
        effects: [effect("modify_internal_variable", { variable_name: "xmult", operation: "increment", value: 0.2 })],
      }),
      rule("hand_played", { effects: [effect("apply_x_mult", { value: "xmult" })] }),
    ],
    checks: [
      // Pair (most played: X1), High Card (tied: X1.2), Two Pair (tied: X1.4):
      // Two Pair of 5s and 6s (20 + 5 + 5 + 6 + 6) x (2 x 1.4) = 117.6
      {
        name: "Pair, High Card, then Two Pair",
        steps: [{ play: ["H_5", "S_5"] }, { play: ["H_A"] }, { play: ["H_5", "S_5", "H_6", "S_6"] }],
        expect: { hand: "Two Pair", chips: 42, score: 117, vars: { xmult: 1.4 } },
      },
      // then the Pair again (twice, the others once): back to X1, 20 x 2
      {
        name: "then the most played Pair again",
        steps: [{ play: ["H_5", "S_5"] }, { play: ["H_A"] }, { play: ["H_5", "S_5", "H_6", "S_6"] }, { play: ["D_5", "C_5"] }],
        expect: { hand: "Pair", score: 40, vars: { xmult: 1 } },
      },
    ],
  },
  {
    key: "j_midas_mask",
    description: "All played {C:attention}face{} cards\nbecome {C:attention}Gold{} cards\nwhen scored",
    rules: [rule("before_hand_played", { blueprint: false, effects: [effect("edit_scoring_cards", { filter: "face", new_enhancement: "m_gold" })] })],
    checks: [
      // Two Pair of Kings and 5s: the two Kings turn Gold, the 5s do not
      { name: "Two Pair of Kings and 5s", steps: [{ play: ["H_K", "S_K", "H_5", "S_5"] }], probes: { gold: GOLD_COUNT }, expect: { hand: "Two Pair", probes: { gold: 2 } } },
      // a Jack played as an unscored kicker stays plain
      { name: "a Pair of 5s with a Jack kicker", steps: [{ play: ["H_5", "S_5", "D_J"] }], probes: { gold: GOLD_COUNT }, expect: { probes: { gold: 0 } } },
    ],
  },
  {
    key: "j_luchador",
    description: "Sell this card to\ndisable the current\n{C:attention}Boss Blind",
    rules: [rule("selling_self", { conditions: [condition("blind_type", { blind_type: "boss" })], effects: [effect("disable_boss_blind")] })],
    checks: [
      { name: "sold during The Hook", setup: { blind: "bl_hook" }, steps: [{ sell: "self" }], probes: { disabled: "G.GAME.blind.disabled == true" }, expect: { probes: { disabled: true } } },
      { name: "sold during a Small Blind", steps: [{ sell: "self" }], probes: { disabled: "G.GAME.blind.disabled == true" }, expect: { probes: { disabled: false } } },
    ],
  },
  {
    key: "j_photograph",
    description: "First played {C:attention}face{}\ncard gives {X:mult,C:white} X2 {} Mult\nwhen scored",
    rules: [rule("card_scored", {
      conditions: [condition("first_last_scored", { position: "first", check_type: "rank", specific_rank: "face" })],
      effects: [effect("apply_x_mult", { value: 2 })],
    })],
    checks: [
      // Pair of Kings: (10 + 10 + 10) x (2 x 2) = 120, only the first King
      { name: "a Pair of Kings", steps: [{ play: ["H_K", "S_K"] }], expect: { chips: 30, mult: 4, score: 120 } },
      // Two Pair 5s and Queens: (20 + 5 + 5 + 10 + 10) x (2 x 2) = 200
      { name: "Two Pair, the first face card third", steps: [{ play: ["H_5", "S_5", "H_Q", "S_Q"] }], expect: { chips: 50, mult: 4, score: 200 } },
      { name: "no face card", steps: [{ play: ["H_5", "S_5"] }], expect: { score: 40 } },
    ],
  },
  {
    key: "j_gift",
    description: "Add {C:money}$1{} of {C:attention}sell value{}\nto every {C:attention}Joker{} and\n{C:attention}Consumable{} card at\nend of round",
    rules: [rule("round_end", { blueprint: false, effects: [effect("set_sell_value", { target: "all", operation: "add", value: 1 })] })],
    checks: [
      // sell values: Gift Card $3, Joker $1, The Fool $1; each +$1
      {
        name: "a round won with the Joker and The Fool",
        setup: { jokers: ["j_joker"], consumables: ["c_fool"] }, steps: [{ endRound: true }],
        probes: { gift: "G.jokers.cards[1].sell_cost", joker: "G.jokers.cards[2].sell_cost", fool: "G.consumeables.cards[1].sell_cost" },
        expect: { probes: { gift: 4, joker: 2, fool: 2 } },
      },
    ],
  },
  {
    key: "j_turtle_bean",
    description: "{C:attention}+#1#{} hand size,\nreduces by\n{C:red}1{} every round",
    variables: [variable("h_size", "number", 5)],
    rules: [
      rule("passive", { blueprint: false, effects: [effect("hand_size_from_variable", { variable_name: "h_size" })] }),
      rule("round_end", {
        blueprint: false,
        conditions: [condition("internal_variable", { variable_name: "h_size", operator: "less_equals", value: 1 })],
        effects: [effect("destroy_joker", { selection_method: "self", bypass_eternal: "yes" })],
      }),
      rule("round_end", {
        blueprint: false,
        conditions: [condition("internal_variable", { variable_name: "h_size", operator: "greater_than", value: 1 })],
        effects: [
          effect("modify_internal_variable", { variable_name: "h_size", operation: "decrement", value: 1 }),
          effect("edit_hand_size", { operation: "subtract", value: 1 }),
        ],
      }),
    ],
    checks: [
      { name: "owned: 8 + 5 cards in hand", steps: [], expect: { handSize: 13 } },
      { name: "two rounds later: 8 + 3", steps: [{ endRound: true }, { endRound: true }], expect: { handSize: 11, vars: { h_size: 3 } } },
      { name: "sold after two rounds: back to 8", steps: [{ endRound: true }, { endRound: true }, { sell: "self" }], expect: { handSize: 8 } },
      // 5 4 3 2 1, then eaten at the end of the fifth round: back to 8
      { name: "eaten at the end of the fifth round", steps: [{ endRound: true }, { endRound: true }, { endRound: true }, { endRound: true }, { endRound: true }], probes: JOKER_COUNT, expect: { handSize: 8, probes: { count: 0 } } },
      { name: "after four rounds: 8 + 1, still there", steps: [{ endRound: true }, { endRound: true }, { endRound: true }, { endRound: true }], probes: JOKER_COUNT, expect: { handSize: 9, probes: { count: 1 } } },
    ],
  },
  {
    key: "j_erosion",
    description: "{C:red}+4{} Mult for each card\nbelow the starting size\nof your full deck\n{C:inactive}(Currently {C:red}+#1#{C:inactive} Mult)",
    rules: [rule("hand_played", { effects: [effect("add_mult", { value: "GAMEVAR:cards_removed_from_deck|4|0" })] })],
    checks: [
      // 12 cards taken out, the 2 played added: a 42-card deck, 10 below 52: 20 x (2 + 40) = 840
      {
        name: "a 42-card deck",
        setup: { lua: "for _ = 1, 12 do local c = table.remove(G.playing_cards); if c.area then c.area:remove_card(c) end end" },
        steps: [{ play: ["H_5", "S_5"] }], expect: { mult: 42, score: 840 },
      },
      // a full 52-card deck plus the 2 played: nothing below 52
      { name: "a 54-card deck", steps: [{ play: ["H_5", "S_5"] }], expect: { mult: 2, score: 40 } },
    ],
  },
  {
    key: "j_reserved_parking",
    description: "Each {C:attention}face{} card\nheld in hand has\na {C:green}#1# in #2#{} chance\nto give {C:money}$1{}",
    rules: [rule("card_held_in_hand", {
      conditions: [condition("card_rank", { rank_type: "group", rank_group: "face" })],
      chances: [chance(1, 2, [effect("set_dollars", { operation: "add", value: 1 })])],
    })],
    checks: [
      { name: "two face cards held, the chance comes up", setup: { dollars: 0, chance: "always" }, steps: [{ play: ["H_5", "S_5"], held: ["H_K", "S_J", "D_9"] }], expect: { dollars: 2 } },
      { name: "two face cards held, the chance fails", setup: { dollars: 0, chance: "never" }, steps: [{ play: ["H_5", "S_5"], held: ["H_K", "S_J", "D_9"] }], expect: { dollars: 0 } },
    ],
  },
  {
    key: "j_mail",
    description: "Earn {C:money}$5{} for each\ndiscarded {C:attention}#1#{}, rank\nchanges every round",
    variables: [variable("rank", "rank", "Ace")],
    rules: [
      rule("card_discarded", {
        // a debuffed card pays nothing, and a Stone Card has no rank
        conditions: [
          condition("card_rank", { rank_type: "specific", specific_rank: "rank" }),
          condition("card_debuffed", {}, { negate: true }),
          condition("card_enhancement", { enhancement: "m_stone" }, { negate: true }),
        ],
        effects: [effect("set_dollars", { operation: "add", value: 5 })],
      }),
      rule("round_end", { blueprint: false, effects: [effect("change_rank_variable", { variable_name: "rank", change_type: "deck" })] }),
    ],
    checks: [
      // the rank is Ace: two Aces and a King discarded pay 2 x $5
      { name: "two Aces and a King discarded", setup: { dollars: 0 }, steps: [{ discard: ["H_A", "S_A", "D_K"] }], expect: { dollars: 10 } },
      // a deck of Kings only: after the round the rank is King
      // of two Aces held and discarded, the debuffed one pays nothing; a Stone Ace never pays
      {
        name: "a debuffed Ace and a Stone Ace discarded with a plain one", setup: { dollars: 0, hand: ["H_A", "S_A", { card: "D_A", enhancement: "m_stone" }] },
        steps: [{ lua: "G.hand.cards[1]:set_debuff(true)" }, { discard: true }], expect: { dollars: 5 },
      },
      { name: "a round ends with a deck of Kings", setup: { dollars: 0, deck: ["H_K", "S_K", "D_K"] }, steps: [{ endRound: true }, { discard: ["C_K", "H_A"] }], expect: { dollars: 5, vars: { rank: "King" } } },
    ],
  },
  {
    key: "j_to_the_moon",
    description: "Earn an extra {C:money}$1{} of\n{C:attention}interest{} for every {C:money}$5{} you\nhave at end of round",
    rules: [rule("passive", { blueprint: false, effects: [effect("edit_interest_amount", { operation: "add", value: 1 })] })],
    checks: [
      // $25 held, The Hook beaten with no hand left: its $5, then 5 x ($1 + $1) of interest: $25 + 5 + 10
      { name: "$25 at the cash-out", setup: { dollars: 25, hands: 0, blind: "bl_hook" }, steps: [{ endRound: true }, { cashOut: true }], expect: { dollars: 40 } },
      // $12: its $5, then 2 x $2 of interest: $12 + 5 + 4
      { name: "$12 at the cash-out", setup: { dollars: 12, hands: 0, blind: "bl_hook" }, steps: [{ endRound: true }, { cashOut: true }], expect: { dollars: 21 } },
      // sold for $2 first: $27, then its $5 and 5 x $1 of interest
      { name: "sold: $1 per $5 again", setup: { dollars: 25, hands: 0, blind: "bl_hook" }, steps: [{ sell: "self" }, { endRound: true }, { cashOut: true }], expect: { dollars: 37 } },
    ],
  },
  {
    key: "j_hallucination",
    description: "{C:green}#1# in #2#{} chance to create\na {C:tarot}Tarot{} card when any\n{C:attention}Booster Pack{} is opened\n{C:inactive}(Must have room)",
    rules: [rule("booster_opened", { chances: [chance(1, 2, [effect("create_consumable", { set: "Tarot", specific_card: "random" })])] })],
    checks: [
      { name: "a pack opened, the chance comes up", setup: { chance: "always" }, steps: [{ openBooster: "p_buffoon_normal_1" }], probes: CONSUMABLES, expect: { probes: { count: 1, sets: "Tarot" } } },
      { name: "a pack opened, the chance fails", setup: { chance: "never" }, steps: [{ openBooster: "p_buffoon_normal_1" }], probes: CONSUMABLES, expect: { probes: { count: 0 } } },
    ],
  },
  {
    key: "j_fortune_teller",
    description: "{C:red}+1{} Mult per {C:purple}Tarot{}\ncard used this run\n{C:inactive}(Currently {C:red}+#1#{C:inactive})",
    rules: [rule("hand_played", { effects: [effect("add_mult", { value: "GAMEVAR:tarot_cards_used|1|0" })] })],
    checks: [
      // three Tarots used: 20 x (2 + 3) = 100
      { name: "three Tarot cards used", setup: { lua: "G.GAME.consumeable_usage_total = { tarot = 3, all = 3 }" }, steps: [{ play: ["H_5", "S_5"] }], expect: { mult: 5, score: 100 } },
      { name: "The Hermit used", setup: { dollars: 0 }, steps: [{ useConsumable: "c_hermit" }, { play: ["H_5", "S_5"] }], expect: { mult: 3, score: 60 } },
    ],
  },
  {
    key: "j_juggler",
    description: "{C:attention}+1{} hand size",
    rules: [rule("passive", { blueprint: false, effects: [effect("edit_hand_size", { operation: "add", value: 1 })] })],
    checks: [
      { name: "owned: 9 cards in hand", steps: [], expect: { handSize: 9 } },
      { name: "sold: back to 8", steps: [{ sell: "self" }], expect: { handSize: 8 } },
    ],
  },
  {
    key: "j_drunkard",
    description: "{C:red}+1{} discard\neach round",
    rules: [rule("passive", { blueprint: false, effects: [effect("edit_discards", { operation: "add", value: 1 })] })],
    checks: [
      { name: "owned: 4 discards", steps: [], expect: { discards: 4, discardsLeft: 4 } },
      { name: "sold: back to 3", steps: [{ sell: "self" }], expect: { discards: 3 } },
    ],
  },
  {
    key: "j_stone",
    description: "Gives {C:chips}+25{} Chips for\neach {C:attention}Stone Card{}\nin your {C:attention}full deck\n{C:inactive}(Currently {C:chips}+#1#{C:inactive} Chips)",
    rules: [rule("hand_played", { effects: [effect("add_chips", { value: "GAMEVAR:stone_cards_in_deck|25|0" })] })],
    checks: [
      // two Stone Cards in the deck: (20 + 50) x 2 = 140
      {
        name: "two Stone Cards in the deck",
        setup: { lua: "G.playing_cards[1]:set_ability(G.P_CENTERS.m_stone); G.playing_cards[2]:set_ability(G.P_CENTERS.m_stone)" },
        steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 70, score: 140 },
      },
      { name: "no Stone Card", steps: [{ play: ["H_5", "S_5"] }], expect: { chips: 20, score: 40 } },
    ],
  },
  {
    key: "j_golden",
    description: "Earn {C:money}$4{} at\nend of round",
    rules: [rule("round_end", { blueprint: false, effects: [effect("blind_reward", { value: 4 })] })],
    checks: [
      { name: "a round won", setup: { dollars: 0 }, steps: [{ endRound: true }], expect: { dollars: 4 } },
      { name: "two rounds won", setup: { dollars: 0 }, steps: [{ endRound: true }, { endRound: true }], expect: { dollars: 8 } },
    ],
  },
];
