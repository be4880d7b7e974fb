import { conditionScenarios } from "./kit";

// Generic Compare also proves game values (GAMEVAR:<id>|<multiplier>|<offset>) read the game's
// numbers: at least one per category, in a moment whose values are known.
const game = (id: string, multiplier = 1, offset = 0) => `GAMEVAR:${id}|${multiplier}|${offset}`;

export default [
  ...conditionScenarios("generic_compare", {
    name: "plain numbers and the ante (3) as a game value",
    setup: { ante: 3 },
    cases: [
      { params: { value1: 5, operator: "equals", value2: 5 }, holds: true },
      { params: { value1: 3, operator: "greater_than", value2: 4 }, holds: false },
      { params: { value1: game("current_ante"), operator: "equals", value2: 3 }, holds: true },
      { params: { value1: game("current_ante", 2, 1), operator: "equals", value2: 7 }, holds: true },
      { params: { value1: game("current_ante"), operator: "less_than", value2: 3 }, holds: false },
    ],
  }),
  ...conditionScenarios("generic_compare", {
    name: "game values of the deck, the jokers, the consumables, money and poker hands",
    families: ["joker"],
    dollars: 27,
    setup: {
      deck: ["H_A", "S_A", { card: "D_K", enhancement: "m_gold" }, { card: "C_2", seal: "Blue" }, { card: "C_3", edition: "e_foil" }],
      jokers: ["j_joker", "j_blueprint"],
      consumables: ["c_fool"],
      levels: { Flush: 4 },
      hand: ["H_9", { card: "D_9", enhancement: "m_steel" }, "S_J"],
    },
    steps: [{ play: ["H_5", "S_5"] }],
    cases: [
      // money first: what the cases pay is on its way and counts (G.GAME.dollar_buffer)
      { params: { value1: game("money_per_5"), operator: "equals", value2: 5 }, holds: true },
      // deck: the 5 set cards plus the 5 cards created for the hand and the play
      { params: { value1: game("aces_in_deck"), operator: "equals", value2: 2 }, holds: true },
      { params: { value1: game("gold_cards_in_deck"), operator: "equals", value2: 1 }, holds: true },
      { params: { value1: game("blue_sealed_cards_in_deck"), operator: "equals", value2: 1 }, holds: true },
      { params: { value1: game("total_playing_cards"), operator: "equals", value2: 10 }, holds: true },
      // cards held in hand while the Pair scores: 9♥, Steel 9♦, J♠
      { params: { value1: game("nines_in_hand"), operator: "equals", value2: 2 }, holds: true },
      { params: { value1: game("steel_cards_in_hand"), operator: "equals", value2: 1 }, holds: true },
      { params: { value1: game("highest_rank_in_hand"), operator: "equals", value2: 11 }, holds: true },
      { params: { value1: game("leftmost_card_rank"), operator: "equals", value2: 9 }, holds: true },
      // jokers: this one, the Joker (common) and Blueprint (rare)
      { params: { value1: game("joker_count"), operator: "equals", value2: 3 }, holds: true },
      { params: { value1: game("rare_jokers"), operator: "equals", value2: 1 }, holds: true },
      { params: { value1: game("free_joker_slots"), operator: "equals", value2: 2 }, holds: true },
      // consumables, poker hands, scoring
      { params: { value1: game("consumables_held"), operator: "equals", value2: 1 }, holds: true },
      { params: { value1: game("flush_level"), operator: "equals", value2: 4 }, holds: true },
      { params: { value1: game("pair_played"), operator: "equals", value2: 1 }, holds: true },
      { params: { value1: game("initial_scoring_chips"), operator: "equals", value2: 10 }, holds: true },
      { params: { value1: game("blind_chip_req"), operator: "equals", value2: 300 }, holds: true },
      { params: { value1: game("aces_in_deck"), operator: "equals", value2: 4 }, holds: false },
    ],
  }),
  ...conditionScenarios("generic_compare", {
    name: "game values of the round, the consumables used and the player's profile",
    families: ["consumable"],
    setup: {
      hands: 5,
      discards: 2,
      lua: "G.PROFILES[G.SETTINGS.profile].career_stats.c_wins = 7; G.PROFILES[G.SETTINGS.profile].high_scores.furthest_ante = { amt = 12 }",
    },
    steps: [{ useConsumable: "c_pluto" }, { useConsumable: "c_mercury" }, { useConsumable: "c_fool" }, { use: { force: true } }],
    cases: [
      { params: { value1: game("hands_remaining"), operator: "equals", value2: 5 }, holds: true },
      { params: { value1: game("discards_remaining"), operator: "equals", value2: 2 }, holds: true },
      // the two Planets, the Fool, and this Tarot itself (its use counts before its effects run)
      { params: { value1: game("planet_cards_used"), operator: "equals", value2: 2 }, holds: true },
      { params: { value1: game("tarot_cards_used"), operator: "equals", value2: 2 }, holds: true },
      { params: { value1: game("unique_planets_used"), operator: "equals", value2: 2 }, holds: true },
      { params: { value1: game("wins"), operator: "equals", value2: 7 }, holds: true },
      { params: { value1: game("highest_ante"), operator: "equals", value2: 12 }, holds: true },
      { params: { value1: game("pair_level"), operator: "equals", value2: 2 }, holds: true },
      { params: { value1: game("wins"), operator: "greater_than", value2: 7 }, holds: false },
    ],
  }),
];
