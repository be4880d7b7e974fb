// Game variables a numeric parameter may read ("GAMEVAR:<id>|<multiplier>|<startsFrom>" in
// project files): the original app's 209, with its ids so old projects keep working. One table
// of rows {id, label, category, code}; each code builds a syntax tree that is safe wherever it
// runs (in a run, during a booster, at a deck's start before the areas exist, in the main-menu
// collection): a missing area, blind or profile field reads as 0, never as a crash.
import { lua, type Expr } from "../../lua";
import { POKER_HANDS, RANK_IDS, VANILLA_EDITIONS, VANILLA_ENHANCEMENTS, VANILLA_SEALS } from "../vanillaKeys";
import { moneyNow } from "../lib";
import {
  NO_RUN_ENV, areaCards, areaCount, areaLimit, blindField, chain, clock, countCards, currentHandName, extremeOf, handField, iife,
  playedHandExpr, playingCards, profile, sumCards, type ReadEnv,
} from "./reads";

export type { ReadEnv } from "./reads";
export { NO_RUN_ENV } from "./reads";

const { and, or, bin, call, index, path, name, num, str, local, forIn, ifThen, assign, ret, method } = lua;

export const GAME_VARIABLE_CATEGORIES = {
  deck: "Deck & Cards",
  scoring: "Scoring",
  hand: "Cards in Hand",
  consumables: "Consumables",
  jokers: "Jokers",
  poker_hands: "Poker Hands",
  game_state: "Game State",
  global_statistics: "Player Statistics",
  money_thresholds: "Money Thresholds",
  special: "Special",
} as const;
export type GameVariableCategory = keyof typeof GAME_VARIABLE_CATEGORIES;

export interface GameVariableRow {
  readonly id: string;
  readonly label: string;
  readonly category: GameVariableCategory;
  readonly code: (env: ReadEnv) => Expr;
}

/** `c.a.b` for a dotted path under an expression. */
const at = (c: Expr, dotted: string): Expr => dotted.split(".").reduce((e, f) => index(e, f), c);

const row = (id: string, label: string, category: GameVariableCategory, code: (env: ReadEnv) => Expr): GameVariableRow => ({ id, label, category, code });

// --- card composition (of the full deck, or of the cards held in hand) -------------------------

const RANK_NAMES: [string, string, string][] = [
  ["twos", "2s", "2"], ["threes", "3s", "3"], ["fours", "4s", "4"], ["fives", "5s", "5"], ["sixes", "6s", "6"],
  ["sevens", "7s", "7"], ["eights", "8s", "8"], ["nines", "9s", "9"], ["tens", "10s", "10"], ["jacks", "Jacks", "Jack"],
  ["queens", "Queens", "Queen"], ["kings", "Kings", "King"], ["aces", "Aces", "Ace"],
];
const SUITS = ["Spades", "Hearts", "Diamonds", "Clubs"];
const ENHANCEMENT_NAMES = VANILLA_ENHANCEMENTS.map((key) => key.slice(2));
const EDITION_NAMES: Record<string, string> = { e_foil: "foil", e_holo: "holographic", e_polychrome: "polychrome", e_negative: "negative" };
const capital = (w: string) => w[0].toUpperCase() + w.slice(1);

function composition(where: "deck" | "hand"): GameVariableRow[] {
  const cards = () => (where === "deck" ? playingCards() : areaCards("hand"));
  const category: GameVariableCategory = where;
  const place = where === "deck" ? "in Deck" : "in Hand";
  const count = (test: (c: Expr) => Expr) => () => countCards(cards(), test);
  return [
    ...RANK_NAMES.map(([word, label, rank]) => row(`${word}_in_${where}`, `${label} ${place}`, category, count((c) => bin("==", method(c, "get_id"), num(RANK_IDS[rank]))))),
    ...SUITS.map((suit) => row(`${suit.toLowerCase()}_in_${where}`, `${suit} ${place}`, category, count((c) => method(c, "is_suit", str(suit), lua.TRUE)))),
    ...ENHANCEMENT_NAMES.map((e) => row(`${e}_cards_in_${where}`, `${capital(e)} Cards ${place}`, category, count((c) => call("SMODS.has_enhancement", c, str(`m_${e}`))))),
    row(`enhanced_cards_in_${where}`, `Enhanced Cards ${place}`, category, count((c) => bin("~=", at(c, "config.center.key"), str("c_base")))),
    ...VANILLA_EDITIONS.map((e) => row(`${EDITION_NAMES[e]}_cards_in_${where}`, `${capital(EDITION_NAMES[e])} Cards ${place}`, category, count((c) => and(at(c, "edition"), bin("==", at(c, "edition.key"), str(e)))))),
    ...VANILLA_SEALS.map((s) => row(`${s.toLowerCase()}_sealed_cards_in_${where}`, `${s} Sealed Cards ${place}`, category, count((c) => bin("==", at(c, "seal"), str(s))))),
  ];
}

// --- poker hands --------------------------------------------------------------------------------

const handId = (hand: string) => hand.toLowerCase().replace(/ /g, "_");

/** Sum over every poker hand of `value(level)` for hands at level 1 or more. */
function levelSum(value: (level: Expr) => Expr): Expr {
  return iife([
    local("n", num(0)),
    forIn(["_", "h"], [call("pairs", or(path("G.GAME.hands"), lua.table([])))], [
      ifThen(bin(">=", path("h.level"), num(1)), [assign(name("n"), bin("+", name("n"), value(path("h.level"))))]),
    ]),
    ret(name("n")),
  ]);
}

// --- the player's profile -------------------------------------------------------------------------

const stat = (...fields: string[]) => chain(profile(), fields);

/** `floor(100 × tally / of)` of a progress entry, 0 when unknown. */
function percent(tally: string[], of: string[]): Expr {
  return iife([
    local("tally", stat(...tally)),
    local("of", stat(...of)),
    ret(or(and(bin(">", name("of"), num(0)), call("math.floor", bin("+", num(0.01), bin("/", bin("*", num(100), name("tally")), name("of"))))), num(0))),
  ]);
}

/** The count of the n-th most used entry of a usage table (joker_usage, consumeable_usage...), 0 when there are fewer. */
function nthMostUsed(table: string, n: number): Expr {
  return iife([
    local("counts", lua.table([])),
    forIn(["k", "v"], [call("pairs", chain(profile(), [table], lua.table([])))], [
      ifThen(and(path("G.P_CENTERS"), index(path("G.P_CENTERS"), name("k")), bin("==", call("type", name("v")), str("table"))), [
        assign(index(name("counts"), bin("+", lua.len(name("counts")), num(1))), or(path("v.count"), num(0))),
      ]),
    ]),
    lua.doCall("table.sort", name("counts"), lua.fn(["a", "b"], [ret(bin(">", name("a"), name("b")))])),
    ret(or(index(name("counts"), num(n)), num(0))),
  ]);
}

const CAREER: [string, string, string][] = [
  ["max_round_interest_cap_streak", "Most Rounds in a Row at the Interest Cap", "c_round_interest_cap_streak"],
  ["total_dollars_earned", "Total Dollars Earned", "c_dollars_earned"],
  ["total_shop_dollars_spent", "Total Dollars Spent in Shops", "c_shop_dollars_spent"],
  ["total_tarots_bought", "Total Tarot Cards Bought", "c_tarots_bought"],
  ["total_planets_bought", "Total Planet Cards Bought", "c_planets_bought"],
  ["total_playing_cards_bought", "Total Playing Cards Bought", "c_playing_cards_bought"],
  ["total_vouchers_bought", "Total Vouchers Bought", "c_vouchers_bought"],
  ["total_arcana_used", "Total Arcana Packs Opened", "c_tarot_reading_used"],
  ["total_celestial_used", "Total Celestial Packs Opened", "c_planetarium_used"],
  ["total_shop_rerolls", "Total Shop Rerolls", "c_shop_rerolls"],
  ["total_cards_played", "Total Cards Played", "c_cards_played"],
  ["total_cards_discarded", "Total Cards Discarded", "c_cards_discarded"],
  ["total_losses", "Total Runs Lost", "c_losses"],
  ["wins", "Total Runs Won", "c_wins"],
  ["total_total_rounds", "Total Rounds Played", "c_rounds"],
  ["total_hands_played", "Total Hands Played", "c_hands_played"],
  ["total_face_cards_played", "Total Face Cards Played", "c_face_cards_played"],
  ["total_jokers_sold", "Total Jokers Sold", "c_jokers_sold"],
  ["total_cards_sold", "Total Cards Sold", "c_cards_sold"],
  ["single_hand_round_streak", "Total Rounds Won with One Hand", "c_single_hand_round_streak"],
];

// --- the table ----------------------------------------------------------------------------------

const usage = (set: string) => () => chain(path("G.GAME.consumeable_usage_total"), [set]);
const uniqueUsed = (set: string) => () => iife([
  local("n", num(0)),
  forIn(["_", "v"], [call("pairs", or(path("G.GAME.consumeable_usage"), lua.table([])))], [
    ifThen(and(bin("==", call("type", name("v")), str("table")), bin("==", path("v.set"), str(set))), [assign(name("n"), bin("+", name("n"), num(1)))]),
  ]),
  ret(name("n")),
]);
const rarityCount = (rarity: number) => () => countCards(areaCards("jokers"), (c) => bin("==", at(c, "config.center.rarity"), num(rarity)));
const sellCost = (c: Expr) => or(index(c, "sell_cost"), num(0));
const rankOfHandCard = (at: (cards: Expr) => Expr) => () => iife([
  local("cards", areaCards("hand")),
  local("c", at(name("cards"))),
  ret(or(and(name("c"), path("c.base.id")), num(0))),
]);
// money on its way counts (G.GAME.dollar_buffer), as the game's jokers count it
const dollars = () => moneyNow();

export const GAME_VARIABLES: readonly GameVariableRow[] = [
  // deck
  row("cards_in_deck", "Cards in Deck", "deck", () => areaCount("deck")),
  row("total_playing_cards", "Total Playing Cards", "deck", () => lua.len(playingCards())),
  row("current_hand_size", "Current Hand Size", "deck", () => areaLimit("hand")),
  row("cards_removed_from_deck", "Cards Removed From Deck", "deck", () => or(and(path("G.playing_cards"), call("math.max", num(0), bin("-", or(path("G.GAME.starting_deck_size"), num(52)), lua.len(path("G.playing_cards"))))), num(0))),
  // the Glass Cards that broke among the cards just destroyed (context.removed; Glass Joker), 0 elsewhere
  row("glass_cards_destroyed", "Glass Cards Just Destroyed", "deck", (env) => (env.context
    ? countCards(or(and(name("context"), path("context.removed")), lua.table([])), (c) => or(index(c, "shattered"), index(c, "glass_trigger")))
    : num(0))),
  row("cards_in_hand", "Cards in Hand", "deck", () => areaCount("hand")),
  row("cards_in_discard", "Cards in Discard", "deck", () => areaCount("discard")),
  row("lowest_rank_in_hand", "Lowest Rank in Hand", "deck", () => extremeOf(areaCards("hand"), (c) => index(index(c, "base"), "id"), false)),
  row("highest_rank_in_hand", "Highest Rank in Hand", "deck", () => extremeOf(areaCards("hand"), (c) => index(index(c, "base"), "id"), true)),
  ...composition("deck"),
  // scoring
  row("blind_chip_req", "Blind Chip Requirement", "scoring", () => blindField("chips")),
  row("current_chip_total", "Chips Scored This Round", "scoring", () => or(path("G.GAME.chips"), num(0))),
  row("initial_scoring_chips", "Hand's Base Chips", "scoring", (env) => handField(currentHandName(env), "chips")),
  row("current_scoring_chips", "Current Scoring Chips", "scoring", () => or(name("hand_chips"), num(0))),
  row("cumulative_chips", "Chips of the Scoring Cards", "scoring", (env) => (env.context
    ? sumCards(or(and(name("context"), path("context.scoring_hand")), lua.table([])), (c) => or(at(c, "base.nominal"), num(0)))
    : num(0))),
  row("initial_scoring_mult", "Hand's Base Mult", "scoring", (env) => handField(currentHandName(env), "mult")),
  row("current_scoring_mult", "Current Scoring Mult", "scoring", () => or(name("mult"), num(0))),
  row("highest_card_mult", "Highest Rank Held in Hand", "scoring", () => extremeOf(areaCards("hand"), (c) => index(index(c, "base"), "id"), true)),
  row("lowest_card_mult", "Lowest Rank Held in Hand", "scoring", () => extremeOf(areaCards("hand"), (c) => index(index(c, "base"), "id"), false)),
  // hand
  ...composition("hand"),
  // consumables
  row("consumables_held", "Consumables Held", "consumables", () => areaCount("consumeables")),
  row("consumable_slots", "Consumable Slots", "consumables", () => areaLimit("consumeables")),
  row("free_consumable_slots", "Free Consumable Slots", "consumables", () => bin("-", areaLimit("consumeables"), areaCount("consumeables"))),
  row("tarot_cards_used", "Tarot Cards Used", "consumables", usage("tarot")),
  row("spectral_cards_used", "Spectral Cards Used", "consumables", usage("spectral")),
  row("planet_cards_used", "Planet Cards Used", "consumables", usage("planet")),
  row("unique_tarots_used", "Different Tarot Cards Used", "consumables", uniqueUsed("Tarot")),
  row("unique_planets_used", "Different Planet Cards Used", "consumables", uniqueUsed("Planet")),
  row("unique_spectrals_used", "Different Spectral Cards Used", "consumables", uniqueUsed("Spectral")),
  // jokers
  row("joker_count", "Joker Count", "jokers", () => areaCount("jokers")),
  row("joker_slots", "Joker Slots", "jokers", () => areaLimit("jokers")),
  row("free_joker_slots", "Free Joker Slots", "jokers", () => bin("-", areaLimit("jokers"), areaCount("jokers"))),
  row("common_jokers", "Common Jokers", "jokers", rarityCount(1)),
  row("uncommon_jokers", "Uncommon Jokers", "jokers", rarityCount(2)),
  row("rare_jokers", "Rare Jokers", "jokers", rarityCount(3)),
  row("legendary_jokers", "Legendary Jokers", "jokers", rarityCount(4)),
  row("self_sell_value", "This Card's Sell Value", "jokers", (env) => or(and(env.self, index(env.self, "sell_cost")), num(0))),
  row("other_jokers_sell_value", "Other Jokers' Sell Value", "jokers", (env) => sumCards(areaCards("jokers"), sellCost, (c) => bin("~=", c, env.self))),
  row("all_jokers_sell_value", "All Jokers' Sell Value", "jokers", () => sumCards(areaCards("jokers"), sellCost)),
  // poker hands
  row("current_hand_played_count", "Times This Hand Was Played", "poker_hands", (env) => handField(currentHandName(env), "played")),
  row("total_hand_levels", "Total Hand Levels", "poker_hands", () => levelSum((level) => level)),
  row("hand_levels_above_one", "Hand Levels Above One", "poker_hands", () => levelSum((level) => bin("-", level, num(1)))),
  ...POKER_HANDS.map((h) => row(`${handId(h)}_played`, `${h} Played`, "poker_hands", () => handField(str(h), "played"))),
  ...POKER_HANDS.map((h) => row(`${handId(h)}_level`, `${h} Level`, "poker_hands", () => handField(str(h), "level"))),
  row("most_played_hand_level", "Most Played Hand's Level", "poker_hands", () => handField(playedHandExpr(true), "level")),
  row("least_played_hand_level", "Least Played Hand's Level", "poker_hands", () => handField(playedHandExpr(false), "level")),
  row("most_recent_hand_level", "Last Played Hand's Level", "poker_hands", () => handField(path("G.GAME.last_hand_played"), "level")),
  // game state
  row("current_ante", "Current Ante", "game_state", () => path("G.GAME.round_resets.ante")),
  row("current_money", "Current Money", "game_state", dollars),
  row("hands_remaining", "Hands Remaining", "game_state", () => path("G.GAME.current_round.hands_left")),
  row("discards_remaining", "Discards Remaining", "game_state", () => path("G.GAME.current_round.discards_left")),
  row("hands_played_this_round", "Hands Played This Round", "game_state", () => path("G.GAME.current_round.hands_played")),
  row("discards_used_this_round", "Discards Used This Round", "game_state", () => path("G.GAME.current_round.discards_used")),
  row("blinds_skipped", "Blinds Skipped", "game_state", () => or(path("G.GAME.skips"), num(0))),
  row("base_hands_per_round", "Hands per Round", "game_state", () => path("G.GAME.round_resets.hands")),
  row("base_discards_per_round", "Discards per Round", "game_state", () => path("G.GAME.round_resets.discards")),
  // the player's profile
  row("best_hand", "Best Hand Score", "global_statistics", () => stat("high_scores", "hand", "amt")),
  row("highest_round", "Highest Round", "global_statistics", () => stat("high_scores", "furthest_round", "amt")),
  row("highest_ante", "Highest Ante", "global_statistics", () => stat("high_scores", "furthest_ante", "amt")),
  row("most_played_hand", "Most Played Hand (Times)", "global_statistics", () => stat("high_scores", "poker_hand", "amt")),
  row("most_money", "Most Money", "global_statistics", () => stat("high_scores", "most_money", "amt")),
  row("best_win_streak", "Best Win Streak", "global_statistics", () => stat("high_scores", "win_streak", "amt")),
  row("progress", "Overall Progress (%)", "global_statistics", () => percent(["progress", "overall_tally"], ["progress", "overall_of"])),
  row("collection_player_amount", "Collection: Discovered", "global_statistics", () => stat("high_scores", "collection", "amt")),
  row("collection_total_amount", "Collection: Total", "global_statistics", () => stat("high_scores", "collection", "tot")),
  row("amount_shown", "Collection (%)", "global_statistics", () => percent(["progress", "discovered", "tally"], ["progress", "discovered", "of"])),
  row("challenges_player_amount", "Challenges Completed", "global_statistics", () => stat("progress", "challenges", "tally")),
  row("challenges_total_amount", "Challenges in Total", "global_statistics", () => stat("progress", "challenges", "of")),
  row("challenges_amount_shown", "Challenges (%)", "global_statistics", () => percent(["progress", "challenges", "tally"], ["progress", "challenges", "of"])),
  row("joker_sticker_player_amount", "Joker Stickers Earned", "global_statistics", () => stat("progress", "joker_stickers", "tally")),
  row("joker_sticker_total_amount", "Joker Stickers in Total", "global_statistics", () => stat("progress", "joker_stickers", "of")),
  row("joker_sticker_amount_shown", "Joker Stickers (%)", "global_statistics", () => percent(["progress", "joker_stickers", "tally"], ["progress", "joker_stickers", "of"])),
  row("deck_stake_wins_player_amount", "Deck Stake Wins", "global_statistics", () => stat("progress", "deck_stakes", "tally")),
  row("deck_stake_wins_total_amount", "Deck Stake Wins in Total", "global_statistics", () => stat("progress", "deck_stakes", "of")),
  row("deck_stake_wins_amount_shown", "Deck Stake Wins (%)", "global_statistics", () => percent(["progress", "deck_stakes", "tally"], ["progress", "deck_stakes", "of"])),
  row("round_winned_joker1", "Rounds With the Most Used Joker", "global_statistics", () => nthMostUsed("joker_usage", 1)),
  row("round_winned_joker5", "Rounds With the 5th Most Used Joker", "global_statistics", () => nthMostUsed("joker_usage", 5)),
  row("round_winned_joker10", "Rounds With the 10th Most Used Joker", "global_statistics", () => nthMostUsed("joker_usage", 10)),
  row("card_used_consumeable1", "Uses of the Most Used Consumable", "global_statistics", () => nthMostUsed("consumeable_usage", 1)),
  row("card_used_consumeable5", "Uses of the 5th Most Used Consumable", "global_statistics", () => nthMostUsed("consumeable_usage", 5)),
  row("card_used_consumeable10", "Uses of the 10th Most Used Consumable", "global_statistics", () => nthMostUsed("consumeable_usage", 10)),
  row("card_redeemed_voucher1", "Redeems of the Most Redeemed Voucher", "global_statistics", () => nthMostUsed("voucher_usage", 1)),
  row("card_redeemed_voucher5", "Redeems of the 5th Most Redeemed Voucher", "global_statistics", () => nthMostUsed("voucher_usage", 5)),
  row("card_redeemed_voucher10", "Redeems of the 10th Most Redeemed Voucher", "global_statistics", () => nthMostUsed("voucher_usage", 10)),
  ...CAREER.map(([id, label, key]) => row(id, label, "global_statistics", () => stat("career_stats", key))),
  // money
  ...[5, 10, 15, 20, 25, 30, 40, 50].map((n) => row(`money_per_${n}`, `Money ÷ ${n}`, "money_thresholds", () => call("math.floor", bin("/", dollars(), num(n))))),
  // special
  row("leftmost_card_rank", "Leftmost Card's Rank in Hand", "special", rankOfHandCard((cards) => index(cards, num(1)))),
  row("rightmost_card_rank", "Rightmost Card's Rank in Hand", "special", rankOfHandCard((cards) => index(cards, lua.len(cards)))),
  row("current_seconds", "Clock: Seconds", "special", () => clock("sec")),
  row("current_minutes", "Clock: Minutes", "special", () => clock("min")),
  row("current_hours", "Clock: Hours", "special", () => clock("hour")),
  row("current_day", "Clock: Day of the Month", "special", () => clock("day")),
  row("current_month", "Clock: Month", "special", () => clock("month")),
  row("current_year", "Clock: Year", "special", () => clock("year")),
  row("current_year_day", "Clock: Day of the Year", "special", () => clock("yday")),
  row("current_week_day", "Clock: Day of the Week (Sunday = 1)", "special", () => clock("wday")),
];

const BY_ID = new Map(GAME_VARIABLES.map((r) => [r.id, r]));
if (BY_ID.size !== GAME_VARIABLES.length) throw new Error("two game variables share an id");

/** The expression for a game variable id where it is read, or undefined when it does not exist. */
export function gameVariable(id: string, env: ReadEnv = NO_RUN_ENV): Expr | undefined {
  return BY_ID.get(id)?.code(env);
}

export function isGameVariable(id: string): boolean {
  return BY_ID.has(id);
}

export function knownGameVariables(): string[] {
  return GAME_VARIABLES.map((r) => r.id);
}

/** Every game variable with its label and category (the builder's picker, the CLI catalog). */
export function gameVariableList(): { id: string; label: string; category: GameVariableCategory }[] {
  return GAME_VARIABLES.map(({ id, label, category }) => ({ id, label, category }));
}
