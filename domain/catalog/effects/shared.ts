// Building blocks shared by several effects: item-type lists, picking a joker by position,
// creating jokers and consumables with the game's slot buffers, and a few option lists.
import { lua, type Expr, type Stmt } from "../../lua";
import { opts, type NumberValue, type ParamOption } from "../schema";
import { num as numWords } from "../words";
import { event } from "../lib";
import { CARD_TYPES, RULE_OBJECT_TYPES, type GenContext, type RuleObjectType } from "../types";

const { bin, path, str, name, assign, ifThen, and, not, call, local, index, len, num, forNum, doCall, record, method } = lua;

export const ALL_TYPES: readonly RuleObjectType[] = RULE_OBJECT_TYPES;
export const CARDS: readonly RuleObjectType[] = CARD_TYPES;
/** Item types that have a card of their own (decks do not). */
export const WITH_CARD: readonly RuleObjectType[] = ["joker", "consumable", ...CARD_TYPES, "voucher"];
export const JOKER_AND_CARDS: readonly RuleObjectType[] = ["joker", ...CARD_TYPES];

/** The game's text colours a message may use. */
export const COLOURS: readonly ParamOption[] = opts(
  ["G.C.WHITE", "White"], ["G.C.RED", "Red"], ["G.C.GREEN", "Green"], ["G.C.BLUE", "Blue"], ["G.C.YELLOW", "Yellow"],
  ["G.C.PURPLE", "Purple"], ["G.C.ORANGE", "Orange"], ["G.C.BLACK", "Black"], ["G.C.CHIPS", "Chips blue"], ["G.C.MULT", "Mult red"],
  ["G.C.MONEY", "Money gold"], ["G.C.SECONDARY_SET.Tarot", "Tarot"], ["G.C.SECONDARY_SET.Planet", "Planet"], ["G.C.SECONDARY_SET.Spectral", "Spectral"],
);

/** A colour option ("G.C.RED") as an expression. */
export function colourOf(option: string): Expr {
  return path(COLOURS.some((c) => c.value === option) ? option : "G.C.WHITE");
}

/** A joker by position (the `position` param of several joker effects). */
export const POSITION_OPTIONS: readonly ParamOption[] = opts(
  ["first", "The first joker"], ["last", "The last joker"], ["left", "The joker to the left"], ["right", "The joker to the right"], ["specific", "The joker at a position"],
);

/** "the first joker", "joker 3". */
export function positionWords(position: string, index: NumberValue): string {
  return position === "specific" ? `joker ${numWords(index)}` : (POSITION_OPTIONS.find((o) => o.value === position)?.label.toLowerCase() ?? "a joker");
}

/** Where a joker is picked among the jokers. */
export const JOKER_POSITIONS = ["self", "left", "right", "first", "last", "random", "specific"] as const;
export type JokerPosition = (typeof JOKER_POSITIONS)[number];

/**
 * `local <target> = <the joker at that position>` (nil when there is none). Left, right and self
 * are relative to this joker: an item that is not a joker has no place among the jokers, so they
 * pick nothing for it. `others` leaves this joker out of first / last / random / specific.
 */
export function jokerAt(ctx: GenContext, where: string, target: string, opt: { index?: Expr; others?: boolean } = {}): Stmt[] {
  const jokers = path("G.jokers.cards");
  const isJoker = ctx.objectType === "joker";
  const notSelf = (e: Expr) => (opt.others && isJoker ? and(e, bin("~=", e, ctx.self)) : e);
  switch (where) {
    case "self":
      return [local(target, isJoker ? ctx.self : lua.nil)];
    case "left": case "right": {
      if (!isJoker) return [local(target, lua.nil)];
      const pos = ctx.local("my_pos");
      return [
        local(target, lua.nil),
        forNum(pos, num(1), len(jokers), [
          ifThen(bin("==", index(jokers, name(pos)), ctx.self), [assign(name(target), index(jokers, bin(where === "left" ? "-" : "+", name(pos), num(1))))]),
        ]),
      ];
    }
    case "first": return pickIf(target, index(jokers, num(1)), notSelf);
    case "last": return pickIf(target, index(jokers, len(jokers)), notSelf);
    case "specific": return pickIf(target, index(jokers, opt.index ?? num(1)), notSelf);
    case "random": {
      const pool = ctx.local("pool");
      const j = name("j");
      return [
        local(pool, lua.table([])),
        lua.forIn(["_", "j"], [call("ipairs", jokers)], [
          ifThen(opt.others && isJoker ? bin("~=", j, ctx.self) : lua.TRUE, [assign(index(name(pool), bin("+", len(name(pool)), num(1))), j)]),
        ]),
        local(target, call("pseudorandom_element", name(pool), call("pseudoseed", str(ctx.seed("joker"))))),
      ];
    }
    default:
      return [local(target, lua.nil)];
  }
}

function pickIf(target: string, at: Expr, notSelf: (e: Expr) => Expr): Stmt[] {
  const t = name(target);
  const probe = notSelf(t);
  return probe === t ? [local(target, at)] : [local(target, at), ifThen(not(probe), [assign(t, lua.nil)])];
}

/** Room in an area counting cards already on their way (the game's joker / consumeable buffers). */
export function hasRoom(area: "jokers" | "consumeables", buffer: "joker_buffer" | "consumeable_buffer"): Expr {
  return bin("<", bin("+", len(path(`G.${area}.cards`)), path(`G.GAME.${buffer}`)), path(`G.${area}.config.card_limit`));
}

/**
 * Creates cards the way the game's own cards do (smods.md 3.5): reserve a slot in the buffer,
 * add the card in a queued event, then release the buffer. `made` is a local that says whether a
 * card was really created (the effect's message shows only then).
 */
export function createInEvent(ctx: GenContext, opt: {
  area: "jokers" | "consumeables"; buffer: "joker_buffer" | "consumeable_buffer"; ignoreSlots: boolean;
  /** Statements run in the event that create the card. */
  create: Stmt[];
  /** A run-time requirement besides room (e.g. the key exists). */
  when?: Expr;
  times?: Expr;
}): { stmts: Stmt[]; made: string } {
  const made = ctx.local("created");
  const guards = [opt.when, opt.ignoreSlots ? undefined : hasRoom(opt.area, opt.buffer)].filter((e): e is Expr => e !== undefined);
  const body: Stmt[] = [assign(name(made), lua.TRUE)];
  if (opt.ignoreSlots) {
    body.push(event(opt.create));
  } else {
    body.push(
      assign(path(`G.GAME.${opt.buffer}`), bin("+", path(`G.GAME.${opt.buffer}`), num(1))),
      event([...opt.create, assign(path(`G.GAME.${opt.buffer}`), num(0))]),
    );
  }
  const once = guards.length > 0 ? [ifThen(and(...guards), body)] : body;
  return { made, stmts: [local(made, lua.FALSE), ...(opt.times ? [forNum(ctx.local("n"), num(1), opt.times, once)] : once)] };
}

/** `SMODS.add_card({...})` as a statement. */
export function addCard(fields: [string, Expr | undefined][]): Stmt {
  return doCall("SMODS.add_card", record(fields));
}

/** `card:juice_up(a, b)` as a statement. */
export function juice(card: Expr, a = 0.3, b = 0.5): Stmt {
  return lua.callStmt(method(card, "juice_up", num(a), num(b)));
}

/** The effect's message fields for calculate and use: shown when `made` (a created card) holds. */
export function messageWhen(made: string, message: Expr): { fields: [string, Expr][]; fieldsWhen: Expr } {
  return { fields: [["message", message]], fieldsWhen: name(made) };
}

export { event };
