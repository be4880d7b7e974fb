// Unlock conditions of jokers and vouchers (smods.md 2.3 `check_for_unlock`). A locked item is
// exported `unlocked = false` with a check_for_unlock that the game calls on its unlock events;
// returning true unlocks it. The trigger names the event; the properties filter what is counted;
// the operator and amount compare the count (or the event's number):
// - hand_contents / discard_custom: played / discarded cards matching every property
//   (rank, suit, enhancement, seal, edition);
// - modify_deck: cards of the whole deck matching them; modify_jokers: jokers matching (rarity,
//   edition, key);
// - career_stat: the profile's career stat named by the property (e.g. c_hands_played);
// - win / round_win: the run's round when a run / a round is won;
// - chip_score: the chips of the scoring hand.
import { lua, type Expr, type Stmt } from "../../lua";
import { compare, isComparison } from "../../catalog/lib";
import { rankIdOf, suitOf } from "../../catalog/lib";
import type { KeyResolver } from "../../catalog/types";
import { descriptionLines } from "../localization";

const { str, num, bin, and, or, path, name, call, fn, ret, ifThen, local, forIn, assign, index, method, not } = lua;

export const UNLOCK_TRIGGERS = ["hand_contents", "modify_deck", "modify_jokers", "career_stat", "discard_custom", "win", "round_win", "chip_score"] as const;

export interface Unlockable {
  name: string;
  unlocked?: boolean;
  unlockTrigger?: string;
  unlockProperties?: { category: string; property: string }[];
  unlockOperator?: string;
  unlockCount?: number;
  unlockDescription?: string;
}

export interface UnlockCode {
  fields: [string, Expr | undefined][];
  /** Lines of the locked card's text (loc `unlock`). */
  text?: string[];
  /** Why the condition could not be generated (the item then starts unlocked). */
  problem?: string;
}

/** A test of one card (or joker) against one property, or undefined when the property is unknown. */
function propertyTest(card: Expr, category: string, property: string, keys: KeyResolver): Expr | undefined {
  const value = property.trim();
  switch (category.trim().toLowerCase()) {
    case "rank": {
      const id = rankIdOf(value);
      return id === undefined ? undefined : bin("==", method(card, "get_id"), num(id));
    }
    case "suit": {
      const suit = suitOf(value);
      return suit ? method(card, "is_suit", str(suit)) : undefined;
    }
    case "enhancement": {
      const key = keys.center("enhancement", value);
      return key ? call("SMODS.has_enhancement", card, str(key)) : undefined;
    }
    case "seal": {
      const key = keys.center("seal", value);
      return key ? bin("==", index(card, "seal"), str(key)) : undefined;
    }
    case "edition": {
      const key = keys.center("edition", value) ?? keys.center("edition", `e_${value}`);
      return key ? and(index(card, "edition"), bin("==", path("c.edition.key"), str(key))) : undefined;
    }
    case "rarity": {
      const rarity = keys.rarity(value);
      if (!rarity) return undefined;
      const n = ["Common", "Uncommon", "Rare", "Legendary"].indexOf(rarity) + 1;
      return bin("==", path("c.config.center.rarity"), n > 0 ? num(n) : str(rarity));
    }
    case "key": case "joker": {
      const key = keys.center("joker", value);
      return key ? bin("==", path("c.config.center.key"), str(key)) : undefined;
    }
    default: return undefined;
  }
}

/** `(function() local n = 0 for _, c in ipairs(list or {}) do if <tests> then n = n + 1 end end return n end)()` */
function count(list: Expr, tests: Expr[]): Expr {
  const body: Stmt[] = tests.length > 0 ? [ifThen(and(...tests), [assign(name("n"), bin("+", name("n"), num(1)))])] : [assign(name("n"), bin("+", name("n"), num(1)))];
  return call(lua.paren(fn([], [local("n", num(0)), forIn(["_", "c"], [call("ipairs", or(list, lua.table([])))], body), ret(name("n"))])));
}

export function unlockCode(item: Unlockable, keys: KeyResolver): UnlockCode {
  if (item.unlocked !== false) return { fields: [["unlocked", lua.TRUE]] };
  const trigger = String(item.unlockTrigger ?? "");
  const text = descriptionLines(item.unlockDescription ?? "").filter((l) => l.trim() !== "");
  if (!(UNLOCK_TRIGGERS as readonly string[]).includes(trigger)) {
    return { fields: [["unlocked", lua.TRUE]], problem: trigger ? `the unlock trigger '${trigger}' is unknown` : "it has no unlock trigger" };
  }
  const operator = item.unlockOperator && item.unlockOperator.trim() ? item.unlockOperator : "greater_equals";
  // a comparison the builder never offers (a file, a command log): said as the unknown trigger is
  if (!isComparison(operator)) return { fields: [["unlocked", lua.TRUE]], problem: `the unlock comparison '${operator}' is unknown` };
  const amount = num(Number.isFinite(Number(item.unlockCount)) ? Number(item.unlockCount) : 1);
  const props = (Array.isArray(item.unlockProperties) ? item.unlockProperties : []).filter((p) => p && String(p.property ?? "").trim() !== "");
  const tests: Expr[] = [];
  if (trigger !== "career_stat") {
    for (const p of props) {
      const test = propertyTest(name("c"), String(p.category ?? ""), String(p.property ?? ""), keys);
      if (!test) return { fields: [["unlocked", lua.TRUE]], problem: `the unlock property ${p.category} '${p.property}' is unknown` };
      tests.push(test);
    }
  }
  let value: Expr;
  let event = trigger;
  switch (trigger) {
    case "hand_contents": case "discard_custom": value = count(path("args.cards"), tests); break;
    case "modify_deck": value = count(path("G.playing_cards"), tests); break;
    case "modify_jokers": value = count(and(path("G.jokers"), path("G.jokers.cards")), tests); break;
    case "career_stat": {
      const stat = String(props[0]?.property ?? "").trim();
      if (!/^c_[a-z_]+$/.test(stat)) return { fields: [["unlocked", lua.TRUE]], problem: "the career stat to compare is missing (e.g. c_hands_played)" };
      value = or(and(path("G.PROFILES"), index(path("G.PROFILES"), path("G.SETTINGS.profile")), index(index(index(path("G.PROFILES"), path("G.SETTINGS.profile")), "career_stats"), stat)), num(0));
      break;
    }
    case "win": case "round_win": value = or(and(path("G.GAME"), path("G.GAME.round")), num(0)); break;
    default: value = or(path("args.chips"), num(0)); event = "chip_score";
  }
  const body: Stmt[] = [
    ifThen(not(and(name("args"), bin("==", path("args.type"), str(event)))), [ret(lua.FALSE)]),
    ret(compare(operator, value, amount)),
  ];
  return {
    fields: [["unlocked", lua.FALSE], ["check_for_unlock", fn(["self", "args"], body)]],
    text: text.length > 0 ? text : undefined,
  };
}
