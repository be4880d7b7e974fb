// Game variables a numeric parameter may read ("GAMEVAR:<id>|<multiplier>|<startsFrom>" in
// project files). Each is a Lua expression built as a syntax tree. Unknown ids are not guessed:
// the rule is reported instead.
import { lua, type Expr } from "../lua";
import { RANK_IDS } from "./vanillaKeys";

const { path, len, bin, call, num, fn, forIn, ifThen, local, assign, ret, name, str, and, or, paren } = lua;

/** `(function() local n = 0 for _, c in ipairs(<list> or {}) do if <test(c)> then n = n + 1 end end return n end)()` */
function countCards(list: Expr, test: (card: Expr) => Expr): Expr {
  return call(paren(fn([], [
    local("n", num(0)),
    forIn(["_", "c"], [call("ipairs", or(list, lua.table([])))], [
      ifThen(test(name("c")), [assign(name("n"), bin("+", name("n"), num(1)))]),
    ]),
    ret(name("n")),
  ])));
}

const RANK_WORDS: Record<string, string> = {
  twos: "2", threes: "3", fours: "4", fives: "5", sixes: "6", sevens: "7", eights: "8", nines: "9", tens: "10",
  jacks: "Jack", queens: "Queen", kings: "King", aces: "Ace",
};
const SUIT_WORDS: Record<string, string> = { spades: "Spades", hearts: "Hearts", clubs: "Clubs", diamonds: "Diamonds" };

function usage(kind: string): Expr {
  return or(and(path("G.GAME.consumeable_usage_total"), lua.index(path("G.GAME.consumeable_usage_total"), kind)), num(0));
}

function clock(field: string): Expr {
  return lua.index(call("os.date", str("*t")), field);
}

const FIXED: Record<string, () => Expr> = {
  current_ante: () => path("G.GAME.round_resets.ante"),
  current_money: () => path("G.GAME.dollars"),
  hands_remaining: () => path("G.GAME.current_round.hands_left"),
  discards_remaining: () => path("G.GAME.current_round.discards_left"),
  hands_played_this_round: () => path("G.GAME.current_round.hands_played"),
  discards_used_this_round: () => path("G.GAME.current_round.discards_used"),
  base_hands_per_round: () => path("G.GAME.round_resets.hands"),
  base_discards_per_round: () => path("G.GAME.round_resets.discards"),
  blinds_skipped: () => or(path("G.GAME.skips"), num(0)),
  joker_count: () => len(path("G.jokers.cards")),
  joker_slots: () => path("G.jokers.config.card_limit"),
  free_joker_slots: () => bin("-", path("G.jokers.config.card_limit"), len(path("G.jokers.cards"))),
  consumables_held: () => len(path("G.consumeables.cards")),
  consumable_slots: () => path("G.consumeables.config.card_limit"),
  free_consumable_slots: () => bin("-", path("G.consumeables.config.card_limit"), len(path("G.consumeables.cards"))),
  total_playing_cards: () => len(or(path("G.playing_cards"), lua.table([]))),
  cards_in_deck: () => len(path("G.deck.cards")),
  cards_in_hand: () => len(path("G.hand.cards")),
  cards_in_discard: () => len(path("G.discard.cards")),
  current_hand_size: () => path("G.hand.config.card_limit"),
  tarot_cards_used: () => usage("tarot"),
  planet_cards_used: () => usage("planet"),
  spectral_cards_used: () => usage("spectral"),
  blind_chip_req: () => path("G.GAME.blind.chips"),
  current_chip_total: () => path("G.GAME.chips"),
  current_seconds: () => clock("sec"),
  current_minutes: () => clock("min"),
  current_hours: () => clock("hour"),
  current_day: () => clock("day"),
  current_month: () => clock("month"),
  current_year: () => clock("year"),
  current_year_day: () => clock("yday"),
  current_week_day: () => clock("wday"),
};

/** The expression for a game variable id, or undefined when we do not know it. */
export function gameVariable(id: string): Expr | undefined {
  const fixed = FIXED[id];
  if (fixed) return fixed();
  const inDeck = /^([a-z]+)_in_deck$/.exec(id);
  if (inDeck && RANK_WORDS[inDeck[1]]) {
    const rank = RANK_IDS[RANK_WORDS[inDeck[1]]];
    return countCards(path("G.playing_cards"), (c) => bin("==", lua.method(c, "get_id"), num(rank)));
  }
  if (inDeck && SUIT_WORDS[inDeck[1]]) {
    return countCards(path("G.playing_cards"), (c) => lua.method(c, "is_suit", str(SUIT_WORDS[inDeck[1]])));
  }
  return undefined;
}

export function knownGameVariables(): string[] {
  return [
    ...Object.keys(FIXED),
    ...Object.keys(RANK_WORDS).map((w) => `${w}_in_deck`),
    ...Object.keys(SUIT_WORDS).map((w) => `${w}_in_deck`),
  ];
}

export function isGameVariable(id: string): boolean {
  return gameVariable(id) !== undefined;
}

/** Every game variable with a label (the table grows to the original's 209). */
export function gameVariableList(): { id: string; label: string }[] {
  return knownGameVariables().map((id) => ({ id, label: id.split("_").map((w) => w[0].toUpperCase() + w.slice(1)).join(" ") }));
}
