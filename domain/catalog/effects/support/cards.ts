// Shared by the playing-card effects: the option lists of their selects, the rank / suit /
// modifier a block asks for as Lua values, the statements editing a card, the cards an effect
// works on (the selected cards, random cards in hand, the whole deck), and making playing cards
// the way the game does (SMODS.add_card or copy_card, then the playing_card_added context).
import { lua, type Expr, type Stmt } from "../../../lua";
import { event, modifierKey, randomOf, rankKeyOf, suitOf } from "../../lib";
import { RANK_OPTIONS, SUIT_OPTIONS } from "../../options";
import { isVarRef, opts, type OptionList, type VarRef } from "../../schema";
import { Unsupported, type EffectCode, type GenContext } from "../../types";
import { RANK_KEYS, SUIT_KEYS } from "../../vanillaKeys";
import { itemName, rankWords } from "../../words";

const { bin, path, str, name, assign, call, index, num, method, callStmt, forIn, forNum, local, len, ifThen, and, not, record, list, doCall } = lua;

const NO_CHANGE = opts(["none", "Don't change"]);
export const ENHANCEMENT_EDIT: OptionList = { source: "enhancements", extra: [...NO_CHANGE, ...opts(["remove", "Remove"], ["random", "Random"])] };
export const SEAL_EDIT: OptionList = { source: "seals", extra: [...NO_CHANGE, ...opts(["remove", "Remove"], ["random", "Random"])] };
export const EDITION_EDIT: OptionList = { source: "editions", extra: [...NO_CHANGE, ...opts(["remove", "Remove"], ["random", "Random"])] };
/** A new card's modifier: none, random or one of them. */
export const ENHANCEMENT_NEW: OptionList = { source: "enhancements", extra: opts(["none", "None"], ["random", "Random"], ["random_ranked", "Random, never Stone (Familiar, Grim, Incantation)"]) };
export const SEAL_NEW: OptionList = { source: "seals", extra: opts(["none", "None"], ["random", "Random"]) };
export const EDITION_NEW: OptionList = { source: "editions", extra: opts(["none", "None"], ["random", "Random"]) };
export const RANK_EDIT = [...NO_CHANGE, ...opts(["random", "Random"]), ...RANK_OPTIONS];
export const SUIT_EDIT = [...NO_CHANGE, ...opts(["random", "Random"]), ...SUIT_OPTIONS];
export const RANK_POOL_OPTION = opts(["pool", "Random from a pool"]);
export const RANK_GROUP_OPTIONS = opts(["Face Cards", "A face card"], ["Numbered Cards", "A numbered card"]);

const FACE_KEYS = ["Jack", "Queen", "King"];
const NUMBERED_KEYS = ["2", "3", "4", "5", "6", "7", "8", "9", "10"];

const isNone = (v: string | VarRef | undefined): boolean => v === undefined || v === "" || v === "none" || v === "no_change";

/**
 * A rank as the game's rank key ("Ace", "10"): a fixed rank, random, a face / numbered card, one of
 * a pool (an empty pool means any rank), or a rank variable. undefined for "none".
 */
export function rankValue(ctx: GenContext, value: string | VarRef, pool: readonly string[] = []): Expr | undefined {
  if (isVarRef(value)) return ctx.variable(value.variable);
  if (isNone(value)) return undefined;
  if (value === "random") return randomOf(RANK_KEYS, ctx.seed("rank"));
  if (value === "Face Cards" || value === "face") return randomOf(FACE_KEYS, ctx.seed("rank"));
  if (value === "Numbered Cards" || value === "numbered") return randomOf(NUMBERED_KEYS, ctx.seed("rank"));
  if (value === "pool") {
    const keys = pool.map(rankKeyOf).filter((k): k is string => k !== undefined);
    return randomOf(keys.length > 0 ? keys : RANK_KEYS, ctx.seed("rank"));
  }
  const key = rankKeyOf(value);
  if (!key) throw new Unsupported(`rank '${value}' is unknown`);
  return str(key);
}

/** A suit ("Hearts"): fixed, random, one of a pool (empty: any suit) or a suit variable; undefined for "none". */
export function suitValue(ctx: GenContext, value: string | VarRef, pool: readonly string[] = []): Expr | undefined {
  if (isVarRef(value)) return ctx.variable(value.variable);
  if (isNone(value)) return undefined;
  if (value === "random") return randomOf(SUIT_KEYS, ctx.seed("suit"));
  if (value === "pool") {
    const keys = pool.map(suitOf).filter((k): k is string => k !== undefined);
    return randomOf(keys.length > 0 ? keys : SUIT_KEYS, ctx.seed("suit"));
  }
  const suit = suitOf(value);
  if (!suit) throw new Unsupported(`suit '${value}' is unknown`);
  return str(suit);
}

/** Words for a rank choice ("a random rank", "King", "the r variable"). */
export function rankChoiceWords(value: string | VarRef): string {
  if (isVarRef(value)) return `the ${value.variable} variable's rank`;
  if (value === "random") return "a random rank";
  if (value === "pool") return "a rank from the pool";
  if (value === "Face Cards") return "a random face card";
  if (value === "Numbered Cards") return "a random numbered card";
  return rankWords(value);
}

export function suitChoiceWords(value: string | VarRef): string {
  if (isVarRef(value)) return `the ${value.variable} variable's suit`;
  if (value === "random" || value === "none") return "a random suit";
  if (value === "pool") return "a suit from the pool";
  return value;
}

/** A modifier choice (the option's game key, none, remove, random or a key variable) in words. */
export function modifierWords(value: string | VarRef, what: string): string | undefined {
  if (isVarRef(value)) return `the ${value.variable} variable's ${what}`;
  if (isNone(value)) return undefined;
  if (value === "remove") return `no ${what}`;
  if (value === "random") return `a random ${what}`;
  if (value === "random_ranked") return `a random ${what} other than Stone`;
  return itemName(value) ?? value.replace(/^(m|e)_/, "").replace(/_/g, " ");
}

export interface CardEdit {
  enhancement?: string | VarRef;
  seal?: string | VarRef;
  edition?: string | VarRef;
  /** Lua expressions of the new suit and rank (undefined: unchanged). */
  suit?: Expr;
  rank?: Expr;
}

/** The key a modifier select names, as an expression (a key variable is read at run time). */
function keyOf(ctx: GenContext, type: "enhancement" | "seal" | "edition", value: string | VarRef): Expr | undefined {
  if (isVarRef(value)) return ctx.variable(value.variable);
  return modifierKey(ctx, type, value);
}

/**
 * Whether a key a variable holds names a modifier of that type: a key variable may hold any key
 * (a joker's j_joker is its default), and Steamodded's set_edition asserts an e_ key while
 * set_ability would make a playing card of a joker's center. G.P_CENTERS holds every center, so its
 * `set` tells them apart; seals have their own table.
 */
export function isModifierKey(type: "enhancement" | "seal" | "edition", key: Expr): Expr {
  if (type === "seal") return index(path("G.P_SEALS"), key);
  const center = index(path("G.P_CENTERS"), key);
  return lua.and(center, bin("==", lua.index(center, "set"), str(type === "edition" ? "Edition" : "Enhanced")));
}

/** True when the edit changes something. */
export function editsAnything(edit: CardEdit): boolean {
  return !isNone(edit.enhancement) || !isNone(edit.seal) || !isNone(edit.edition) || edit.suit !== undefined || edit.rank !== undefined;
}

/**
 * Statements changing `target`: its enhancement, seal and edition (a key variable that names no
 * such modifier changes nothing), then its suit and rank through SMODS.change_base.
 */
export function editCard(ctx: GenContext, target: Expr, edit: CardEdit): Stmt[] {
  const out: Stmt[] = [];
  if (edit.enhancement !== undefined && !isNone(edit.enhancement)) {
    if (edit.enhancement === "remove") out.push(callStmt(method(target, "set_ability", path("G.P_CENTERS.c_base"), lua.nil, lua.TRUE)));
    else {
      const key = keyOf(ctx, "enhancement", edit.enhancement)!;
      const set = callStmt(method(target, "set_ability", index(path("G.P_CENTERS"), key), lua.nil, lua.TRUE));
      out.push(isVarRef(edit.enhancement) ? ifThen(isModifierKey("enhancement", key), [set]) : set);
    }
  }
  if (edit.seal !== undefined && !isNone(edit.seal)) {
    if (edit.seal === "remove") out.push(callStmt(method(target, "set_seal", lua.nil, lua.nil, lua.TRUE)));
    else {
      const key = keyOf(ctx, "seal", edit.seal)!;
      const set = callStmt(method(target, "set_seal", key, lua.nil, lua.TRUE));
      out.push(isVarRef(edit.seal) ? ifThen(isModifierKey("seal", key), [set]) : set);
    }
  }
  if (edit.edition !== undefined && !isNone(edit.edition)) {
    if (edit.edition === "remove") out.push(callStmt(method(target, "set_edition", lua.nil, lua.TRUE)));
    else {
      const key = keyOf(ctx, "edition", edit.edition)!;
      const set = callStmt(method(target, "set_edition", key, lua.TRUE));
      out.push(isVarRef(edit.edition) ? ifThen(isModifierKey("edition", key), [set]) : set);
    }
  }
  if (edit.suit !== undefined || edit.rank !== undefined) {
    out.push(callStmt(call("assert", call("SMODS.change_base", target, edit.suit ?? lua.nil, edit.rank ?? lua.nil))));
  }
  return out;
}

/** `local <list> = {}` filled with the cards of `source` (a copy: the area may change while it is used). */
export function copyList(ctx: GenContext, source: Expr, base: string, keep?: (c: Expr) => Expr): { stmts: Stmt[]; list: Expr } {
  const list_ = ctx.local(base);
  const c = name("c");
  const add = assign(index(name(list_), bin("+", len(name(list_)), num(1))), c);
  return {
    stmts: [local(list_, lua.table([])), forIn(["_", "c"], [call("ipairs", lua.or(source, lua.table([])))], [keep ? ifThen(keep(c), [add]) : add])],
    list: name(list_),
  };
}

/**
 * The cards the player selected (a copy): for a consumable's use, those highlighted in hand. While
 * a hand is played or discarded the game has already moved them out of the hand (CardArea's
 * remove_card takes them off highlighted), so there they are the hand's own cards,
 * context.full_hand.
 */
export function selectedCards(ctx: GenContext): { stmts: Stmt[]; list: Expr } {
  const highlighted = lua.and(path("G.hand"), path("G.hand.highlighted"));
  return copyList(ctx, ctx.scoring ? lua.or(path("context.full_hand"), highlighted) : highlighted, "selected");
}

/** Up to `count` different cards of `source`, picked at random (a seeded pick, so runs repeat). */
export function randomCards(ctx: GenContext, source: Expr, count: Expr, keep?: (c: Expr) => Expr): { stmts: Stmt[]; list: Expr } {
  const pool = copyList(ctx, source, "pool", keep);
  const chosen = ctx.local("chosen");
  const picked = ctx.local("picked");
  const at = ctx.local("at");
  const seed = str(ctx.seed("cards"));
  return {
    stmts: [
      ...pool.stmts,
      local(chosen, lua.table([])),
      forNum(ctx.local("i"), num(1), call("math.min", count, len(pool.list)), [
        lua.locals([picked, at], [call("pseudorandom_element", pool.list, call("pseudoseed", seed))]),
        doCall("table.remove", pool.list, name(at)),
        assign(index(name(chosen), bin("+", len(name(chosen)), num(1))), name(picked)),
      ]),
    ],
    list: name(chosen),
  };
}

/** `for _, c in ipairs(list) do <body(c)> end`. */
export function eachCard(list: Expr, body: (c: Expr) => Stmt[]): Stmt {
  return forIn(["_", "c"], [call("ipairs", list)], body(name("c")));
}

export interface NewCard {
  area: "deck" | "hand";
  rank?: Expr;
  suit?: Expr;
  enhancement?: string | VarRef;
  seal?: string | VarRef;
  edition?: string | VarRef;
}

/**
 * Statements adding one new playing card (SMODS.add_card; a missing rank or suit is rolled by
 * Steamodded) and telling the jokers (playing_card_added). Key variables that name nothing are left out.
 */
export function addPlayingCard(ctx: GenContext, card: NewCard): Stmt[] {
  const made = ctx.local("card");
  const modifier = (type: "enhancement" | "seal" | "edition", value: string | VarRef | undefined): Expr | undefined => {
    if (value === undefined || isNone(value) || value === "remove") return undefined;
    const key = keyOf(ctx, type, value)!;
    if (!isVarRef(value)) return key;
    return lua.or(lua.and(isModifierKey(type, key), key), lua.nil);
  };
  return [
    local(made, call("SMODS.add_card", record([
      ["set", str("Base")],
      ["area", path(card.area === "hand" ? "G.hand" : "G.deck")],
      ["rank", card.rank],
      ["suit", card.suit],
      ["enhancement", modifier("enhancement", card.enhancement)],
      ["seal", modifier("seal", card.seal)],
      ["edition", modifier("edition", card.edition)],
      ["skip_materialize", lua.TRUE],
      ["key_append", str(ctx.itemKey)],
    ]))),
    doCall("playing_card_joker_effects", list([name(made)])),
  ];
}

/**
 * Statements copying a playing card (DNA / Cryptid style): a new playing card in `area`, counted
 * in the deck, then the playing_card_added context. `edit` changes the copy.
 */
export function copyPlayingCard(ctx: GenContext, source: Expr, area: "deck" | "hand", edit?: CardEdit): Stmt[] {
  const copy = ctx.local("copy");
  return [
    assign(path("G.playing_card"), bin("+", lua.or(path("G.playing_card"), num(0)), num(1))),
    local(copy, call("copy_card", source, lua.nil, lua.nil, path("G.playing_card"))),
    callStmt(method(name(copy), "add_to_deck")),
    assign(path("G.deck.config.card_limit"), bin("+", path("G.deck.config.card_limit"), num(1))),
    doCall("table.insert", path("G.playing_cards"), name(copy)),
    callStmt(method(path(area === "hand" ? "G.hand" : "G.deck"), "emplace", name(copy))),
    ...(edit ? editCard(ctx, name(copy), edit) : []),
    doCall("playing_card_joker_effects", list([name(copy)])),
  ];
}

/** `card` is a playing card (not a joker or a consumable): its ability set is Default or Enhanced. */
export function isPlayingCard(card: Expr): Expr {
  const set = index(index(card, "ability"), "set");
  return lua.or(bin("==", set, str("Default")), bin("==", set, str("Enhanced")));
}

/**
 * An edition's "card scored" also runs when the edition is on a joker (pre_joker): an effect on
 * the trigger's playing card then runs only when that card is a playing card.
 */
export function onPlayingCard(ctx: GenContext, card: Expr, code: EffectCode): EffectCode {
  if (ctx.objectType !== "edition") return code;
  const playing = isPlayingCard(card);
  return {
    ...code,
    stmts: code.stmts && code.stmts.length > 0 ? [ifThen(playing, code.stmts)] : code.stmts,
    fieldsWhen: code.fields && code.fields.length > 0 ? (code.fieldsWhen ? and(playing, code.fieldsWhen) : playing) : code.fieldsWhen,
  };
}

/** Wraps statements in an event: changes to cards queue behind the game's animations. */
export function queued(stmts: Stmt[]): Stmt[] {
  return stmts.length > 0 ? [event(stmts)] : [];
}

/** The condition "at least one card is selected in hand" for a consumable's can_use. */
export const SOME_SELECTED: Expr = and(path("G.hand"), bin(">", len(path("G.hand.highlighted")), num(0)));
/** "the hand holds a card". */
export const SOME_IN_HAND: Expr = and(path("G.hand"), bin(">", len(path("G.hand.cards")), num(0)));

export { isNone, not };
