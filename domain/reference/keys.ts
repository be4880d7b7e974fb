// The Keys reference: every vanilla key a modder types, in code or in the rule builder, grouped by
// section, from the game's facts the project owns (domain/vanilla/facts). A row is a key, the
// name it shows in the game, and a short note where one helps. React-free: the /keys page renders
// it and a test checks the counts.
import BLINDS from "../vanilla/facts/blinds.json" with { type: "json" };
import BOOSTERS from "../vanilla/facts/boosters.json" with { type: "json" };
import CONSUMABLES from "../vanilla/facts/consumables.json" with { type: "json" };
import DECKS from "../vanilla/facts/decks.json" with { type: "json" };
import EDITIONS from "../vanilla/facts/editions.json" with { type: "json" };
import ENHANCEMENTS from "../vanilla/facts/enhancements.json" with { type: "json" };
import SOUNDS from "../vanilla/facts/game_sounds.json" with { type: "json" };
import JOKERS from "../vanilla/facts/jokers.json" with { type: "json" };
import HANDS from "../vanilla/facts/poker_hands.json" with { type: "json" };
import RANKS_SUITS from "../vanilla/facts/ranks_suits.json" with { type: "json" };
import SEALS from "../vanilla/facts/seals.json" with { type: "json" };
import STICKERS from "../vanilla/facts/stickers.json" with { type: "json" };
import TAGS from "../vanilla/facts/tags.json" with { type: "json" };
import VOUCHERS from "../vanilla/facts/vouchers.json" with { type: "json" };

export interface KeyRow { key: string; name: string; note?: string }
export interface KeySection { id: string; title: string; about: string; rows: KeyRow[] }

type Named = { key: string; name: string; order?: number };
const byOrder = <T extends Named>(list: readonly T[]) => [...list].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
const rows = (list: readonly Named[], note?: (item: Named & Record<string, unknown>) => string | undefined): KeyRow[] =>
  byOrder(list).map((i) => ({ key: i.key, name: i.name, ...(note?.(i as Named & Record<string, unknown>) ? { note: note(i as Named & Record<string, unknown>) } : {}) }));

/** Text-styling colours of descriptions ({C:name}), with what the game uses each for. */
const COLOURS: KeyRow[] = [
  ["mult", "red: Mult"], ["chips", "blue: Chips"], ["money", "gold: dollars"], ["attention", "orange: things to notice"],
  ["green", "green: probabilities"], ["red", "red"], ["blue", "blue"], ["purple", "purple"], ["inactive", "grey: inactive text"],
  ["spades", "the Spades suit"], ["hearts", "the Hearts suit"], ["clubs", "the Clubs suit"], ["diamonds", "the Diamonds suit"],
  ["tarot", "Tarot cards"], ["planet", "Planet cards"], ["spectral", "Spectral cards"], ["enhanced", "enhanced cards"],
  ["legendary", "the Legendary rarity"], ["edition", "editions (animated)"], ["dark_edition", "negative (animated)"],
  ["important", "important text"], ["white", "white"], ["black", "black"], ["grey", "grey"], ["gold", "gold"], ["orange", "orange"], ["yellow", "yellow"],
].map(([key, note]) => ({ key: `{C:${key}}`, name: key, note }));

/** Calculate contexts a joker or card reacts to (context.<name>), with when each comes. */
const CONTEXTS: KeyRow[] = [
  ["before", "a hand is played, before scoring"], ["initial_scoring_step", "before any card scores"],
  ["main_scoring", "a playing card's own effect scores"], ["individual", "each scored or held card, for jokers"],
  ["repetition", "collecting retriggers of a card"], ["pre_joker", "an edition, before a joker scores"], ["post_joker", "an edition, after a joker scores"],
  ["joker_main", "the joker's own scoring"], ["other_joker", "once per other joker"], ["final_scoring_step", "after every card, before the total"],
  ["destroy_card", "each played card after scoring: return remove to destroy it"], ["remove_playing_cards", "playing cards were destroyed"],
  ["after", "after scoring"], ["debuffed_hand", "the blind debuffed the hand"], ["end_of_round", "the round ends"],
  ["setting_blind", "a blind is selected"], ["first_hand_drawn", "the round's first draw"], ["hand_drawn", "cards are drawn in a blind"],
  ["pre_discard", "before a discard"], ["discard", "each discarded card"], ["press_play", "the Play button"],
  ["evaluate_poker_hand", "the hand's type is worked out"], ["modify_scoring_hand", "a card is deciding whether it scores"],
  ["debuff_hand", "can this hand score?"], ["modify_hand", "the hand's base chips and Mult"], ["debuff_card", "a card's debuff check"],
  ["blind_disabled", "the boss blind was disabled"], ["blind_defeated", "a blind was beaten"], ["round_eval", "the cash-out is built"],
  ["modify_ante", "the ante is about to change"], ["ante_change", "the ante changed"], ["starting_shop", "the shop opens"],
  ["ending_shop", "the shop is left"], ["reroll_shop", "the shop is rerolled"], ["open_booster", "a booster pack is opened"],
  ["skipping_booster", "a booster pack is skipped"], ["ending_booster", "a booster pack closes"], ["buying_card", "a card is bought"],
  ["selling_card", "a card is sold"], ["selling_self", "this card is sold"], ["using_consumeable", "a consumable is used"],
  ["skip_blind", "a blind is skipped"], ["playing_card_added", "playing cards join the deck"], ["card_added", "a joker or consumable is obtained"],
  ["money_altered", "money changed"], ["mod_probability", "a probability is asked for"], ["fix_probability", "a probability is fixed"],
].map(([name, note]) => ({ key: `context.${name}`, name, note }));

const facts = RANKS_SUITS as { ranks: { key: string; id: number; card_key: string; chips: number }[]; suits: { key: string; name?: string; card_key?: string }[] };

export const KEY_SECTIONS: readonly KeySection[] = [
  { id: "jokers", title: "Jokers", about: "j_ keys, as SMODS.add_card and find_card take them", rows: rows(JOKERS, (j) => String(j.rarity_name ?? "")) },
  { id: "consumables", title: "Consumables", about: "c_ keys of Tarot, Planet and Spectral cards", rows: rows(CONSUMABLES, (c) => String(c.set ?? "")) },
  { id: "vouchers", title: "Vouchers", about: "v_ keys; the second tier requires the first", rows: rows(VOUCHERS, (v) => (v.requires ? `requires ${String(v.requires)}` : "tier 1")) },
  { id: "boosters", title: "Booster Packs", about: "p_ keys, one per pack art", rows: rows(BOOSTERS, (b) => `${String(b.kind)}, ${String(b.size)}`) },
  { id: "tags", title: "Tags", about: "tag_ keys, for add_tag", rows: rows(TAGS) },
  { id: "blinds", title: "Blinds", about: "bl_ keys: the small and big blinds and the bosses", rows: rows(BLINDS, (b) => (b.type === "small" || b.type === "big" ? String(b.type) : b.showdown ? "final boss" : "boss")) },
  { id: "enhancements", title: "Enhancements", about: "m_ keys, for set_ability", rows: rows(ENHANCEMENTS) },
  { id: "seals", title: "Seals", about: "seal keys, for set_seal", rows: rows(SEALS) },
  { id: "editions", title: "Editions", about: "e_ keys, for set_edition", rows: rows(EDITIONS) },
  { id: "stickers", title: "Stickers", about: "sticker keys (card.ability.<key>)", rows: rows(STICKERS) },
  { id: "decks", title: "Decks", about: "b_ keys of the game's decks", rows: rows(DECKS) },
  { id: "poker-hands", title: "Poker Hands", about: "hand names, as context.scoring_name and G.GAME.hands use them", rows: rows([...HANDS].reverse().map((h, i) => ({ ...h, order: i }))) },
  { id: "ranks", title: "Ranks", about: "rank keys for SMODS.change_base; get_id() in the note", rows: facts.ranks.map((r) => ({ key: r.key, name: r.key, note: `get_id() ${r.id}, ${r.chips} chips` })) },
  { id: "suits", title: "Suits", about: "suit keys, as card:is_suit takes them", rows: facts.suits.map((s) => ({ key: s.key, name: s.name ?? s.key })) },
  { id: "sounds", title: "Game Sounds", about: "codes for play_sound", rows: (SOUNDS as { key: string; category?: string }[]).map((s) => ({ key: s.key, name: s.key, ...(s.category ? { note: s.category } : {}) })) },
  { id: "colours", title: "Text Colours", about: "description formatting tags: {C:mult}+4{} Mult", rows: COLOURS },
  { id: "contexts", title: "Calculate Contexts", about: "what calculate(self, card, context) is called with", rows: CONTEXTS },
];

export function keySection(id: string | undefined): KeySection | undefined {
  return KEY_SECTIONS.find((s) => s.id === id);
}

/** Rows of every section whose key, name or note holds the query (case-insensitive). */
export function searchKeys(query: string, sections: readonly KeySection[] = KEY_SECTIONS): KeySection[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...sections];
  return sections.map((s) => ({ ...s, rows: s.rows.filter((r) => r.key.toLowerCase().includes(q) || r.name.toLowerCase().includes(q) || (r.note ?? "").toLowerCase().includes(q)) }))
    .filter((s) => s.rows.length > 0);
}
